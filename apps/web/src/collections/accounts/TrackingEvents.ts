import { TRACKING_EVENT_TYPES } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

const nobody = () => false

/**
 * The shop's own record of `POST /api/product/createEvents` (spec section 7): one row per click, add
 * to cart or purchase of a variant. Only the tracking service writes rows (tracking/storage.ts, SQL in
 * one statement); site admins may read them, nobody edits them. "Populära just nu" ranks articles by
 * these rows, hence the index on (articleNumber, createdAt).
 */
export const TrackingEvents: CollectionConfig = {
  slug: 'tracking-events',
  labels: { singular: 'Spårningshändelse', plural: 'Spårningshändelser' },
  admin: {
    group: GROUPS.system,
    hidden: true,
    defaultColumns: ['type', 'articleNumber', 'quantity', 'brand', 'createdAt'],
  },
  access: { read: isSiteAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  timestamps: true,
  indexes: [{ fields: ['articleNumber', 'createdAt'] }],
  fields: [
    // The visitor's tracking id (header user-id): 21 nanoid characters, the same across visits.
    { name: 'trackingId', label: 'Spårnings-id', type: 'text', required: true, index: true },
    {
      name: 'type',
      label: 'Typ',
      type: 'select',
      required: true,
      options: TRACKING_EVENT_TYPES.map((value) => ({ value, label: value })),
    },
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
    { name: 'quantity', label: 'Antal', type: 'number', required: true },
    { name: 'orderId', label: 'Order-id', type: 'text' },
    // The logged-in user, when the visitor had a session; events of visitors have none.
    { name: 'userId', label: 'Användare', type: 'text' },
    { name: 'brand', label: 'Varumärke', type: 'text', required: true, index: true },
  ],
}
