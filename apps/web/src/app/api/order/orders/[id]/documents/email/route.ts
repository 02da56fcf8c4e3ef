import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { headers } from 'next/headers'
import { parseBody } from '@/api/http'
import { emailOrderConfirmation } from '@/orders/order-mail'
import { routedOrder } from '@/orders/order-route'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

const MESSAGE_MAX = 500

const bodySchema = z.object({
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX, { error: t('orders.errors.message_too_long', { max: MESSAGE_MAX }) })
    .optional(),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .email({ error: t('orders.errors.email') })
      .max(254, { error: t('orders.errors.email') })
      .optional(),
  ),
})

/**
 * Spec section 7, order service: POST /orders/{id}/documents/email {message?, email?} → 202. The
 * confirmation is queued in the outbox for `email` (by default the buyer's address); the outbox holds
 * no attachments, so the mail links to the PDF route instead.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const routed = await routedOrder(context.params)
  if (!routed.ok) return routed.response
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const origin = originOf(await headers(), request.url)
  const sent = await emailOrderConfirmation(routed.instance, routed.session, routed.order, body.data, origin)
  return Response.json({ queued: true, email: sent.email }, { status: 202 })
}
