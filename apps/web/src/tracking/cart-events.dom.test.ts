// @vitest-environment happy-dom
/**
 * The cart's e-commerce events reach the data layer only with statistics consent (C0002), in GA4's
 * shape, from the lines the cart service answered.
 */
import type { CartItemView } from '@shop/schemas'
import { afterEach, describe, expect, it } from 'vitest'
import { trackCartChange } from './cart-events'

const line = {
  cartItemId: '11',
  articleNumber: '1002753',
  quantity: 2,
  variant: { name: 'Hängränna halvrund vit Ø 100 mm' },
  price: { netPrice: 237.9, alloyingPrice: 0.05 },
} as unknown as CartItemView

afterEach(() => {
  window.dataLayer = undefined
  window.OnetrustActiveGroups = undefined
})

describe('the cart events', () => {
  it('are not sent before statistics consent', () => {
    expect(trackCartChange('add', [line])).toBe(false)
    window.OnetrustActiveGroups = ',C0001,C0003,'
    expect(trackCartChange('add', [line])).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  it('with it, push add_to_cart and remove_from_cart with the lines as items', () => {
    window.OnetrustActiveGroups = ',C0001,C0002,'
    expect(trackCartChange('add', [line])).toBe(true)
    expect(trackCartChange('remove', [line], 'cart')).toBe(true)
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'SEK',
          value: 475.9,
          items: [
            {
              item_id: '1002753',
              item_name: 'Hängränna halvrund vit Ø 100 mm',
              item_list_name: 'product list',
              price: 237.95,
              quantity: 2,
              index: 1,
            },
          ],
        },
      },
      { ecommerce: null },
      expect.objectContaining({ event: 'remove_from_cart' }),
    ])
  })
})
