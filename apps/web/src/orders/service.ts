import 'server-only'
import { fail, ok, priceVisibility, type Result } from '@shop/commerce'
import { orderScope, orderVisibility } from '@shop/commerce/orders/scope'
import { type OrderSearchQuery, type SearchableOrder, searchOrders } from '@shop/commerce/orders/search'
import { type MessageKey, t } from '@shop/i18n'
import type { DeliveryMethod, MoneyTotals } from '@shop/schemas'
import { ORDER_MAILS_PER_HOUR } from '@shop/schemas/constants'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { Actor } from '../accounts/session'
import { type AddressView, billingAddress } from '../addresses/service'
import { deleteCartLines, deliveryLines } from '../cart/service'
import { withTransaction } from '../db/transaction'
import { hourlyMailLimit, sendMail } from '../mail/outbox'
import { expireStockPages } from '../page-cache/tags'
import type { Order } from '../payload-types'
import { confirmationFileName, orderConfirmationPdf } from './order-confirmation-pdf'
import { linesFileName, orderLinesCsv } from './order-lines-file'
import { confirmationMail, inquiryMail, orderBrand, type Sender } from './order-mail'
import {
  type OrderAddressSnapshot,
  type OrderStatus,
  type OrderView,
  orderAddress,
  orderCustomerId,
  orderView,
} from './order-view'
import {
  customerNames,
  insertOrder,
  NOTHING_TAKEN,
  orderByNumber,
  ordersByNumbers,
  orderWithKey,
  type PlacedOrder,
  placedOrders,
  takeOrderStock,
} from './storage'

export { type OrderParty, orderParty, ordersByKey, type PlacedOrder } from './storage'

/**
 * The order service of spec section 7 over the orders checkout placed. Who may see an order is decided
 * by @shop/commerce/orders/scope from the signed session only; what they may see of its prices by the
 * catalog's rule (@shop/commerce priceVisibility) for the order's customer, so every view of an order
 * (lists, page, PDF, CSV, confirmation) is cut on the server before it is shown or sent.
 */

const notFound = () => fail('not_found', 'errors.not_found')

/** The order as this actor may see it: prices only where the order's customer lets them see prices. */
const viewFor = (actor: Actor, doc: Order): OrderView =>
  orderView(doc, priceVisibility(actor.principal, orderCustomerId(doc)))

/**
 * Checkout stores the customer's number and name with the order; rows without them (older or
 * imported orders) take them from the customer record, in one lookup for the whole list.
 */
async function withCustomerNames(payload: Payload, views: OrderView[]): Promise<OrderView[]> {
  const missing = [...new Set(views.filter((v) => !v.customerName && v.customerId).map((v) => Number(v.customerId)))]
  if (!missing.length) return views
  const byId = new Map((await customerNames(payload, missing)).map((c) => [String(c.id), c]))
  return views.map((view) => {
    const customer = view.customerId ? byId.get(view.customerId) : undefined
    if (view.customerName || !customer) return view
    return { ...view, customerNumber: view.customerNumber || customer.customerId, customerName: customer.name }
  })
}

/**
 * One order by order number or temporary order number, resolved once by the routes and the order page:
 * forbidden when its customer denies this user the order history, not found for anything the user may
 * not know of (scope.ts), so other customers' order numbers cannot be probed.
 */
export async function findOrder(payload: Payload, actor: Actor, id: string): Promise<Result<OrderView>> {
  const doc = await orderByNumber(payload, id)
  if (!doc) return notFound()
  const visibility = orderVisibility(actor.principal, actor.customerId, orderCustomerId(doc))
  if (visibility === 'forbidden') return fail('forbidden', 'errors.forbidden_action')
  if (visibility === 'not_found') return notFound()
  const [view] = await withCustomerNames(payload, [viewFor(actor, doc)])
  return view ? ok(view) : notFound()
}

/**
 * The orders with these order numbers (or temporary order numbers) that the actor may see, in the
 * order asked for (checkout's confirmation page); others are left out without saying why.
 */
