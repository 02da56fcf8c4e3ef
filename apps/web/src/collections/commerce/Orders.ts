import { DELIVERY_METHODS, z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'
import { jsonField, orderDetailsShape, orderItemShape, totalsShape } from '../shared/json'

export const ORDER_STATUSES = [
  { label: 'Mottagen', value: 'placed' },
  { label: 'Bekräftad', value: 'confirmed' },
  { label: 'Plockas', value: 'picking' },
  { label: 'Levererad', value: 'delivered' },
  { label: 'Makulerad', value: 'cancelled' },
] as const

/**
 * A placed order: one per delivery method of a checked-out cart (spec: tempOrderId, deliveryId,
 * orderItems, orderDetails.warehouseId). Items are a snapshot (JSON), not live references, so later
 * price or name changes do not rewrite history. idempotencyKey makes a retried checkout harmless.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Ordrar' },
  graphQL: { singularName: 'Order', pluralName: 'Orders' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'orderId',
    defaultColumns: ['orderId', 'customer', 'deliveryId', 'status', 'placedAt'],
  },
  // Buyers read their orders through the order service (orders/service.ts), which applies the
  // customer's order-history and price rights; the stored rows hold real prices, so Payload's own
  // API serves them to site admins only.
  access: { read: isSiteAdmin, create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  defaultSort: '-placedAt',
  fields: [
    { name: 'orderId', label: 'Ordernummer', type: 'text', required: true, unique: true },
    { name: 'tempOrderId', label: 'Tillfälligt ordernummer', type: 'text', index: true },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'project', label: 'Projekt', type: 'relationship', relationTo: 'projects' },
    { name: 'cart', label: 'Varukorg', type: 'relationship', relationTo: 'carts' },
    {
      name: 'deliveryId',
      label: 'Leveranssätt',
      type: 'select',
      required: true,
      options: DELIVERY_METHODS.map((value) => ({ value, label: value })),
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'placed',
      index: true,
      options: [...ORDER_STATUSES],
    },
    jsonField('orderItems', 'Orderrader', z.array(orderItemShape)),
    jsonField('orderDetails', 'Orderuppgifter', orderDetailsShape),
    jsonField('totals', 'Summor', totalsShape),
    { name: 'idempotencyKey', label: 'Idempotensnyckel', type: 'text', unique: true },
    {
      name: 'placedAt',
      label: 'Lagd',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
