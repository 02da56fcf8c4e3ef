import type { CollectionConfig } from 'payload'
import { customerRows, isSiteAdmin } from '../shared/access'
import { GROUPS } from '../shared/fields'

/** A trade customer (company account). Users reach customers through users.customerPermissions. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Kund', plural: 'Kunder' },
  graphQL: { singularName: 'Customer', pluralName: 'Customers' },
  admin: {
    group: GROUPS.customers,
    useAsTitle: 'name',
    defaultColumns: ['customerId', 'name', 'organizationNumber', 'active'],
  },
  access: { read: customerRows('id'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  defaultSort: 'name',
  fields: [
    { name: 'customerId', label: 'Kundnummer', type: 'text', required: true, unique: true },
    { name: 'name', label: 'Namn', type: 'text', required: true },
    { name: 'organizationNumber', label: 'Organisationsnummer', type: 'text' },
    { name: 'active', label: 'Aktiv', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'assortment',
      label: 'Sortiment',
      type: 'text',
      admin: { description: 'Kundens sortimentsnamn; tomt eller "Standard" betyder standardsortimentet.' },
    },
    {
      name: 'punchout',
      label: 'Punch-out',
      type: 'group',
      fields: [
        { name: 'enabled', label: 'Beställer via punch-out', type: 'checkbox', defaultValue: false },
        { name: 'companyName', label: 'Bolag (punch-out)', type: 'text' },
      ],
    },
    { name: 'projects', label: 'Projekt', type: 'join', collection: 'projects', on: 'customer' },
    { name: 'addresses', label: 'Adresser', type: 'join', collection: 'addresses', on: 'customer' },
  ],
}
