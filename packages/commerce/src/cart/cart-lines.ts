import type { CartItemAction, DeliveryMethod, MoneyTotals, StockType } from '@shop/schemas'
// The constants module alone: the schemas' index would bring zod into every island that counts lines.
import { MAX_LINE_QUANTITY } from '@shop/schemas/constants'
import { DELIVERY_METHOD_RULES, deliveryNeeds } from '../delivery-methods'
import { roundMoney } from '../price'

/**
 * The rules of one cart line (spec sections 3 and 5): where a delivery ships from, what the shopper
 * must fix before the line can be ordered (the action flags), how much stock a checkout takes, and
 * the money totals. Pure: the cart service feeds it rows, the UI shows its answers.
 */

/** Spec section 9 quotes 25 % VAT; every article in this range carries the standard rate. */
export const VAT_RATE = 0.25

/** The filter tag an article needs for express delivery (spec section 3). */
export const EXPRESS_TAG = 'express-delivery'

export interface LineVariant {
  discontinued: boolean
  filterTags: readonly string[]
  stockedAt: readonly string[]
  onlyStore: boolean
  mustBeInStockedAt: boolean
  orderMultiple: number
}

export interface LineStock {
  quantity: number
  stockType: StockType
}

export interface LineFacts {
  deliveryId: DeliveryMethod
  quantity: number
  /** Null when the article no longer exists. */
  variant: LineVariant | null
  /** Stock at the location the delivery ships from; null when that location holds no row. */
  stock: LineStock | null
  allowedDeliveryMethods: readonly DeliveryMethod[]
  /** The store the line would be picked up at or shipped from (EXH and express). */
  storeId: string
}

/**
 * Which location a delivery ships from: standard home delivery (DBI) from the central warehouse,
 * store pickup and the express methods from the shopper's store.
 */
export function fulfilmentLocation(
  deliveryId: DeliveryMethod,
  locations: { centralId: string; storeId: string },
): string {
  return deliveryId === 'DBI' ? locations.centralId : locations.storeId
}

/** Whole, positive and a multiple of the order multiple (spec section 5: the multiple defaults to 1). */
export function isValidQuantity(quantity: number, orderMultiple: number): boolean {
  const multiple = orderMultiple > 0 ? orderMultiple : 1
  return Number.isInteger(quantity) && quantity >= multiple && quantity % multiple === 0
}

/**
 * Spec section 5, the order multiple: the refusal of ordering `quantity` of the article `id` (an
 * article number, or the EAN a file named it by), or null when the quantity may be ordered. The cart
 * service (add, change, file import) and the browser's forms (quick order) all ask this one rule.
 */
export function quantityRefusal(
  id: string,
  quantity: number,
  orderMultiple: number,
): { key: 'cart.quantity_not_multiple'; params: { id: string; multiple: number } } | null {
  if (isValidQuantity(quantity, orderMultiple)) return null
  return { key: 'cart.quantity_not_multiple', params: { id, multiple: orderMultiple > 0 ? orderMultiple : 1 } }
}

/**
 * The line cap (MAX_LINE_QUANTITY) across adds (issue 36, finding 10): adding `adding` of the article `id`
 * to a line that already holds `inCart` may not take it over the cap, or four adds of 99 999 would make
 * a line of 399 996 that no single request could ask for. Null when the sum fits.
 */
export function lineQuantityRefusal(
  id: string,
  inCart: number,
  adding: number,
): { key: 'cart.line_quantity_limit'; params: { id: string; max: number; inCart: number } } | null {
  if (inCart + adding <= MAX_LINE_QUANTITY) return null
  return { key: 'cart.line_quantity_limit', params: { id, max: MAX_LINE_QUANTITY, inCart } }
}

/** The nearest valid quantity at or above `quantity` (an import's 7 with multiple 5 becomes 10). */
export function roundUpToMultiple(quantity: number, orderMultiple: number): number {
  const multiple = orderMultiple > 0 ? orderMultiple : 1
  return Math.max(multiple, Math.ceil(quantity / multiple) * multiple)
}

/** Units on the shelf that a checkout may take: only warehouse stock (LAG) is counted and reserved. */
export function reservableQuantity(stock: LineStock | null): number | null {
  return stock && stock.stockType === 'LAG' ? Math.max(stock.quantity, 0) : null
}

/** Spec section 3, cart item action flags, in the order the shopper should deal with them. */
export function lineActions(line: LineFacts): CartItemAction[] {
  const { variant } = line
  if (!variant) return ['variantMissing']
  const actions: CartItemAction[] = []
  if (!isValidQuantity(line.quantity, variant.orderMultiple)) actions.push('quantity')
  const rule = DELIVERY_METHOD_RULES[line.deliveryId]
  const allowed = line.allowedDeliveryMethods.includes(line.deliveryId)
  const express = rule.orderType === 'express'
  const expressReady = variant.filterTags.includes(EXPRESS_TAG) && (line.stock?.quantity ?? 0) > 0
  if (!allowed || (express && !expressReady)) actions.push('delivery')
  // Spec section 5: a discontinued article is available only while stock lasts.
  if (variant.discontinued && (line.stock?.quantity ?? 0) < line.quantity) actions.push('needsReplacement')
  const inStore = deliveryNeeds(line.deliveryId).store
  if (variant.onlyStore && !inStore) actions.push('notPurchasableOnline')
  if (inStore && variant.mustBeInStockedAt && !variant.stockedAt.includes(line.storeId)) {
    actions.push('notPurchasableStore')
  }
  return actions
}

/** (net + alloying) × quantity to öre, the spec's cart item price (section 9). */
export function lineTotal(price: { netPrice: number; alloyingPrice: number } | null, quantity: number): number | null {
  return price ? roundMoney((price.netPrice + price.alloyingPrice) * quantity) : null
}

/** Net, VAT and gross of some line totals; null when any line has no visible price. */
export function moneyTotals(lineTotals: ReadonlyArray<number | null>): MoneyTotals | null {
  if (lineTotals.some((total) => total === null)) return null
  const net = roundMoney(lineTotals.reduce<number>((sum, total) => sum + (total ?? 0), 0))
  const vat = roundMoney(net * VAT_RATE)
  return { net, vat, gross: roundMoney(net + vat), currency: 'SEK' }
}

/** Sums totals of several deliveries; null as soon as one is null (prices hidden). */
export function sumTotals(totals: ReadonlyArray<MoneyTotals | null>): MoneyTotals | null {
  if (totals.some((total) => total === null)) return null
  return moneyTotals(totals.map((total) => total?.net ?? 0))
}
