import { describe, expect, it } from 'vitest'
import {
  lenientOrderSearch,
  orderMatches,
  orderSearchSchema,
  placedDay,
  type SearchableOrder,
  searchOrders,
} from './search'

const STATUSES = ['placed', 'confirmed', 'delivered'] as const
const schema = orderSearchSchema(STATUSES, (key) => key)

const order = (overrides: Partial<SearchableOrder>): SearchableOrder => ({
  orderId: '40000001',
  status: 'placed',
  placedAt: '2026-11-10T10:00:00.000Z',
  total: 100,
  reference: null,
  items: [{ articleNumber: '100234', name: 'Träskruv 4,2x55' }],
  ...overrides,
})

describe('orderSearchSchema', () => {
  it('fills the defaults (newest first, 15 a page)', () => {
    expect(schema.parse({})).toEqual({ q: '', sort: '-placedAt', limit: 15, offset: 0 })
  })

  it('reads query-string values and treats empty form fields as unset', () => {
    expect(
      schema.parse({ q: ' skruv ', orderStatus: '', fromDate: '2026-11-01', toDate: '', limit: '30', offset: '30' }),
    ).toEqual({ q: 'skruv', fromDate: '2026-11-01', sort: '-placedAt', limit: 30, offset: 30 })
  })

  it('refuses unknown statuses and sorts, impossible dates, limits above 100 and swapped dates', () => {
    const problems = (input: Record<string, string>) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(problems({ orderStatus: 'lost' })).toEqual(['orders.errors.status'])
    expect(problems({ sort: 'name' })).toEqual(['orders.errors.sort'])
    expect(problems({ fromDate: '2026-02-30' })).toEqual(['orders.errors.date'])
    expect(problems({ fromDate: '2024-13-45', toDate: 'x' })).toEqual(['orders.errors.date', 'orders.errors.date'])
    expect(problems({ toDate: '2026-11-1' })).toEqual(['orders.errors.date'])
    expect(schema.parse({ fromDate: ' 2024-02-29 ' }).fromDate).toBe('2024-02-29')
    expect(problems({ limit: '101' })).toEqual(['orders.errors.limit'])
    expect(problems({ offset: '-1' })).toEqual(['orders.errors.offset'])
    expect(problems({ q: 'x'.repeat(101) })).toEqual(['orders.errors.query_too_long'])
    expect(problems({ fromDate: '2026-11-10', toDate: '2026-11-01' })).toEqual(['orders.errors.date_range'])
  })
})

describe('lenientOrderSearch', () => {
  it('keeps the good fields and drops the bad ones', () => {
    expect(lenientOrderSearch(STATUSES, { q: 'skruv', orderStatus: 'lost', fromDate: 'igår', limit: '9999' })).toEqual({
      q: 'skruv',
      orderStatus: undefined,
      fromDate: undefined,
      toDate: undefined,
      sort: '-placedAt',
      limit: 15,
      offset: 0,
    })
  })

  it('drops a date that is no calendar day', () => {
    expect(lenientOrderSearch(STATUSES, { fromDate: '2024-13-45', toDate: '2026-11-01' })).toMatchObject({
      fromDate: undefined,
      toDate: '2026-11-01',
    })
  })

  it('puts swapped dates in order', () => {
    const query = lenientOrderSearch(STATUSES, { fromDate: '2026-11-10', toDate: '2026-11-01' })
    expect([query.fromDate, query.toDate]).toEqual(['2026-11-01', '2026-11-10'])
  })
})

describe('orderMatches', () => {
  it('finds the order number, article numbers, article names and the reference, ignoring case', () => {
    const o = order({ reference: 'Bygge Åby' })
    expect(orderMatches(o, '4000000')).toBe(true)
    expect(orderMatches(o, '100234')).toBe(true)
    expect(orderMatches(o, 'TRÄSKRUV')).toBe(true)
    expect(orderMatches(o, 'åby')).toBe(true)
    expect(orderMatches(o, 'spik')).toBe(false)
    expect(orderMatches(o, '  ')).toBe(true)
  })
})

describe('placedDay', () => {
  it('is the Stockholm calendar day', () => {
    // 23:30 UTC on 10 November is already the 11th in Stockholm (UTC+1).
    expect(placedDay('2026-11-10T23:30:00.000Z')).toBe('2026-11-11')
  })
})

describe('searchOrders', () => {
  const orders = [
    order({ orderId: '40000001', placedAt: '2026-11-01T09:00:00.000Z', total: 500, status: 'delivered' }),
    order({ orderId: '40000002', placedAt: '2026-11-05T09:00:00.000Z', total: null }),
    order({
      orderId: '40000010',
      placedAt: '2026-11-09T09:00:00.000Z',
      total: 50,
      items: [{ articleNumber: '9', name: 'Spik' }],
    }),
  ]
  const base = schema.parse({})
  const ids = (result: { orders: SearchableOrder[] }) => result.orders.map((o) => o.orderId)

  it('is newest first by default and counts every match', () => {
    expect(searchOrders(orders, base)).toEqual({ orders: [orders[2], orders[1], orders[0]], total: 3 })
  })

  it('filters by status, text and inclusive Stockholm days', () => {
    expect(ids(searchOrders(orders, { ...base, orderStatus: 'delivered' }))).toEqual(['40000001'])
    expect(ids(searchOrders(orders, { ...base, q: 'spik' }))).toEqual(['40000010'])
    expect(ids(searchOrders(orders, { ...base, fromDate: '2026-11-05', toDate: '2026-11-09' }))).toEqual([
      '40000010',
      '40000002',
    ])
  })

  it('sorts order numbers as numbers and totals with missing ones last', () => {
    expect(ids(searchOrders(orders, { ...base, sort: 'orderId' }))).toEqual(['40000001', '40000002', '40000010'])
    expect(ids(searchOrders(orders, { ...base, sort: '-total' }))).toEqual(['40000001', '40000010', '40000002'])
    expect(ids(searchOrders(orders, { ...base, sort: 'total' }))).toEqual(['40000010', '40000001', '40000002'])
  })

  it('pages with limit and offset', () => {
    expect(searchOrders(orders, { ...base, limit: 2, offset: 2 })).toEqual({ orders: [orders[0]], total: 3 })
  })
})
