import 'server-only'
import { formatDateTime, t } from '@shop/i18n'
import { type Brand, brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Actor } from '../auth/session'
import { sendMail } from '../mail/outbox'
import { findOrder, type OrderView } from './order-read'
import type { OrderOutcome } from './service'

/**
 * Order mail: the confirmation sent on the buyer's request, and a buyer's question to customer
 * service. Both are queued in the outbox collection like every mail of the shop (accounts/mail.ts).
 * The outbox holds text only, no attachments, so the confirmation mail links to the PDF route
 * (which asks for a login) instead of carrying the PDF.
 */

/** Who is asking: the session's actor with the name and address a reply goes to. */
export interface Sender extends Actor {
  name: string
  email: string
}

/** The brand the order was placed on (checkout stores its id), else the brand the request came to. */
export const orderBrand = (order: OrderView, fallback: Brand): Brand =>
  (typeof order.orderDetails.brand === 'string' ? brandById(order.orderDetails.brand) : undefined) ?? fallback

/** Customer service of a brand: the address its own content page gives (kundservice@<main host>). */
export const customerServiceAddress = (brand: Brand) => `kundservice@${brand.hostnames[0] ?? 'example.se'}`

const buyerEmailOf = (order: OrderView): string | null =>
  typeof order.orderDetails.buyerEmail === 'string' && order.orderDetails.buyerEmail
    ? order.orderDetails.buyerEmail
    : null

/** The path of an order's confirmation PDF (the route of documents/order-confirmation). */
export const confirmationPdfPath = (orderId: string) =>
  `/api/order/orders/${encodeURIComponent(orderId)}/documents/order-confirmation`

/**
 * POST orders/{id}/documents/email, for an order the sender may see: queues the confirmation to
 * `email`, by default the buyer's address stored with the order (else the sender's own), with an
 * optional message.
 */
export async function emailOrderConfirmation(
  payload: Payload,
  sender: Sender,
  order: OrderView,
  input: { email?: string; message?: string },
  request: { origin: string; brand: Brand },
): Promise<{ email: string }> {
  const brand = orderBrand(order, request.brand)
  const to = input.email ?? buyerEmailOf(order) ?? sender.email
  const message = input.message?.trim()
  const text = [
    t('orders.mail.confirmation_intro', { orderId: order.orderId, date: formatDateTime(order.placedAt) }),
    ...(message ? ['', t('orders.mail.message_from', { name: sender.name }), message] : []),
    '',
    t('orders.mail.confirmation_link'),
    `${request.origin}${confirmationPdfPath(order.orderId)}`,
    '',
    brand.companyName,
  ].join('\n')
  await sendMail(payload, {
    to,
    subject: t('orders.mail.confirmation_subject', { orderId: order.orderId, brand: brand.name }),
    text,
    kind: 'order_confirmation',
    brand: brand.id,
  })
  return { email: to }
}

/** POST orders/inquiry: the buyer's question about an order they may see, to the brand's customer service. */
export async function sendOrderInquiry(
  payload: Payload,
  sender: Sender,
  input: { orderId: string; message: string },
  request: { origin: string; brand: Brand },
): Promise<OrderOutcome<{ to: string }>> {
  const found = await findOrder(payload, sender, input.orderId)
  if (!found.ok) return found
  const order = found.view
  const brand = orderBrand(order, request.brand)
  const to = customerServiceAddress(brand)
  const customer = [order.customerNumber, order.customerName].filter(Boolean).join(' ')
  const text = [
    t('orders.mail.inquiry_intro', { name: sender.name, email: sender.email, orderId: order.orderId }),
    '',
    input.message,
    '',
    `${t('orders.field.order_id')}: ${order.orderId}`,
    `${t('orders.field.placed_at')}: ${formatDateTime(order.placedAt)}`,
    ...(customer ? [`${t('orders.field.customer')}: ${customer}`] : []),
    ...(order.projectName ? [`${t('orders.field.project')}: ${order.projectName}`] : []),
    `${t('orders.field.delivery')}: ${order.deliveryName}`,
  ].join('\n')
  await sendMail(payload, {
    to,
    subject: t('orders.mail.inquiry_subject', { orderId: order.orderId, customer: customer || sender.name }),
    text,
    kind: 'order_inquiry',
    brand: brand.id,
  })
  return { ok: true, value: { to } }
}
