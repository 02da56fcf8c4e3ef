import { describe, expect, it } from 'vitest'
import {
  addToCart,
  checkout,
  type GaItem,
  purchase,
  removeFromCart,
  selectItem,
  shopEventsOf,
  TRACKING_LISTS,
  type TrackedVariant,
  viewCart,
  viewItem,
  viewItemList,
  viewPromotion,
} from './ecommerce'

const screw: TrackedVariant = {
  articleNumber: '1000123',
  name: 'Träskruv 4,2x55',
  brands: ['Essve', 'Annat'],
  category: 'Skruv',
  price: { netPrice: 189.5, alloyingPrice: 1.255 },
  quantity: 3,
}
const gutter: TrackedVariant = {
  articleNumber: '1002753',
  name: 'Hängränna',
  price: { netPrice: 237.9, alloyingPrice: 0 },
}

describe('the e-commerce events', () => {
  it('items: net plus alloying price to two decimals, the first brand, quantity 1 unless given, position index + 1', () => {
    expect(viewItemList(TRACKING_LISTS.search, [screw, gutter])).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'search result list',
        items: [
          {
            item_id: '1000123',
            item_name: 'Träskruv 4,2x55',
            item_brand: 'Essve',
            item_category: 'Skruv',
            item_list_name: 'search result list',
            price: 190.76,
            quantity: 3,
            index: 1,
          },
          {
            item_id: '1002753',
            item_name: 'Hängränna',
            item_list_name: 'search result list',
            price: 237.9,
            quantity: 1,
            index: 2,
          },
        ],
      },
    })
  })

  it("a list's select_item for a product is the list's own item, at its position", () => {
    const items = viewItemList(TRACKING_LISTS.search, [screw, gutter])?.ecommerce.items as GaItem[]
    expect(selectItem(TRACKING_LISTS.search, items[1] as GaItem)).toEqual({
      event: 'select_item',
      ecommerce: { item_list_name: TRACKING_LISTS.search, items: [{ ...items[1], item_id: '1002753', index: 2 }] },
    })
  })

  it('keeps a list position the list gives, and counts positions before leaving an item out', () => {
    const items = viewItemList(TRACKING_LISTS.productList, [
      { ...screw, articleNumber: null },
      { ...gutter, listPosition: 7 },
      gutter,
    ])?.ecommerce.items as Array<{ index: number }>
    expect(items.map((item) => item.index)).toEqual([7, 3])
  })

  it('sends nothing without an article number or a quantity', () => {
    expect(addToCart(TRACKING_LISTS.cart, [{ ...screw, articleNumber: '' }])).toBeNull()
    expect(addToCart(TRACKING_LISTS.cart, [{ ...screw, quantity: 0 }])).toBeNull()
    expect(viewItemList(TRACKING_LISTS.search, [{ ...gutter, articleNumber: undefined }])).toBeNull()
    expect(viewItem({ ...gutter, articleNumber: null })).toBeNull()
  })

  it('cart changes carry the value of what changed', () => {
    expect(addToCart(TRACKING_LISTS.productDetail, [screw])?.ecommerce).toMatchObject({
      currency: 'SEK',
      value: 572.28,
    })
    expect(removeFromCart(TRACKING_LISTS.cart, [gutter])?.ecommerce).toMatchObject({ value: 237.9 })
    expect(viewCart([screw, gutter])?.ecommerce).toMatchObject({ value: 810.18 })
  })

  it('the checkout event numbers the steps cart 1, delivery 2, summary 3, confirmation 4', () => {
    expect(
      ['cart', 'delivery', 'summary', 'confirmation'].map(
        (step) => checkout(step as never, [gutter])?.ecommerce.checkout_step,
      ),
    ).toEqual([1, 2, 3, 4])
  })

  it('a purchase: the order id and affiliation, tax and shipping 0, revenue price × quantity to two decimals', () => {
    expect(
      purchase({ orderId: '40000012', affiliation: 'Centrallager', variants: [screw, gutter] })?.ecommerce,
    ).toMatchObject({
      transaction_id: '40000012',
      affiliation: 'Centrallager',
      currency: 'SEK',
      value: 810.18,
      tax: 0,
      shipping: 0,
    })
  })

  it('no purchase without an order id or at least one item', () => {
    expect(purchase({ orderId: null, affiliation: 'Centrallager', variants: [screw] })).toBeNull()
    expect(purchase({ orderId: '40000012', affiliation: 'Centrallager', variants: [] })).toBeNull()
  })

  it('promotions are the banner with its marketing id', () => {
    expect(
      viewPromotion({
        marketingId: 'jul-2026',
        metaTitle: 'Julkampanj',
        creative: 'hero',
        position: 'banner group position',
      }),
    ).toEqual({
      event: 'view_promotion',
      ecommerce: {
        promotion_id: 'jul-2026',
        promotion_name: 'Julkampanj',
        creative_name: 'hero',
        creative_slot: 'banner group position',
      },
    })
    expect(viewPromotion({ marketingId: null })).toBeNull()
  })
})

describe('the shop’s own events', () => {
  it('are the choices, adds and purchases of the data layer, per item', () => {
    const items = viewItemList(TRACKING_LISTS.search, [gutter])?.ecommerce.items as GaItem[]
    expect(shopEventsOf(selectItem(TRACKING_LISTS.search, items[0] as GaItem))).toEqual([
      { type: 'click', entityType: 'Variant', id: '1002753', quantity: 1 },
    ])
    expect(shopEventsOf(addToCart(TRACKING_LISTS.cart, [screw]))).toEqual([
      { type: 'addtocart', entityType: 'Variant', id: '1000123', quantity: 3 },
    ])
    expect(
      shopEventsOf(purchase({ orderId: '40000012', affiliation: 'Centrallager', variants: [screw, gutter] })),
    ).toEqual([
      { type: 'purchase', entityType: 'Variant', id: '1000123', quantity: 3, orderId: '40000012' },
      { type: 'purchase', entityType: 'Variant', id: '1002753', quantity: 1, orderId: '40000012' },
    ])
    expect(shopEventsOf(viewCart([screw]))).toEqual([])
    expect(shopEventsOf(null)).toEqual([])
  })
})
