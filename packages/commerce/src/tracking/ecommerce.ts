import { roundMoney, unitPrice } from '../price'

/**
 * The shop's e-commerce events in GA4's shapes, as the data layer gets them (spec sections 3, 5 and 9).
 * Pure: each function answers the event or null, and the browser pushes what it gets (with consent).
 * - an item is a variant: its article number, name, first brand, category, net plus alloying price to
 *   two decimals, quantity (1 unless given) and list position (index + 1 unless given);
 * - no event without an article number and a quantity: such items are left out, and an event left
 *   with none is not sent;
 * - a purchase needs an order id and at least one item; tax and shipping are 0 and revenue is the sum of
 *   price × quantity to two decimals.
 */

/** Spec section 5's page types, as the lists are named in tracking. */
export const TRACKING_LISTS = {
  search: 'search result list',
  productList: 'product list',
  productVariants: 'product variants list',
  cart: 'cart list',
  cartFlyout: 'cart flyout list',
  favouritesFlyout: 'favourites flyout list',
  historicOrder: 'historic order list',
  quickOrder: 'quick order list',
  shoppingList: 'shopping list',
  addFromFile: 'add-to-cart-from-file modal',
  replacement: 'replacement product',
  selectedProducts: 'selected products list',
  productDetail: 'product detail page',
  checkoutSuccess: 'checkout success page',
} as const
export type TrackingList = (typeof TRACKING_LISTS)[keyof typeof TRACKING_LISTS]

/** Spec section 2: checkout steps as tracking numbers them. */
export const CHECKOUT_STEPS = { cart: 1, delivery: 2, summary: 3, confirmation: 4 } as const
export type CheckoutStep = keyof typeof CHECKOUT_STEPS

export const TRACKING_CURRENCY = 'SEK'

/** What tracking reads of a variant (spec section 3, "Tracking entities"). */
export interface TrackedVariant {
  articleNumber: string | null | undefined
  name: string
  /** The variant's brands; the first is the item's brand. */
  brands?: readonly string[] | null
  /** The product's first category path's name (its category). */
  category?: string | null
  price?: { netPrice: number; alloyingPrice: number } | null
  quantity?: number | null
  /** Position in its list, when the list knows it; else index + 1. */
  listPosition?: number | null
}

export interface GaItem {
  item_id: string
  item_name: string
  item_brand?: string
  item_category?: string
  item_list_name?: string
  price?: number
  quantity: number
  index: number
}

export type EcommerceEvent = { event: string; ecommerce: Record<string, unknown> }

function gaItem(variant: TrackedVariant, index: number, list?: string): GaItem | null {
  const quantity = variant.quantity ?? 1
  if (!variant.articleNumber || !(quantity > 0)) return null
  const brand = variant.brands?.[0]
  return {
    item_id: variant.articleNumber,
    item_name: variant.name,
    ...(brand ? { item_brand: brand } : {}),
    ...(variant.category ? { item_category: variant.category } : {}),
    ...(list ? { item_list_name: list } : {}),
    ...(variant.price ? { price: unitPrice(variant.price) } : {}),
    quantity,
    index: variant.listPosition ?? index + 1,
  }
}

/** The items of `variants` that may be sent; their positions are counted before any is left out. */
export function gaItems(variants: readonly TrackedVariant[], list?: string): GaItem[] {
  return variants.flatMap((variant, index) => gaItem(variant, index, list) ?? [])
}

/** Revenue and value: price × quantity summed, to two decimals. */
export const itemsValue = (items: readonly GaItem[]) =>
  roundMoney(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0))

function withItems(event: string, items: GaItem[], fields: Record<string, unknown> = {}): EcommerceEvent | null {
  return items.length ? { event, ecommerce: { ...fields, items } } : null
}

export const viewItemList = (list: string, variants: readonly TrackedVariant[]) =>
  withItems('view_item_list', gaItems(variants, list), { item_list_name: list })

/** The select_item of following one of a list's products: that item of the list's view_item_list. */
export const selectItem = (list: string, item: GaItem): EcommerceEvent => ({
  event: 'select_item',
  ecommerce: { item_list_name: list, items: [item] },
})

