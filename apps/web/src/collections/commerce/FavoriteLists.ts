import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'

/**
 * Shopping lists (spec "Favourite list"). Items are an array: each row's id is the favoriteItemId,
 * and a list is read and written as a whole by the favourites service.
 */
export const FavoriteLists: CollectionConfig = {
  slug: 'favorite-lists',
  labels: { singular: 'Inköpslista', plural: 'Inköpslistor' },
  graphQL: { singularName: 'FavoriteList', pluralName: 'FavoriteLists' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'favoriteName',
    defaultColumns: ['favoriteName', 'access', 'user', 'customer'],
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
    {
      name: 'items',
      label: 'Artiklar',
      type: 'array',
      dbName: 'fav_items',
      fields: [
        { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
        { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 1, min: 0 },
      ],
    },
  ],
}
