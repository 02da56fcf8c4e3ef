import { linkUrlField } from '@shop/blocks/shared/fields'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { revalidateHooks } from '../shared/revalidate'

/**
 * The header's services and extra menus per brand. The product menu is the catalog's category tree
 * (spec section 7, GET /menu), so it is not edited here.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Meny', plural: 'Menyer' },
  graphQL: { singularName: 'Menu', pluralName: 'Menus' },
  admin: { group: GROUPS.content, useAsTitle: 'title', defaultColumns: ['title', 'brand', 'kind'] },
  access: brandScopedAccess(),
  indexes: [{ fields: ['brand', 'kind'], unique: true }],
  hooks: revalidateHooks('menus'),
  fields: [
    brandField(),
    {
      name: 'kind',
      label: 'Meny',
      type: 'select',
      required: true,
      options: [
        { label: 'Tjänster', value: 'services' },
        { label: 'Extra', value: 'extra' },
      ],
    },
    { name: 'title', label: 'Rubrik', type: 'text', required: true },
    {
      name: 'items',
      label: 'Länkar',
      type: 'array',
      dbName: 'menu_items',
      fields: [
        { name: 'label', label: 'Text', type: 'text', required: true },
        linkUrlField('url', 'Url', { required: true }),
        { name: 'icon', label: 'Ikon', type: 'text' },
        { name: 'description', label: 'Beskrivning', type: 'text' },
      ],
    },
  ],
}
