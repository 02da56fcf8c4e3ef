import type { MoneyTotals } from '@shop/schemas'
import { lineTotal, moneyTotals } from '../cart/cart-lines'

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