export function viewItem(variant: TrackedVariant) {
  const items = gaItems([variant], TRACKING_LISTS.productDetail)
  return withItems('view_item', items, { currency: TRACKING_CURRENCY, value: itemsValue(items) })
}

function cartChange(event: 'add_to_cart' | 'remove_from_cart', list: string, variants: readonly TrackedVariant[]) {
  const items = gaItems(variants, list)
  return withItems(event, items, { currency: TRACKING_CURRENCY, value: itemsValue(items) })
}

export const addToCart = (list: string, variants: readonly TrackedVariant[]) =>
  cartChange('add_to_cart', list, variants)
export const removeFromCart = (list: string, variants: readonly TrackedVariant[]) =>
  cartChange('remove_from_cart', list, variants)

export function viewCart(variants: readonly TrackedVariant[]) {
  const items = gaItems(variants, TRACKING_LISTS.cart)
  return withItems('view_cart', items, { currency: TRACKING_CURRENCY, value: itemsValue(items) })
}

/** Spec section 5: the checkout event with its step (cart 1, delivery 2, summary 3, confirmation 4). */
export const checkout = (step: CheckoutStep, variants: readonly TrackedVariant[]) =>
  withItems('checkout', gaItems(variants), { checkout_step: CHECKOUT_STEPS[step] })

/** A promotion (a banner: spec section 3's marketingId, metaTitle, creative) at its position. */
export interface TrackedBanner {
  marketingId: string | null | undefined
  metaTitle?: string | null
  creative?: string | null
  position?: string | null
}

function promotion(event: 'view_promotion' | 'select_promotion', banner: TrackedBanner): EcommerceEvent | null {
  if (!banner.marketingId) return null
  return {
    event,
    ecommerce: {
      promotion_id: banner.marketingId,
      ...(banner.metaTitle ? { promotion_name: banner.metaTitle } : {}),
      ...(banner.creative ? { creative_name: banner.creative } : {}),
      ...(banner.position ? { creative_slot: banner.position } : {}),
    },
  }
}

export const viewPromotion = (banner: TrackedBanner) => promotion('view_promotion', banner)
export const selectPromotion = (banner: TrackedBanner) => promotion('select_promotion', banner)

/**
 * One order's purchase (spec section 4: sent once per order): its id, the affiliation (the store's
 * name, or the central stock when the warehouse ships), tax and shipping 0, revenue from its items.
 */
export function purchase(order: {
  orderId: string | null | undefined
  affiliation: string
  variants: readonly TrackedVariant[]
}): EcommerceEvent | null {
  if (!order.orderId) return null
  const items = gaItems(order.variants)
  return withItems('purchase', items, {
    transaction_id: order.orderId,
    affiliation: order.affiliation,
    currency: TRACKING_CURRENCY,
    value: itemsValue(items),
    tax: 0,
    shipping: 0,
  })
}

/** An event of the shop's own `createEvents` call (spec section 7): a Variant by article number. */
export interface ShopEvent {
  type: 'click' | 'addtocart' | 'purchase'
  entityType: 'Variant'
  id: string
  quantity: number
  orderId?: string
}

const SHOP_EVENT_TYPES: Partial<Record<string, ShopEvent['type']>> = {
  select_item: 'click',
  add_to_cart: 'addtocart',
  purchase: 'purchase',
}

/**
 * What the shop's own event store gets of a data-layer event, sent from the same points (spec section
 * 5): a choice in a list is a click, an add an addtocart, an order's lines purchases with its id.
 */
export function shopEventsOf(event: EcommerceEvent | null): ShopEvent[] {
  const type = event ? SHOP_EVENT_TYPES[event.event] : undefined
  if (!event || !type) return []
  const items = (event.ecommerce.items ?? []) as GaItem[]
  const orderId = type === 'purchase' ? String(event.ecommerce.transaction_id) : undefined
  return items.map((item) => ({
    type,
    entityType: 'Variant',
    id: item.item_id,
    quantity: item.quantity,
    ...(orderId ? { orderId } : {}),
  }))
}
