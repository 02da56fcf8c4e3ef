import { routedOrder } from '@/orders/order-route'
import { orderInvoices } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/invoices. No invoicing system is connected, so the
 * list is empty until one is (see orderInvoices); an order the user may not see is still 403/404.
 */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const routed = await routedOrder(context.params)
  if (!routed.ok) return routed.response
  return Response.json(orderInvoices(routed.order))
}
