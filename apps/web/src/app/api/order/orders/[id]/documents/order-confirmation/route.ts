import { fileResponse } from '@/api/respond'
import { route } from '@/api/route'
import { orderPath } from '@/orders/input'
import { findOrder, orderConfirmationDocument } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/{id}/documents/order-confirmation, the order
 * confirmation as a PDF ("Orderbekräftelse") in the name of the brand the order was placed on.
 */
export const GET = route({
  summary: 'Orderbekräftelsen som PDF, i namnet på varumärket där ordern lades.',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: orderPath,
  handler: async ({ payload, session, brand, input }) => {
    const order = await findOrder(payload, session, input.params.id)
    return order.ok ? orderConfirmationDocument(order.value, brand) : order
  },
  reply: (file) => fileResponse(file.content, file),
})
