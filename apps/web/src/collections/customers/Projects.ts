import type { CollectionConfig } from 'payload'
import { customerRows, isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

/** A customer's project (building site); the context shown as "Kund / Projekt". */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Projekt', plural: 'Projekt' },
  graphQL: { singularName: 'Project', pluralName: 'Projects' },
  admin: { group: GROUPS.customers, useAsTitle: 'name', defaultColumns: ['projectId', 'name', 'customer', 'active'] },
  access: { read: customerRows('customer'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  defaultSort: 'name',
  fields: [
    { name: 'projectId', label: 'Projektnummer', type: 'text', required: true, unique: true },
    { name: 'name', label: 'Namn', type: 'text', required: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'active', label: 'Aktiv', type: 'checkbox', defaultValue: true },
  ],
}
