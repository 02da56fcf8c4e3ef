import { routedOrder } from '@/orders/order-route'
import { orderAddresses } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/addresses → {deliveryAddress, billingAddress}: the
 * delivery address as placed, and the customer's invoice address when one is stored.
 */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const routed = await routedOrder(context.params)
  if (!routed.ok) return routed.response
  return Response.json(await orderAddresses(routed.instance, routed.order))
}
