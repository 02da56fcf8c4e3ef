import { route } from '@/api/route'
import { inquiryBody } from '@/orders/input'
import { findOrder, sendOrderInquiry } from '@/orders/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: POST /orders/inquiry {orderId, message} → 202. The question goes to
 * the customer service of the order's brand through the outbox, with the buyer's name and address.
 */
export const POST = route({
  summary: 'Skickar köparens fråga om en order till kundservice hos orderns varumärke.',
  access: { allow: 'EJ_ORDERHISTORIK' },
  body: inquiryBody,
  status: 202,
  handler: async ({ payload, session, brand, input }) => {
    const order = await findOrder(payload, session, input.body.orderId)
    return order.ok ? sendOrderInquiry(payload, session, order.value, input.body.message, brand) : order
  },
})
