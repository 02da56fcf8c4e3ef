import 'server-only'
import { formatDateTime, t } from '@shop/i18n'
import { type Brand, brandById } from '@shop/tenants'
import type { Actor } from '../accounts/session'
import type { Mail } from '../mail/outbox'
import { confirmationFileName } from './order-confirmation-pdf'
import type { OrderView } from './order-view'

/**
 * Order mail: the confirmation sent on the buyer's request, and a buyer's question to customer
 * service, sent through mail/outbox.ts like every mail of the shop. The confirmation carries its PDF
 * (cut to the sender's price rights, like every view of the order) and also links to the PDF route for
 * a receiver with an account. Neither mail's text names an amount.
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
 * The confirmation of `order` from `brand` to `input.email`, by default the buyer's address stored
 * with the order (else the sender's own), with the sender's optional message, `pdf` (the confirmation
 * as orderConfirmationPdf renders it) attached and a link to the PDF route. Replies go to the sender.
 */
export function confirmationMail(
  sender: Sender,
  order: OrderView,
  input: { email?: string; message?: string },
  at: { origin: string; brand: Brand },
  pdf: Uint8Array,
): Mail {
  const message = input.message?.trim()
  return {
    to: input.email ?? buyerEmailOf(order) ?? sender.email,
    subject: t('orders.mail.confirmation_subject', { orderId: order.orderId, brand: at.brand.name }),
    text: [
      t('orders.mail.confirmation_intro', { orderId: order.orderId, date: formatDateTime(order.placedAt) }),
      ...(message ? ['', t('orders.mail.message_from', { name: sender.name }), message] : []),
      '',
      t('orders.mail.confirmation_link'),
      `${at.origin}${confirmationPdfPath(order.orderId)}`,
      '',
      at.brand.companyName,
    ].join('\n'),
    kind: 'order_confirmation',
    brand: at.brand.id,
    replyTo: sender.email,
    attachments: [{ filename: confirmationFileName(order.orderId), contentType: 'application/pdf', content: pdf }],
  }
}

/** The buyer's question about `order` to the customer service of `brand`, with the order's facts. */
export function inquiryMail(sender: Sender, order: OrderView, message: string, brand: Brand): Mail {
  const customer = [order.customerNumber, order.customerName].filter(Boolean).join(' ')
  return {
    to: customerServiceAddress(brand),
    subject: t('orders.mail.inquiry_subject', { orderId: order.orderId, customer: customer || sender.name }),
    text: [
      t('orders.mail.inquiry_intro', { name: sender.name, email: sender.email, orderId: order.orderId }),
      '',
      message,
      '',
      `${t('orders.field.order_id')}: ${order.orderId}`,
      `${t('orders.field.placed_at')}: ${formatDateTime(order.placedAt)}`,
      ...(customer ? [`${t('orders.field.customer')}: ${customer}`] : []),
      ...(order.projectName ? [`${t('orders.field.project')}: ${order.projectName}`] : []),
      `${t('orders.field.delivery')}: ${order.deliveryName}`,
    ].join('\n'),
    kind: 'order_inquiry',
    brand: brand.id,
    replyTo: sender.email,
  }
}
