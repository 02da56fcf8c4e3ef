import { linesFileName, orderLinesCsv } from '@/orders/order-lines-file'
import { routedOrder } from '@/orders/order-route'

export const dynamic = 'force-dynamic'

/** Spec section 7, order service: GET /orders/{id}/download, the order's lines as a CSV file. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const routed = await routedOrder(context.params)
  if (!routed.ok) return routed.response
  return new Response(orderLinesCsv(routed.order), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${linesFileName(routed.order.orderId)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
