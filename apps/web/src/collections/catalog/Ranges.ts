import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { brandField, GROUPS, slugField } from '../shared/fields'
import { jsonField } from '../shared/json'
import { catalogPageHooks } from './hooks/page-cache'

/** A brand's range (sortiment, /sortiment/{slug}): a curated set of articles. */
export const Ranges: CollectionConfig = {
  slug: 'ranges',
  labels: { singular: 'Sortiment', plural: 'Sortiment' },
  graphQL: { singularName: 'Range', pluralName: 'Ranges' },
  admin: { group: GROUPS.catalog, useAsTitle: 'name', defaultColumns: ['name', 'brand', 'slug'] },
  access: publicReadAdminWrite,
  hooks: catalogPageHooks(),
  indexes: [{ fields: ['brand', 'slug'], unique: true }],
  fields: [
    brandField(),
    { name: 'name', label: 'Namn', type: 'text', required: true },
    slugField(),
    { name: 'description', label: 'Beskrivning', type: 'textarea' },
    { name: 'imageUrl', label: 'Bild (url)', type: 'text' },
    { name: 'sortOrder', label: 'Sortering', type: 'number', defaultValue: 0 },
    jsonField('articleNumbers', 'Artiklar', z.array(z.string())),
  ],
}
