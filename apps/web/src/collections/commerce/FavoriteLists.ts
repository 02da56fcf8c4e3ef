import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'

/**
 * Shopping lists (spec "Favourite list"): a user's list in a customer (and project) context, private
 * or shared with the customer. Lines are their own collection (`favorite-list-items`), like the cart's:
 * an add is one upsert and a 200-line list is read in one query. Who may read and edit a list is the
 * shopping-lists service's (`@shop/commerce` favorites.ts); through Payload only site admins write.
 */
export const FavoriteLists: CollectionConfig = {
  slug: 'favorite-lists',
  labels: { singular: 'Inköpslista', plural: 'Inköpslistor' },
  graphQL: { singularName: 'FavoriteList', pluralName: 'FavoriteLists' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'favoriteName',
    defaultColumns: ['favoriteName', 'access', 'user', 'customer', 'project'],
  },
  access: { read: ownRows('user'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  fields: [
    { name: 'favoriteName', label: 'Namn', type: 'text', required: true },
    {
      name: 'access',
      label: 'Åtkomst',
      type: 'select',
      required: true,
      defaultValue: 'private',
      options: [
        { label: 'Privat', value: 'private' },
        { label: 'Delad med kunden', value: 'shared' },
      ],
    },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'project', label: 'Projekt', type: 'relationship', relationTo: 'projects' },
    { name: 'items', label: 'Rader', type: 'join', collection: 'favorite-list-items', on: 'list' },
  ],
}
