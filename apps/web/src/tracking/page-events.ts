import type { Price } from '@shop/commerce'
import {
  type CheckoutStep,
  checkout,
  type EcommerceEvent,
  type TrackedVariant,
  viewCart,
} from '@shop/commerce/tracking/ecommerce'
import type { CartDeliveryView, CartItemView } from '@shop/schemas'
import type { ProductPageData } from '../catalog/product'
import type { PageEvent } from './TrackEvents'

/**
 * The events pages send when shown, made on the server from what they show (spec section 5): the
 * product page view_item; /cart view_cart and checkout step 1, /delivery step 2, /summary step 3 (the
 * confirmation's step 4 and purchases come from the placed orders). The steps count the included
 * deliveries' lines.
 */

/** The events a page sends; the guards' nulls left out. */
export const pageEvents = (...events: Array<EcommerceEvent | null>): PageEvent[] =>
  events.flatMap((event) => (event ? [{ event }] : []))

export const trackedLine = (item: CartItemView): TrackedVariant => ({
  articleNumber: item.articleNumber,
  name: item.variant?.name ?? item.articleNumber,
  price: item.price,
  quantity: item.quantity,
})

const includedLines = (deliveries: readonly CartDeliveryView[]) =>
  deliveries.filter((delivery) => delivery.isIncludedInOrder).flatMap((delivery) => delivery.items.map(trackedLine))

export function checkoutStepEvents(step: CheckoutStep, deliveries: readonly CartDeliveryView[]): PageEvent[] {
  const lines = includedLines(deliveries)
  return step === 'cart'
    ? pageEvents(viewCart(deliveries.flatMap((d) => d.items.map(trackedLine))), checkout(step, lines))
    : pageEvents(checkout(step, lines))
}

/** The product page's variant: its first brand, its nearest category, the shopper's price when shown. */
export function trackedProduct(
  data: Pick<ProductPageData, 'variant' | 'product' | 'breadcrumbs'>,
  price: Pick<Price, 'netPrice' | 'alloyingPrice'> | null,
): TrackedVariant {
  return {
    articleNumber: data.variant.articleNumber,
    name: data.variant.name,
    brands: data.product.brandName ? [data.product.brandName] : [],
    category: data.breadcrumbs.at(-1)?.name ?? null,
    price,
  }
}
