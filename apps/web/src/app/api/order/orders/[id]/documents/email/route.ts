import { route } from '@/api/route'
import { confirmationEmailBody, orderPath } from '@/orders/input'
import { emailOrderConfirmation, findOrder } from '@/orders/service'
import { originFor } from '@/request/origin'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7, order service: POST /orders/{id}/documents/email {message?, email?} → 202. The
 * confirmation goes to `email` (by default the buyer's address) with its PDF attached and a link to the
 * PDF route on the brand's own origin; 503 `errors.mail_not_sent` when the mail server fails.
 */
export const POST = route({
  summary: 'Skickar orderbekräftelsen med e-post (till beställaren om ingen adress anges).',
  access: { allow: 'EJ_ORDERHISTORIK' },
  params: orderPath,
  body: confirmationEmailBody,
  status: 202,
  handler: async ({ payload, session, brand, input }) => {
    const order = await findOrder(payload, session, input.params.id)
    if (!order.ok) return order
    return emailOrderConfirmation(payload, session, order.value, input.body, originFor(brand))
  },
})
