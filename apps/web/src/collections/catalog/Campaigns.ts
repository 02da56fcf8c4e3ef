import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { brandField, GROUPS, slugField } from '../shared/fields'
import { jsonField } from '../shared/json'
import { catalogPageHooks } from './hooks/page-cache'

/** A brand's campaign (/kampanjer/{slug}); its articles are listed by article number. */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: 'Kampanj', plural: 'Kampanjer' },
  graphQL: { singularName: 'Campaign', pluralName: 'Campaigns' },
  admin: { group: GROUPS.catalog, useAsTitle: 'name', defaultColumns: ['name', 'brand', 'validFrom', 'validTo'] },
  access: publicReadAdminWrite,
  hooks: catalogPageHooks(),
  indexes: [{ fields: ['brand', 'slug'], unique: true }],
  fields: [
    brandField(),
    { name: 'name', label: 'Namn', type: 'text', required: true },
    slugField(),
    { name: 'description', label: 'Beskrivning', type: 'textarea' },
    { name: 'imageUrl', label: 'Bild (url)', type: 'text' },
    { name: 'validFrom', label: 'Gäller från', type: 'date', required: true },
    { name: 'validTo', label: 'Gäller till', type: 'date', required: true },
    { name: 'customerOnly', label: 'Endast inloggade kunder', type: 'checkbox', defaultValue: false },
    jsonField('articleNumbers', 'Artiklar', z.array(z.string())),
  ],
}
