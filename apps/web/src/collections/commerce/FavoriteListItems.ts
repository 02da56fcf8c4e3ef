import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'

/**
 * One line of a shopping list (see FavoriteLists): one row per article, so an add is one upsert. The
 * id is the favoriteItemId.
 */
export const FavoriteListItems: CollectionConfig = {
  slug: 'favorite-list-items',
  labels: { singular: 'Inköpslisterad', plural: 'Inköpslisterader' },
  graphQL: { singularName: 'FavoriteListItem', pluralName: 'FavoriteListItems' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'articleNumber',
    defaultColumns: ['list', 'articleNumber', 'quantity', 'note'],
  },
  access: { read: ownRows('list.user'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  indexes: [{ fields: ['list', 'articleNumber'], unique: true }],
  fields: [
    {
      name: 'list',
      label: 'Inköpslista',
      type: 'relationship',
      relationTo: 'favorite-lists',
      required: true,
      index: true,
    },
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
    { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 1, min: 0 },
    { name: 'note', label: 'Anteckning', type: 'text' },
  ],
}
