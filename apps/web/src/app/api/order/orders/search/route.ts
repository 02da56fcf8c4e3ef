import { route } from '@/api/route'
import { orderSearchQuery } from '@/orders/input'
import { searchOrderHistory } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/search?q&orderStatus&fromDate&toDate&sort&limit&offset
 * → {orders, total}. q matches the order number, article numbers and names, and the reference; dates
 * are Stockholm calendar days (YYYY-MM-DD, both inclusive); limit at most 100 (15 by default). Prices
 * and totals are left out (null) where the order's customer hides them from the user.
 */
export const GET = route({
  summary: 'Söker i orderhistoriken (ordernummer, artikel, referens, status och datum), sida för sida.',
  access: { allow: 'EJ_ORDERHISTORIK' },
  query: orderSearchQuery,
  handler: ({ payload, session, input }) => searchOrderHistory(payload, session, input.query),
})