export async function readOrders(payload: Payload, actor: Actor, orderIds: string[]): Promise<OrderView[]> {
  const wanted = [...new Set(orderIds.filter((id) => typeof id === 'string' && id.length > 0))].slice(0, 100)
  if (!wanted.length) return []
  const visible = (await ordersByNumbers(payload, wanted)).filter(
    (doc) => orderVisibility(actor.principal, actor.customerId, orderCustomerId(doc)) === 'visible',
  )
  const views = wanted.flatMap((id) => {
    const doc = visible.find((o) => o.orderId === id) ?? visible.find((o) => o.tempOrderId === id)
    return doc ? [viewFor(actor, doc)] : []
  })
  return withCustomerNames(payload, views)
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * GET orders/search. The database narrows by customer scope, status and (a day wider than asked, as
 * the filter's days are Stockholm days) placing date; text matching, exact day bounds, sorting and
 * paging then run in @shop/commerce/orders/search, since article numbers and names live in the
 * order's JSON item snapshot and must match the same way on both databases. The search sees each order
 * as its viewer does: q never matches an amount, and sorting by total treats a total the viewer may not
 * see as missing (last, newest first), so the order of the list cannot give a hidden total away.
 */
export async function searchOrderHistory(
  payload: Payload,
  actor: Actor,
  query: OrderSearchQuery<OrderStatus>,
): Promise<Result<{ orders: OrderView[]; total: number }>> {
  const scope = orderScope(actor.principal, actor.customerId)
  if (scope.kind === 'forbidden') return fail('forbidden', 'errors.forbidden_action')
  if (scope.kind === 'customers' && scope.customerIds.length === 0) return ok({ orders: [], total: 0 })
  const docs = await placedOrders(payload, {
    customers: scope.kind === 'all' ? 'all' : scope.customerIds,
    status: query.orderStatus,
    placedFrom: query.fromDate ? new Date(Date.parse(query.fromDate) - DAY_MS) : undefined,
    placedBefore: query.toDate ? new Date(Date.parse(query.toDate) + 2 * DAY_MS) : undefined,
  })
  const searchable = docs.map((doc): SearchableOrder & { view: OrderView } => {
    const view = viewFor(actor, doc)
    return {
      view,
      orderId: view.orderId,
      status: view.status,
      placedAt: view.placedAt,
      total: view.totals?.gross ?? null,
      reference: typeof view.orderDetails.reference === 'string' ? view.orderDetails.reference : null,
      items: view.orderItems,
    }
  })
  const page = searchOrders(searchable, query)
  return ok({
    orders: await withCustomerNames(
      payload,
      page.orders.map((o) => o.view),
    ),
    total: page.total,
  })
}

export interface OrderAddresses {
  /** The delivery address as it was when the order was placed (null for store pick-up without one). */
  deliveryAddress: OrderAddressSnapshot | null
  /**
   * The customer's invoice address from the business system: its read-only address that is not for
   * delivery (the seed's and the ERP's "Fakturaadress"); null when none is stored.
   */
  billingAddress: AddressView | null
}

/** GET orders/{id}/addresses, for an order `findOrder` resolved. */
export async function orderAddresses(payload: Payload, order: OrderView): Promise<Result<OrderAddresses>> {
  return ok({
    deliveryAddress: orderAddress(order),
    billingAddress: order.customerId ? await billingAddress(payload, order.customerId) : null,
  })
}

/** An invoice of an order (the shape an invoicing system would fill). */
export interface OrderInvoice {
  invoiceId: string
  invoiceDate: string
  dueDate: string
  amount: number
  currency: 'SEK'
}

/**
 * GET orders/{id}/invoices. The shop has no invoicing system (invoices are made in the business
 * system, which this platform does not reach), so no order has an invoice yet: the honest answer is
 * an empty list. A connector filling `OrderInvoice` rows belongs here, and must leave the amounts out
 * where `order.priceVisibility` hides prices, as the order's own figures are.
 */
export function orderInvoices(_order: OrderView): Result<OrderInvoice[]> {
  return ok([])
}

/** A document of an order, to be downloaded. */
export interface OrderDocument {
  content: Uint8Array | string
  type: string
  filename: string
}

/** GET orders/{id}/download: the lines of an order `findOrder` resolved, as CSV. */
export function orderLinesDocument(order: OrderView): Result<OrderDocument> {
  return ok({ content: orderLinesCsv(order), type: 'text/csv; charset=utf-8', filename: linesFileName(order.orderId) })
}

/**
 * GET orders/{id}/documents/order-confirmation: the confirmation PDF in the name of the brand the order
 * was placed on (else `brand`, the one the request came to).
 */
export async function orderConfirmationDocument(order: OrderView, brand: Brand): Promise<Result<OrderDocument>> {
  return ok({
    content: await orderConfirmationPdf(order, orderBrand(order, brand)),
    type: 'application/pdf',
    filename: confirmationFileName(order.orderId),
  })
}

/**
 * POST orders/{id}/documents/email: sends the confirmation of an order `findOrder` resolved, its PDF
 * attached, to `email`, by default the buyer's address stored with the order (else the sender's own).
 * A mail server's failure is the answer (`errors.mail_not_sent`); the outbox keeps the mail either way.
 * A sender past ORDER_MAILS_PER_HOUR is refused with 429 `orders.mail_limit`, as quote mails are.
 */
export async function emailOrderConfirmation(
  payload: Payload,
  sender: Sender,
  order: OrderView,
  input: { email?: string; message?: string },
  request: { origin: string; brand: Brand },
): Promise<Result<{ queued: true; email: string }>> {
  const limited = await hourlyMailLimit(
    payload,
    { kind: 'order_confirmation', replyTo: sender.email },
    { limit: ORDER_MAILS_PER_HOUR, error: 'orders.mail_limit' },
  )
  if (limited) return limited
  const brand = orderBrand(order, request.brand)
  const pdf = await orderConfirmationPdf(order, brand)
  const mail = confirmationMail(sender, order, input, { origin: request.origin, brand }, pdf)
  const sent = await sendMail(payload, mail)
  return sent.ok ? ok({ queued: true, email: mail.to }) : sent
}

/** POST orders/inquiry: the buyer's question about an order `findOrder` resolved, to the brand's customer service. */
export async function sendOrderInquiry(
  payload: Payload,
  sender: Sender,
  order: OrderView,
  message: string,
  brand: Brand,
): Promise<Result<{ queued: true }>> {
  const sent = await sendMail(payload, inquiryMail(sender, order, message, orderBrand(order, brand)))
  return sent.ok ? ok({ queued: true }) : sent
}

// ── Placing an order ───────────────────────────────────────────────────────────────────────────────

/** Why an order cannot be placed: a spec key and its Swedish text; nothing of it was written. */
export class OrderRefused extends Error {
  constructor(
    readonly key: MessageKey,
    message: string = t(key),
  ) {
    super(message)
  }
}

/** A line as the order keeps it, at the price the customer pays. */
export interface OrderLine {
  articleNumber: string
  name: string
  quantity: number
  unit: string
  netPrice: number | null
  alloyingPrice: number | null
  label: string | null
  requestedDeliveryDate: string | null
}

/** An order to place, as its caller (checkout, a cXML OrderRequest) made it. */
export interface OrderToPlace {
  /** The order is placed once per key: an order already placed under it is the answer. */
  idempotencyKey: string
  /** Who ordered, for which customer and project (row ids). */
  userId: number
  customerId: number | null
  projectId: number | null
  deliveryId: DeliveryMethod
  /** Where the lines' warehouse stock is taken. */
  locationId: string
  /**
   * The cart delivery the order comes from, its lines as the caller read them: read again (locked),
   * they must be those lines with those quantities, and the order empties them. Null for an order that
   * came without a cart (a cXML OrderRequest).
   */
  cart: { rowId: number; lines: ReadonlyArray<{ cartItemId: string; quantity: number }> } | null
  items: OrderLine[]
  /** The order's details as stored: delivery, address, party and buyer (the caller's snapshot). */
  details: Record<string, unknown>
  totals: MoneyTotals | null
  /** When it was placed: the request's time (cXML), else the moment the order is written. */
  placedAt?: string
}

/**
 * Places one order in one transaction: the order already placed under its idempotency key, else its
 * cart lines read again (locked) and checked, the warehouse stock taken (a conditional UPDATE, no
 * oversell; on Postgres the cart and stock rows are locked FOR UPDATE, so two orders of the same goods
 * queue), the order row written and the ordered cart lines emptied. A refusal (OrderRefused: the lines
 * are gone or changed, stock ran out) changes nothing. The stock it took shows on the anonymous pages
 * (page-cache/) from the next request on. A key racing in twice may lose to its twin with a refusal
 * or a unique-key error: the caller answers the twin's order (ordersByKey).
 */
export async function placeOrder(payload: Payload, order: OrderToPlace): Promise<PlacedOrder> {
  const { placed, taken } = await withTransaction(payload, async (tx) => {
    const already = await orderWithKey(tx, order.idempotencyKey)
    if (already) return { placed: already, taken: NOTHING_TAKEN }

    // The lines as they are now: a change since the cart was read must not order stale quantities.
    const lines = order.cart ? await deliveryLines(tx, order.cart.rowId, order.deliveryId) : []
    if (order.cart) {
      const read = new Map(order.cart.lines.map((line) => [line.cartItemId, line.quantity]))
      if (!lines.length) throw new OrderRefused('checkout.nothing_to_order')
      const unchanged = lines.length === read.size && lines.every((line) => read.get(String(line.id)) === line.quantity)
      if (!unchanged) throw new OrderRefused('errors.invalid_order', t('checkout.cart_changed'))
    }

    const { short, taken } = await takeOrderStock(tx, order.items, order.locationId)
    if (short.length)
      throw new OrderRefused('checkout.out_of_stock', t('checkout.out_of_stock', { ids: short.join(', ') }))

    const placed = await insertOrder(tx, {
      userId: order.userId,
      customerId: order.customerId,
      projectId: order.projectId,
      cartRowId: order.cart?.rowId ?? null,
      deliveryId: order.deliveryId,
      items: order.items,
      details: order.details,
      totals: order.totals,
      idempotencyKey: order.idempotencyKey,
      placedAt: order.placedAt ?? new Date().toISOString(),
    })
    await deleteCartLines(
      tx,
      lines.map((line) => line.id),
    )
    return { placed, taken }
  })
  expireStockPages(taken.articles, taken.statusChanged)
  return placed
}
