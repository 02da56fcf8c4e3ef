import 'server-only'
import type { PriceVisibility } from '@shop/commerce'
import { visibleOrderFigures } from '@shop/commerce/orders/lines'
import { type MessageKey, t } from '@shop/i18n'
import type { DeliveryMethod } from '@shop/schemas'
import { relationId } from '../accounts/account'
import type { AddressView } from '../addresses/service'
import { DELIVERY_NAMES } from '../cart/delivery-names'
import type { OrderDetailsJSON, OrderItemJSON, TotalsJSON } from '../collections/shared/json'
import type { Order } from '../payload-types'

/**
 * Checkout writes one order row per delivery with a snapshot of items, details and totals; this turns
 * such a row into the view every order page, route and document uses, cut to what its viewer may see.
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
  /** The lines as placed; without the viewer's price right their prices are null. */
  orderItems: OrderItemJSON[]
  orderDetails: OrderDetailsJSON
  /** Null when the order has none, or the viewer may not see prices. */
  totals: TotalsJSON | null
  /** What the viewer may see of this order's customer's prices: a null price is hidden, not missing. */
  priceVisibility: PriceVisibility
}

export const statusLabel = (status: OrderStatus): string => t(`orders.status.${status}` as MessageKey)

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The owning customer's Payload id (for scoping), or null for an order without a customer. */
export const orderCustomerId = (doc: Pick<Order, 'customer'>): string | null => relationId(doc.customer)

/** The order as a viewer with `visibility` on its customer's prices sees it. */
export function orderView(doc: Order, visibility: PriceVisibility): OrderView {
  const details: OrderDetailsJSON = doc.orderDetails ?? { warehouseId: null }
  const figures = visibleOrderFigures({ lines: doc.orderItems ?? [], totals: doc.totals ?? null }, visibility)
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
    orderItems: figures.lines,
    orderDetails: details,
    totals: figures.totals,
    priceVisibility: visibility,
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
