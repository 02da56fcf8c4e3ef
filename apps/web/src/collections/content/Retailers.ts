import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { brandScopedAccess } from '../shared/access'
import { brandField, GROUPS } from '../shared/fields'
import { jsonField } from '../shared/json'
import { revalidateHooks } from '../shared/revalidate'

/** Independent retailer in the retailer list (spec "Retailer", at most 100 fetched). */
export const Retailers: CollectionConfig = {
  slug: 'retailers',
  labels: { singular: 'Återförsäljare', plural: 'Återförsäljare' },
  graphQL: { singularName: 'Retailer', pluralName: 'Retailers' },
  admin: { group: GROUPS.content, useAsTitle: 'name', defaultColumns: ['name', 'brand', 'address'] },
  access: brandScopedAccess(),
  hooks: revalidateHooks('retailers'),
  fields: [
    brandField(),
    { name: 'name', label: 'Namn', type: 'text', required: true },
    { name: 'address', label: 'Adress', type: 'text' },
    { name: 'latitude', label: 'Latitud', type: 'number' },
    { name: 'longitude', label: 'Longitud', type: 'number' },
    jsonField('offerings', 'Erbjudanden', z.array(z.string())),
    { name: 'link', label: 'Webbplats', type: 'text' },
  ],
}
