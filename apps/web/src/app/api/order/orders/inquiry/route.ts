import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { headers } from 'next/headers'
import { parseBody } from '@/api/http'
import { payload } from '@/db/payload'
import { sendOrderInquiry } from '@/orders/order-mail'
import { authorizeOrders, orderIdSchema } from '@/orders/order-route'
import { orderRefusalResponse } from '@/orders/service'
import { originOf } from '@/request/origin'

export const dynamic = 'force-dynamic'

const MESSAGE_MAX = 1000

const bodySchema = z.object({
  orderId: orderIdSchema,
  message: z
    .string({ error: t('orders.errors.message_required') })
    .trim()
    .min(1, { error: t('orders.errors.message_required') })
    .max(MESSAGE_MAX, { error: t('orders.errors.message_too_long', { max: MESSAGE_MAX }) }),
})

/**
 * Spec section 7, order service: POST /orders/inquiry {orderId, message} → 202. The question goes to
 * the customer service of the order's brand through the outbox, with the buyer's name and address.
 */
export async function POST(request: Request) {
  const auth = await authorizeOrders()
  if (!auth.ok) return auth.response
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const origin = originOf(await headers(), request.url)
  const outcome = await sendOrderInquiry(await payload(), auth.session, body.data, origin)
  return outcome.ok ? Response.json({ queued: true }, { status: 202 }) : orderRefusalResponse(outcome.reason)
}
