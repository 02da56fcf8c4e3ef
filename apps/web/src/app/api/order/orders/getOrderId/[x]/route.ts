import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { orderIdSchema } from '@/orders/input'
import { findOrder } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: GET /orders/getOrderId/{x} → {orderId}: the order number of a
 * temporary order number (as checkout answers) or of an order number, for an order the user may see.
 */
export const GET = route({
  summary: 'Ordernumret för ett tillfälligt ordernummer (eller ett ordernummer) som användaren får se.',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: z.object({ x: orderIdSchema }),
  handler: async ({ payload, session, input }) => {
    const order = await findOrder(payload, session, input.params.x)
    return order.ok ? ok({ orderId: order.value.orderId }) : order
  },
})
