import type { MoneyTotals } from '@shop/schemas'
import { lineTotal, moneyTotals } from '../cart/cart-lines'
import type { PriceVisibility } from '../price'

/** One placed order line as checkout stored it (a snapshot; prices are unit net prices). */
export interface PlacedOrderLine {
  articleNumber: string
  name: string
  quantity: number
  unit: string
  netPrice: number | null
  alloyingPrice?: number | null
}

/** (net + alloying) × quantity, as the cart counted it; null when the line was ordered without a price. */
export const placedLineTotal = (line: PlacedOrderLine): number | null =>
  lineTotal(
    line.netPrice === null ? null : { netPrice: line.netPrice, alloyingPrice: line.alloyingPrice ?? 0 },
    line.quantity,
  )

/**
 * The order's totals: the ones checkout stored (what the buyer confirmed), else counted again from
 * the lines; null when a line has no price.
 */
export const placedOrderTotals = (
  stored: MoneyTotals | null | undefined,
  lines: readonly PlacedOrderLine[],
): MoneyTotals | null => stored ?? moneyTotals(lines.map(placedLineTotal))

/**
 * A placed order's figures as one viewer may see them (spec section 6, the rule `visiblePrice` applies to
 * catalog prices): without the price right, no unit price, surcharge or total at all, so nothing can be
 * summed back. An order stores no discount of its own: its net price is what was paid, which
 * `visiblePrice` also leaves to a viewer without the discount right, so that right hides nothing here.
 */
export function visibleOrderFigures<L extends PlacedOrderLine, T extends MoneyTotals>(
  order: { lines: readonly L[]; totals: T | null },
  visibility: PriceVisibility,
): { lines: L[]; totals: T | null } {
  if (visibility.prices) return { lines: [...order.lines], totals: order.totals }
  return { lines: order.lines.map((line) => ({ ...line, netPrice: null, alloyingPrice: null })), totals: null }
}

/** The file name part an order number may give (order numbers are plain, but ids come from URLs). */
export const fileSafeOrderId = (orderId: string): string => orderId.replace(/[^A-Za-z0-9_-]/g, '') || 'order'

/** Spec-free CSV for Swedish Excel: `;` between fields, decimal commas, quotes where needed. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value
  // A leading = + - @ would start a formula in Excel: prefix a quote so text stays text.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (values: ReadonlyArray<string | number | null | undefined>): string =>
  values.map(csvField).join(';')
