import 'server-only'
import { orderScope } from '@shop/commerce/orders/scope'
import { type OrderSearchQuery, type SearchableOrder, searchOrders } from '@shop/commerce/orders/search'
import type { Payload, Where } from 'payload'
import { type AddressView, addressView } from '../addresses/service'
import { forbidden, notFound } from '../api/http'
import type { Actor } from '../auth/session'
import type { Address, Order } from '../payload-types'
import {
  findOrder,
  type OrderAddressSnapshot,
  type OrderView,
  orderAddress,
  orderView,
  withCustomerNames,
} from './order-read'

/**
 * The order service of spec section 7 (search, addresses, invoices, order id lookup) over the
 * orders checkout placed. Who may see an order is decided by @shop/commerce/orders/scope from the
 * signed session only.
 */

export type OrderRefusal = 'forbidden' | 'not_found'
export type OrderOutcome<T> = { ok: true; value: T } | { ok: false; reason: OrderRefusal }

/** 403 errors.forbidden_action when the customer denies the order history, else 404 errors.not_found. */
export const orderRefusalResponse = (reason: OrderRefusal): Response =>
  reason === 'forbidden' ? forbidden() : notFound()

const DAY_MS = 24 * 60 * 60 * 1000

const searchable = (doc: Order): SearchableOrder => ({
  orderId: doc.orderId,
  status: doc.status,
  placedAt: doc.placedAt,
  total: doc.totals?.gross ?? null,
  reference: typeof doc.orderDetails?.reference === 'string' ? doc.orderDetails.reference : null,
  items: doc.orderItems ?? [],
})

/**
 * GET orders/search. The database narrows by customer scope, status and (a day wider than asked, as
 * the filter's days are Stockholm days) placing date; text matching, exact day bounds, sorting and
 * paging then run in @shop/commerce/orders/search, since article numbers and names live in the
 * order's JSON item snapshot and must match the same way on both databases.
 */
export async function searchOrderHistory(
  payload: Payload,
  actor: Actor,
  query: OrderSearchQuery,
): Promise<OrderOutcome<{ orders: OrderView[]; total: number }>> {
  const scope = orderScope(actor.principal, actor.customerId)
  if (scope.kind === 'forbidden') return { ok: false, reason: 'forbidden' }
  if (scope.kind === 'customers' && scope.customerIds.length === 0) return { ok: true, value: { orders: [], total: 0 } }
  const and: Where[] = []
  if (scope.kind === 'customers') and.push({ customer: { in: scope.customerIds.map(Number) } })
  if (query.orderStatus) and.push({ status: { equals: query.orderStatus } })
  if (query.fromDate)
    and.push({ placedAt: { greater_than_equal: new Date(Date.parse(query.fromDate) - DAY_MS).toISOString() } })
  if (query.toDate) and.push({ placedAt: { less_than: new Date(Date.parse(query.toDate) + 2 * DAY_MS).toISOString() } })
  const found = await payload.find({
    collection: 'orders',
    where: and.length ? { and } : {},
    depth: 0,
    overrideAccess: true,
    pagination: false,
    limit: 0,
  })
  const docs = found.docs as Order[]
  const byOrderId = new Map(docs.map((doc) => [doc.orderId, doc]))
  const page = searchOrders(docs.map(searchable), query)
  const orders = await withCustomerNames(
    payload,
    page.orders.flatMap((o) => {
      const doc = byOrderId.get(o.orderId)
      return doc ? [orderView(doc)] : []
    }),
  )
  return { ok: true, value: { orders, total: page.total } }
}

/** GET orders/getOrderId/{x}: the order number of an order or temporary order number the user may see. */
export async function orderIdOf(
  payload: Payload,
  actor: Actor,
  id: string,
): Promise<OrderOutcome<{ orderId: string }>> {
  const found = await findOrder(payload, actor, id)
  return found.ok ? { ok: true, value: { orderId: found.view.orderId } } : found
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

/** GET orders/{id}/addresses, for an order the session may see (order-read findOrder). */
export async function orderAddresses(payload: Payload, order: OrderView): Promise<OrderAddresses> {
  const deliveryAddress = orderAddress(order)
  if (!order.customerId) return { deliveryAddress, billingAddress: null }
  const billing = await payload.find({
    collection: 'addresses',
    where: {
      and: [
        { customer: { equals: Number(order.customerId) } },
        { readOnly: { equals: true } },
        { validForDelivery: { equals: false } },
      ],
    },
    sort: 'addressId',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = billing.docs[0] as Address | undefined
  return { deliveryAddress, billingAddress: doc ? addressView(doc) : null }
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
 * an empty list; a connector filling `OrderInvoice` rows belongs here.
 */
export function orderInvoices(_order: OrderView): OrderInvoice[] {
  return []
}
