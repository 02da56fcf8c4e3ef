import 'server-only'
import { type OrderVisibility, orderVisibility } from '@shop/commerce/orders/scope'
import { type MessageKey, t } from '@shop/i18n'
import type { DeliveryMethod } from '@shop/schemas'
import type { Payload } from 'payload'
import type { AddressView } from '../addresses/service'
import type { Actor } from '../auth/session'
import { DELIVERY_NAMES } from '../cart/delivery-names'
import type { OrderDetailsJSON, OrderItemJSON, TotalsJSON } from '../collections/shared/json'
import type { Customer, Order } from '../payload-types'
import { relationId } from '../users/account'

/**
 * Reading placed orders for the people allowed to see them (scoping: @shop/commerce/orders/scope).
 * Checkout writes one row per delivery with a snapshot of items, details and totals; this turns such a
 * row into the view every order page, route and document uses.
 */

export type OrderStatus = Order['status']

/**
 * The snapshot checkout keeps in `orderDetails` besides the spec's fields: the chosen address's postal
 * part. Its country is any stored text, since the snapshot is read back from JSON.
 */
export type OrderAddressSnapshot = Pick<
  AddressView,
  'name' | 'recipientName' | 'address1' | 'address2' | 'address3' | 'postalCode' | 'postalAddress'
> & { countryCode: string }

export interface OrderView {
  orderId: string
  tempOrderId: string | null
  /** The ordering customer (Payload id), as the address service names customers. */
  customerId: string | null
  deliveryId: DeliveryMethod
  /** The Swedish name of the delivery method as the buyer saw it at checkout. */
  deliveryName: string
  status: OrderStatus
  statusLabel: string
  /** ISO timestamp. */
  placedAt: string
  customerNumber: string
  customerName: string
  projectName: string
  buyerName: string
  orderItems: OrderItemJSON[]
  orderDetails: OrderDetailsJSON
  totals: TotalsJSON | null
}

export const statusLabel = (status: OrderStatus): string => t(`orders.status.${status}` as MessageKey)

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The owning customer's Payload id (for scoping), or null for an order without a customer. */
export const orderCustomerId = (doc: Pick<Order, 'customer'>): string | null => relationId(doc.customer)

export function orderView(doc: Order): OrderView {
  const details: OrderDetailsJSON = doc.orderDetails ?? { warehouseId: null }
  return {
    orderId: doc.orderId,
    tempOrderId: doc.tempOrderId ?? null,
    customerId: orderCustomerId(doc),
    deliveryId: doc.deliveryId,
    deliveryName: text(details.deliveryName) || DELIVERY_NAMES[doc.deliveryId],
    status: doc.status,
    statusLabel: statusLabel(doc.status),
    placedAt: new Date(doc.placedAt).toISOString(),
    customerNumber: text(details.customerNumber),
    customerName: text(details.customerName),
    projectName: text(details.projectName),
    buyerName: text(details.buyerName),
    orderItems: doc.orderItems ?? [],
    orderDetails: details,
    totals: doc.totals ?? null,
  }
}

/** The address snapshot checkout stored for the delivery, if any. */
export function orderAddress(view: Pick<OrderView, 'orderDetails'>): OrderAddressSnapshot | null {
  const raw = view.orderDetails.address
  if (!raw || typeof raw !== 'object') return null
  const a = raw as Record<string, unknown>
  return {
    name: text(a.name),
    recipientName: text(a.recipientName),
    address1: text(a.address1),
    address2: text(a.address2),
    address3: text(a.address3),
    postalCode: text(a.postalCode),
    postalAddress: text(a.postalAddress),
    countryCode: text(a.countryCode) || 'SE',
  }
}

/**
 * Checkout stores the customer's number and name with the order; rows without them (older or
 * imported orders) take them from the customer record, in one lookup for the whole list.
 */
export async function withCustomerNames(payload: Payload, views: OrderView[]): Promise<OrderView[]> {
  const missing = [...new Set(views.filter((v) => !v.customerName && v.customerId).map((v) => Number(v.customerId)))]
  if (!missing.length) return views
  const found = await payload.find({
    collection: 'customers',
    where: { id: { in: missing } },
    depth: 0,
    limit: missing.length,
    overrideAccess: true,
    select: { customerId: true, name: true },
  })
  const byId = new Map(
    (found.docs as Array<Pick<Customer, 'id' | 'customerId' | 'name'>>).map((c) => [String(c.id), c]),
  )
  return views.map((view) => {
    const customer = view.customerId ? byId.get(view.customerId) : undefined
    if (view.customerName || !customer) return view
    return { ...view, customerNumber: view.customerNumber || customer.customerId, customerName: customer.name }
  })
}

const visibilityOf = (actor: Actor, doc: Order): OrderVisibility =>
  orderVisibility(actor.principal, actor.customerId, orderCustomerId(doc))

/**
 * The orders with these order numbers (or temporary order numbers) that the session may see, in the
 * order asked for; others are left out without saying why.
 */
export async function readOrders(payload: Payload, session: Actor, orderIds: string[]): Promise<OrderView[]> {
  const wanted = [...new Set(orderIds.filter((id) => typeof id === 'string' && id.length > 0))].slice(0, 100)
  if (!wanted.length) return []
  const found = await payload.find({
    collection: 'orders',
    where: { or: [{ orderId: { in: wanted } }, { tempOrderId: { in: wanted } }] },
    limit: wanted.length * 2,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const visible = (found.docs as Order[]).filter((doc) => visibilityOf(session, doc) === 'visible')
  const views = wanted.flatMap((id) => {
    const doc = visible.find((o) => o.orderId === id) ?? visible.find((o) => o.tempOrderId === id)
    return doc ? [orderView(doc)] : []
  })
  return withCustomerNames(payload, views)
}

export type OrderLookup = { ok: true; doc: Order; view: OrderView } | { ok: false; reason: 'forbidden' | 'not_found' }

/**
 * One order by order number or temporary order number, for the routes and the order page: 'forbidden'
 * when its customer denies the order history for this user, 'not_found' for anything the user may
 * not know of (scope.ts).
 */
export async function findOrder(payload: Payload, actor: Actor, id: string): Promise<OrderLookup> {
  const found = await payload.find({
    collection: 'orders',
    where: { or: [{ orderId: { equals: id } }, { tempOrderId: { equals: id } }] },
    limit: 2,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const docs = found.docs as Order[]
  const doc = docs.find((o) => o.orderId === id) ?? docs[0]
  if (!doc) return { ok: false, reason: 'not_found' }
  const visibility = visibilityOf(actor, doc)
  if (visibility !== 'visible') return { ok: false, reason: visibility }
  const [view] = await withCustomerNames(payload, [orderView(doc)])
  return { ok: true, doc, view: view as OrderView }
}
