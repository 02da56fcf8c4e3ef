import type { StockType } from '@shop/schemas'

/** One location's stock as the stock service delivers it (spec section 3 "Stock", one entry of locations). */
export interface LocationStock {
  quantity: number
  stocked: boolean
  stockType: StockType
  availableFromDays?: number | null
  availableToDays?: number | null
}

/** Spec section 9: default delivery windows, in days, where the stock row gives none. */
export const DEFAULT_DELIVERY_DAYS: Partial<Record<StockType, readonly [number, number]>> = {
  TRA_PLUS: [10, 15],
  VIR: [5, 10],
}

export type StockTextKey =
  | 'stock.out_of_stock'
  | 'stock.order_product'
  | 'stock.delivery_in_days'
  | 'stock.not_stocked_in_store'
  | 'stock.in_central_stock'
  | 'stock.in_store_stock'

/**
 * What a shopper is told about one location (spec section 8 stock texts): a message key with its
 * parameters, the quantity to show (-1 when there is no stock information, shown as a dash) and a
 * level for the signal colour.
 */
export type StockSignal =
  | { level: 'unknown'; quantity: -1; text: '–' }
  | {
      level: 'in-stock' | 'on-order' | 'out-of-stock' | 'not-stocked'
      quantity: number
      key: StockTextKey
      days?: string
    }

const EMPTY: StockSignal = { level: 'unknown', quantity: -1, text: '–' }

/** `5–10`, or `3` when both ends are the same. */
function dayRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`
}

/** The delivery window of a row: its own days, else the stock type's default, else none. */
export function deliveryDays(stock: LocationStock): string | undefined {
  const from = stock.availableFromDays ?? undefined
  const to = stock.availableToDays ?? from
  if (from !== undefined && to !== undefined) return dayRange(from, to)
  const fallback = DEFAULT_DELIVERY_DAYS[stock.stockType]
  return fallback ? dayRange(fallback[0], fallback[1]) : undefined
}

/** A store shelf: in stock, out of stock, or not a store article at all. */
export function storeStockSignal(stock: LocationStock | null | undefined): StockSignal {
  if (!stock) return EMPTY
  if (stock.quantity > 0) return { level: 'in-stock', quantity: stock.quantity, key: 'stock.in_store_stock' }
  if (!stock.stocked) return { level: 'not-stocked', quantity: 0, key: 'stock.not_stocked_in_store' }
  return { level: 'out-of-stock', quantity: 0, key: 'stock.out_of_stock' }
}

/**
 * The central warehouse: stock on hand ships from there; transit (TRA, TRA_PLUS) and virtual (VIR) stock
 * arrives within its delivery window; an unstocked article is ordered for the customer.
 */
export function centralStockSignal(stock: LocationStock | null | undefined): StockSignal {
  if (!stock) return EMPTY
  if (stock.stockType === 'LAG' && stock.quantity > 0) {
    return { level: 'in-stock', quantity: stock.quantity, key: 'stock.in_central_stock' }
  }
  const days = deliveryDays(stock)
  if (stock.stockType !== 'LAG' && days) {
    return { level: 'on-order', quantity: Math.max(stock.quantity, 0), key: 'stock.delivery_in_days', days }
  }
  if (!stock.stocked) return { level: 'on-order', quantity: 0, key: 'stock.order_product' }
  return { level: 'out-of-stock', quantity: 0, key: 'stock.out_of_stock' }
}

/**
 * Spec section 5: a discontinued article counts as available only while some location still has
 * quantity above zero.
 */
export function isAvailable(discontinued: boolean, locations: readonly Pick<LocationStock, 'quantity'>[]): boolean {
  return !discontinued || locations.some((location) => location.quantity > 0)
}

/** A stock row as stored: `stocked` may be unset, which means stocked (the field's default). */
export type StoredStock = Omit<LocationStock, 'stocked'> & { stocked?: boolean | null }

/** What every page but the product page's own stock table shows of a location: its signal, not its quantity. */
function shownStatus(row: StoredStock | null | undefined): string {
  if (!row) return 'none'
  const stock = { ...row, stocked: row.stocked ?? true }
  return [stock.quantity > 0, stock.stocked, stock.stockType, deliveryDays(stock) ?? ''].join('|')
}

/**
 * Whether a change to one location's stock changes more than the quantities on its article's product page:
 * a signal (store and central texts alike depend on the quantity only through `> 0`), an in-stock filter or
 * count, a discontinued article's place in listings. A quantity that stays above zero changes none of them.
 */
export function stockStatusChanged(
  before: StoredStock | null | undefined,
  after: StoredStock | null | undefined,
): boolean {
  return shownStatus(before) !== shownStatus(after)
}
