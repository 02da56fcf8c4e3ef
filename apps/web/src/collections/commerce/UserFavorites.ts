import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'

/** A user's favourite article (spec "Favourite article"; at most 50 per user, enforced by the service). */
export const UserFavorites: CollectionConfig = {
  slug: 'user-favorites',
  labels: { singular: 'Favoritartikel', plural: 'Favoritartiklar' },
  graphQL: { singularName: 'UserFavorite', pluralName: 'UserFavorites' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'articleNumber',
    defaultColumns: ['user', 'articleNumber', 'createdAt'],
  },
  access: { read: ownRows('user'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  indexes: [{ fields: ['user', 'articleNumber'], unique: true }],
  fields: [
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
  ],
}
