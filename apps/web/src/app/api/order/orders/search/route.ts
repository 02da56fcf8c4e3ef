import { parseQuery } from '@/api/http'
import { payload } from '@/db/payload'
import { authorizeOrders } from '@/orders/order-route'
import { orderSearchQuery } from '@/orders/order-search-query'
import { orderRefusalResponse, searchOrderHistory } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/search?q&orderStatus&fromDate&toDate&sort&limit&offset
 * → {orders, total}. q matches the order number, article numbers and names, and the reference; dates
 * are Stockholm calendar days (YYYY-MM-DD, both inclusive); limit at most 100 (15 by default).
 */
export async function GET(request: Request) {
  const auth = await authorizeOrders()
  if (!auth.ok) return auth.response
  const query = parseQuery(request, orderSearchQuery)
  if (!query.ok) return query.response
  const outcome = await searchOrderHistory(await payload(), auth.session, query.data)
  return outcome.ok ? Response.json(outcome.value) : orderRefusalResponse(outcome.reason)
}
