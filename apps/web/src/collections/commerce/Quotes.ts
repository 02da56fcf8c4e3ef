import type { CollectionConfig } from 'payload'
import { isSiteAdmin, ownRows } from '../shared/access'
import { GROUPS } from '../shared/fields'

export const QUOTE_STATUSES = [
  { label: 'Skapad', value: 'created' },
  { label: 'Ej skickad', value: 'notSent' },
  { label: 'Utkast', value: 'draft' },
  { label: 'Under granskning', value: 'inReview' },
  { label: 'Skickad', value: 'sent' },
  { label: 'Accepterad', value: 'accepted' },
  { label: 'Beställd', value: 'ordered' },
  { label: 'Avböjd', value: 'declined' },
] as const

/**
 * A price quote a trade customer writes for their own customer (spec "Quote", five-step wizard).
 * Items and custom items are arrays: their row ids are quoteItemId / quoteCustomItemId, and the
 * quote service patches single rows (PATCH /v1/quotes/{id}/items).
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Offert', plural: 'Offerter' },
  graphQL: { singularName: 'Quote', pluralName: 'Quotes' },
  admin: {
    group: GROUPS.commerce,
    useAsTitle: 'quoteId',
    defaultColumns: ['quoteId', 'status', 'user', 'customer', 'updatedAt'],
  },
  access: { read: ownRows('user'), create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  fields: [
    { name: 'quoteId', label: 'Offertnummer', type: 'text', required: true, unique: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [...QUOTE_STATUSES],
    },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
    { name: 'finalMessage', label: 'Avslutande meddelande', type: 'textarea' },
    { name: 'validFrom', label: 'Giltig från', type: 'date' },
    { name: 'validFor', label: 'Giltig (dagar)', type: 'number', defaultValue: 30, min: 1 },
    {
      name: 'sender',
      label: 'Avsändare',
      type: 'group',
      fields: [
        { name: 'name', label: 'Namn', type: 'text' },
        { name: 'organizationNumber', label: 'Organisationsnummer', type: 'text' },
        { name: 'reference', label: 'Referens', type: 'text' },
        { name: 'address', label: 'Adress', type: 'textarea' },
      ],
    },
    {
      name: 'receiver',
      label: 'Mottagare',
      type: 'group',
      fields: [
        {
          name: 'type',
          label: 'Typ',
          type: 'select',
          defaultValue: 'business',
          options: [
            { label: 'Företag', value: 'business' },
            { label: 'Privatperson', value: 'private' },
          ],
        },
        { name: 'label', label: 'Benämning', type: 'text' },
        { name: 'name', label: 'Namn', type: 'text' },
        { name: 'contactPerson', label: 'Kontaktperson', type: 'text' },
        { name: 'address', label: 'Adress', type: 'textarea' },
      ],
    },
    {
      name: 'priceType',
      label: 'Pristyp',
      type: 'select',
      required: true,
      defaultValue: 'net',
      options: [
        { label: 'Netto (exkl. moms)', value: 'net' },
        { label: 'Brutto (inkl. moms)', value: 'gross' },
      ],
    },
    { name: 'mergeArticles', label: 'Slå ihop artiklar', type: 'checkbox', defaultValue: false },
    { name: 'showDiscounts', label: 'Visa rabatter', type: 'checkbox', defaultValue: false },
    {
      name: 'items',
      label: 'Artiklar',
      type: 'array',
      dbName: 'quote_items',
      fields: [
        { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
        { name: 'articleName', label: 'Benämning', type: 'text' },
        { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 1 },
        { name: 'markup', label: 'Påslag (%)', type: 'number', defaultValue: 0 },
        { name: 'salesDiscount', label: 'Rabatt (%)', type: 'number', defaultValue: 0 },
        { name: 'quoteNetPrice', label: 'Offertpris netto', type: 'number' },
        { name: 'quoteSalesPrice', label: 'Offertpris', type: 'number' },
        { name: 'netPrice', label: 'Nettopris', type: 'number' },
        { name: 'salesPrice', label: 'Försäljningspris', type: 'number' },
      ],
    },
    {
      name: 'customItems',
      label: 'Egna rader',
      type: 'array',
      dbName: 'quote_custom',
      fields: [
        { name: 'customItemName', label: 'Benämning', type: 'text', required: true },
        { name: 'vatRate', label: 'Moms (%)', type: 'number', defaultValue: 25 },
        { name: 'isRot', label: 'ROT-arbete', type: 'checkbox', defaultValue: false },
        { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 1 },
        { name: 'price', label: 'Pris', type: 'number', required: true },
        { name: 'unit', label: 'Enhet', type: 'text', defaultValue: 'st' },
      ],
    },
  ],
}
