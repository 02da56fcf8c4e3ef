import { z } from '@shop/schemas'
import { stockholmNow } from '../delivery-dates'

/**
 * Order history search (spec section 7, order service: GET /orders/search with q, orderStatus,
 * fromDate, toDate, sort, limit, offset). The API parses strictly (a bad value is a 400); the
 * OrderHistory page parses the same fields leniently (a bad value in a hand-edited URL falls back).
 * Matching, filtering, sorting and paging run over the orders one customer scope may see, so the
 * rules hold the same on SQLite and Postgres and for article numbers and names inside the order's
 * item snapshot.
 */

export const ORDER_SORTS = ['-placedAt', 'placedAt', '-orderId', 'orderId', '-total', 'total'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

export const ORDER_SEARCH_LIMITS = { q: 100, defaultLimit: 15, maxLimit: 100 } as const

export type OrderSearchMessageKey =
  | 'orders.errors.query_too_long'
  | 'orders.errors.status'
  | 'orders.errors.date'
  | 'orders.errors.date_range'
  | 'orders.errors.sort'
  | 'orders.errors.limit'
  | 'orders.errors.offset'

export type OrderSearchText = (key: OrderSearchMessageKey) => string

function fields<S extends string>(statuses: readonly [S, ...S[]], text: OrderSearchText) {
  // zod's ISO date knows the calendar (2024-02-29 is a day, 2024-13-45 and 2026-02-30 are not) without
  // building a Date, whose toISOString throws on such input and made the search answer 500.
  const day = z.iso.date({ error: text('orders.errors.date') })
  // An empty form field means "no filter", as a GET form sends every field.
  const blankIsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value)
  return {
    q: z
      .string()
      .trim()
      .max(ORDER_SEARCH_LIMITS.q, { error: text('orders.errors.query_too_long') })
      .default(''),
    orderStatus: z.preprocess(blankIsUnset, z.enum(statuses, { error: text('orders.errors.status') }).optional()),
    fromDate: z.preprocess(blankIsUnset, day.optional()),
    toDate: z.preprocess(blankIsUnset, day.optional()),
    sort: z.enum(ORDER_SORTS, { error: text('orders.errors.sort') }).default('-placedAt'),
    limit: z.coerce
      .number({ error: text('orders.errors.limit') })
      .int({ error: text('orders.errors.limit') })
      .min(1, { error: text('orders.errors.limit') })
      .max(ORDER_SEARCH_LIMITS.maxLimit, { error: text('orders.errors.limit') })
      .default(ORDER_SEARCH_LIMITS.defaultLimit),
    offset: z.coerce
      .number({ error: text('orders.errors.offset') })
      .int({ error: text('orders.errors.offset') })
      .min(0, { error: text('orders.errors.offset') })
      .max(1_000_000, { error: text('orders.errors.offset') })
      .default(0),
  }
}

/** The API's query: every value checked, a from date after the to date refused. */
export function orderSearchSchema<S extends string>(statuses: readonly [S, ...S[]], text: OrderSearchText) {
  return z
    .object(fields(statuses, text))
    .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
      error: text('orders.errors.date_range'),
      path: ['toDate'],
    })
}

export type OrderSearchQuery<S extends string = string> = z.output<ReturnType<typeof orderSearchSchema<S>>>

/**
 * The page's query: each field on its own, a bad one replaced by its default, so a mistyped date in
 * the URL still shows the list (with the other filters kept). Swapped dates are put in order.
 */
export function lenientOrderSearch<S extends string>(
  statuses: readonly [S, ...S[]],
  raw: Record<string, unknown>,
): OrderSearchQuery<S> {
  const shape = fields(statuses, () => '')
  const pick = <K extends keyof typeof shape>(key: K) => {
    const strict = shape[key].safeParse(raw[key])
    return (strict.success ? strict.data : shape[key].parse(undefined)) as z.output<(typeof shape)[K]>
  }
  const query = {
    q: pick('q'),
    orderStatus: pick('orderStatus'),
    fromDate: pick('fromDate'),
    toDate: pick('toDate'),
    sort: pick('sort'),
    limit: pick('limit'),
    offset: pick('offset'),
  }
  if (query.fromDate && query.toDate && query.fromDate > query.toDate)
    [query.fromDate, query.toDate] = [query.toDate, query.fromDate]
  return query
}

/** What the search needs of one order. */
export interface SearchableOrder {
  orderId: string
  status: string
  /** ISO timestamp. */
  placedAt: string
  /** Gross total (incl. moms); null when the order has no totals. */
  total: number | null
  reference: string | null
  items: ReadonlyArray<{ articleNumber: string; name: string }>
}

const fold = (value: string) => value.toLocaleLowerCase('sv-SE')

/** Does `q` occur in the order number, an article number, an article name or the reference? */
export function orderMatches(order: SearchableOrder, q: string): boolean {
  const needle = fold(q.trim())
  if (!needle) return true
  const has = (value: string | null | undefined) => Boolean(value && fold(value).includes(needle))
  return (
    has(order.orderId) || has(order.reference) || order.items.some((item) => has(item.articleNumber) || has(item.name))
  )
}

/** The Stockholm calendar day an order was placed on: the day the buyer's date filter means. */
export const placedDay = (placedAt: string): string => stockholmNow(new Date(placedAt)).day

const numericOrderId = (id: string) => (/^\d+$/.test(id) ? Number(id) : Number.NaN)

function compareOrderIds(a: string, b: string): number {
  const x = numericOrderId(a)
  const y = numericOrderId(b)
  if (!Number.isNaN(x) && !Number.isNaN(y) && x !== y) return x - y
  return a.localeCompare(b, 'sv-SE')
}

function comparator(sort: OrderSort): (a: SearchableOrder, b: SearchableOrder) => number {
  const direction = sort.startsWith('-') ? -1 : 1
  const key = sort.replace(/^-/, '') as 'placedAt' | 'orderId' | 'total'
  return (a, b) => {
    let primary = 0
    if (key === 'placedAt') primary = Date.parse(a.placedAt) - Date.parse(b.placedAt)
    if (key === 'orderId') primary = compareOrderIds(a.orderId, b.orderId)
    if (key === 'total') {
      // Orders without totals sort last in both directions.
      if (a.total === null || b.total === null) return Number(a.total === null) - Number(b.total === null)
      primary = a.total - b.total
    }
    // Ties keep a stable, newest-first order so pages never overlap.
    return (
      primary * direction || Date.parse(b.placedAt) - Date.parse(a.placedAt) || compareOrderIds(b.orderId, a.orderId)
    )
  }
}

/** Filters, sorts and pages `orders` by `query`; `total` counts every match. */
export function searchOrders<T extends SearchableOrder>(
  orders: readonly T[],
  query: Omit<OrderSearchQuery, 'orderStatus'> & { orderStatus?: string },
): { orders: T[]; total: number } {
  const matches = orders.filter((order) => {
    if (query.orderStatus && order.status !== query.orderStatus) return false
    if (query.fromDate || query.toDate) {
      const day = placedDay(order.placedAt)
      if (query.fromDate && day < query.fromDate) return false
      if (query.toDate && day > query.toDate) return false
    }
    return orderMatches(order, query.q)
  })
  matches.sort(comparator(query.sort))
  return { orders: matches.slice(query.offset, query.offset + query.limit), total: matches.length }
}
