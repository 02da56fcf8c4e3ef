import { addToCart, removeFromCart, TRACKING_LISTS } from '@shop/commerce/tracking/ecommerce'
import type { CartItemView } from '@shop/schemas'
import { pushEcommerce } from './data-layer'
import { trackedLine } from './page-events'

/**
 * The cart's tracking (spec section 5): what was added or removed, as the cart service answered it.
 * Loaded by the cart store on the first change (a chunk of its own), never with the page.
 */

export function trackCartChange(
  change: 'add' | 'remove',
  items: readonly CartItemView[],
  list: keyof typeof TRACKING_LISTS = 'productList',
): boolean {
  const name = TRACKING_LISTS[list]
  const event =
    change === 'add' ? addToCart(name, items.map(trackedLine)) : removeFromCart(name, items.map(trackedLine))
  return pushEcommerce(event)
}
