import { headers } from 'next/headers'
import { confirmationFileName, orderConfirmationPdf } from '@/orders/order-confirmation-pdf'
import { orderBrand } from '@/orders/order-mail'
import { routedOrder } from '@/orders/order-route'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/documents/order-confirmation, the order
 * confirmation as a PDF ("Orderbekräftelse") in the name of the brand the order was placed on.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const routed = await routedOrder(context.params)
  if (!routed.ok) return routed.response
  const brand = orderBrand(routed.order, originOf(await headers(), request.url).brand)
  const pdf = await orderConfirmationPdf(routed.order, brand)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${confirmationFileName(routed.order.orderId)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
