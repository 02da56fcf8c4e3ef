import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { GROUPS, slugField } from '../shared/fields'
import { jsonField } from '../shared/json'
import { catalogPageHooks } from './hooks/page-cache'

/**
 * Product category tree (three levels in the seed). `path` is the slash-joined slugs from the root,
 * as used by /kategorier/{slug...}; `depth` starts at 0 for top categories.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Kategori', plural: 'Kategorier' },
  graphQL: { singularName: 'Category', pluralName: 'Categories' },
  admin: { group: GROUPS.catalog, useAsTitle: 'name', defaultColumns: ['name', 'path', 'depth'] },
  access: publicReadAdminWrite,
  hooks: catalogPageHooks(),
  defaultSort: 'path',
  fields: [
    { name: 'name', label: 'Namn', type: 'text', required: true },
    slugField({ unique: true, admin: { position: 'sidebar', description: 'Unik i hela katalogen.' } }),
    { name: 'parent', label: 'Överordnad kategori', type: 'relationship', relationTo: 'categories', index: true },
    { name: 'path', label: 'Sökväg', type: 'text', required: true, unique: true },
    { name: 'depth', label: 'Nivå', type: 'number', required: true, defaultValue: 0 },
    { name: 'sortOrder', label: 'Sortering', type: 'number', defaultValue: 0 },
    { name: 'description', label: 'Beskrivning', type: 'textarea' },
    { name: 'imageUrl', label: 'Bild (url)', type: 'text' },
    jsonField('attributeSequence', 'Attributordning', z.array(z.string()), {
      admin: { description: 'Attributnamn i den ordning filtren visas (spec: attribute-sequence).' },
    }),
    { name: 'children', label: 'Underkategorier', type: 'join', collection: 'categories', on: 'parent' },
  ],
}
