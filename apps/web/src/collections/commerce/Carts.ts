import { DELIVERY_METHODS, z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'
import { jsonField } from '../shared/json'

/**
 * A shopper's cart for one customer/project context. Cart items are a separate collection
 * (`cart-items`), not an array field: every spec cart call adds, updates or removes single items
 * (PUT /v2/cart/{id}/variants/{item}), and a row per item lets those be one-row writes that two tabs
 * cannot overwrite, with the item's Payload id serving as cartItemId.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'Varukorg', plural: 'Varukorgar' },
  graphQL: { singularName: 'Cart', pluralName: 'Carts' },
  admin: { group: GROUPS.commerce, useAsTitle: 'cartId', defaultColumns: ['cartId', 'user', 'customer', 'status'] },
  access: { read: ownRows('user'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  fields: [
    { name: 'cartId', label: 'Varukorgs-id', type: 'text', required: true, unique: true },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'project', label: 'Projekt', type: 'relationship', relationTo: 'projects' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Aktiv', value: 'active' },
        { label: 'Borttagen', value: 'DELETED' },
      ],
    },
    jsonField('deliveryIdsInOrder', 'Leveranser som ingår i ordern', z.array(z.enum(DELIVERY_METHODS))),
    { name: 'items', label: 'Rader', type: 'join', collection: 'cart-items', on: 'cart' },
  ],
}
