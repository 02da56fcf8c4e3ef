import { DELIVERY_METHODS } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

/** One line of a cart (see Carts for why this is its own collection). The id is the cartItemId. */
export const CartItems: CollectionConfig = {
  slug: 'cart-items',
  labels: { singular: 'Varukorgsrad', plural: 'Varukorgsrader' },
  graphQL: { singularName: 'CartItem', pluralName: 'CartItems' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'articleNumber',
    defaultColumns: ['cart', 'articleNumber', 'quantity', 'deliveryId'],
  },
  access: { read: isSiteAdmin, create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  indexes: [{ fields: ['cart', 'articleNumber', 'deliveryId'], unique: true }],
  fields: [
    { name: 'cart', label: 'Varukorg', type: 'relationship', relationTo: 'carts', required: true, index: true },
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true, index: true },
    {
      name: 'deliveryId',
      label: 'Leveranssätt',
      type: 'select',
      required: true,
      options: DELIVERY_METHODS.map((value) => ({ value, label: value })),
      enumName: 'enum_cart_items_delivery',
    },
    { name: 'quantity', label: 'Antal', type: 'number', required: true, min: 0 },
    { name: 'label', label: 'Märkning', type: 'text' },
    { name: 'requestedDeliveryDate', label: 'Önskat leveransdatum', type: 'date' },
  ],
}
