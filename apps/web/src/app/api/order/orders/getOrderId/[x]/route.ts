import { z } from '@shop/schemas'
import { parseParams } from '@/api/http'
import { payload } from '@/db/payload'
import { authorizeOrders, orderIdSchema } from '@/orders/order-route'
import { orderIdOf, orderRefusalResponse } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/getOrderId/{x} → {orderId}: the order number of a
 * temporary order number (as checkout answers) or of an order number, for an order the user may see.
 */
export async function GET(_request: Request, context: { params: Promise<{ x: string }> }) {
  const auth = await authorizeOrders()
  if (!auth.ok) return auth.response
  const params = parseParams(await context.params, z.object({ x: orderIdSchema }))
  if (!params.ok) return params.response
  const outcome = await orderIdOf(await payload(), auth.session, params.data.x)
  return outcome.ok ? Response.json(outcome.value) : orderRefusalResponse(outcome.reason)
}
