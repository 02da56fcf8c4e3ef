import path from 'node:path'
import { QUOTE_ATTACHMENT_MAX_BYTES, QUOTE_ATTACHMENT_TYPES } from '@shop/schemas'
import type { Access, CollectionConfig, Where } from 'payload'
import { env } from '../../env'
import { isSiteAdmin, isSiteAdminUser, ownRows, permittedCustomerIds, userOf } from '../shared/access'
import { GROUPS } from '../shared/fields'

export const QUOTE_STATUS_LABELS = [
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
 * quote service patches single rows (PATCH /v1/quotes/{id}/items). A quote is its author's, in the
 * customer chosen when it was made; who may do what is the quote service's (apps/web/src/quotes).
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
      options: [...QUOTE_STATUS_LABELS],
    },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
    {
      name: 'brand',
      label: 'Varumärke',
      type: 'text',
      admin: { description: 'Där offerten skrevs: länkar och e-post.' },
    },
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
        { name: 'email', label: 'E-post', type: 'text' },
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
      name: 'answer',
      label: 'Skickad och besvarad',
      type: 'group',
      fields: [
        { name: 'sentAt', label: 'Skickad', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sentTo', label: 'Skickad till', type: 'text' },
        {
          name: 'answeredAt',
          label: 'Besvarad',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'comment', label: 'Mottagarens kommentar', type: 'textarea' },
      ],
    },
    { name: 'attachments', label: 'Bilagor', type: 'join', collection: 'quote-attachments', on: 'quote' },
    {
      name: 'items',
      label: 'Artiklar',
      type: 'array',
      dbName: 'quote_items',
      fields: [
        { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
        { name: 'articleName', label: 'Benämning', type: 'text' },
        { name: 'unit', label: 'Enhet', type: 'text' },
        { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 1 },
        { name: 'markup', label: 'Påslag (%)', type: 'number', defaultValue: 0 },
        { name: 'salesDiscount', label: 'Rabatt (%)', type: 'number', defaultValue: 0 },
        {
          name: 'ownPrice',
          label: 'Eget pris',
          type: 'number',
          min: 0,
          admin: { description: 'Författarens eget á-pris exkl. moms; ersätter påslaget på nettopriset.' },
        },
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

/** The author, and users of the quote's customer (a colleague following up a quote); site admins all. */
const quoteReaders: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isSiteAdminUser(user)) return true
  const customers = permittedCustomerIds(user)
  return {
    or: [{ user: { equals: user.id } }, ...(customers.length ? [{ customer: { in: customers } }] : [])],
  } as Where
}

/**
 * A quote's attachments (PDF or images, at most 2 MB each). Files are served by the quote service
 * (to its author in the quote's customer, and to the receiver through the acceptance link); through
 * Payload only the author, the quote's customer and site admins may read them.
 */
export const QuoteAttachments: CollectionConfig = {
  slug: 'quote-attachments',
  labels: { singular: 'Offertbilaga', plural: 'Offertbilagor' },
  admin: { group: GROUPS.commerce, useAsTitle: 'filename', defaultColumns: ['filename', 'quote', 'filesize'] },
  access: { read: quoteReaders, create: isSiteAdmin, update: isSiteAdmin, delete: isSiteAdmin },
  upload: {
    staticDir: path.resolve(env.UPLOAD_DIR, 'quote-attachments'),
    mimeTypes: [...QUOTE_ATTACHMENT_TYPES],
    filesRequiredOnCreate: true,
  },
  hooks: {
    beforeValidate: [
      ({ req }) => {
        // Payload takes any size; the quote service refuses a larger file first, this is the outer wall.
        const size = req.file?.size ?? 0
        if (size > QUOTE_ATTACHMENT_MAX_BYTES) throw new Error('Filen är för stor. En bilaga får vara högst 2 MB.')
      },
    ],
  },
  fields: [
    { name: 'quote', label: 'Offert', type: 'relationship', relationTo: 'quotes', required: true, index: true },
    { name: 'user', label: 'Användare', type: 'relationship', relationTo: 'users', required: true },
    { name: 'customer', label: 'Kund', type: 'relationship', relationTo: 'customers', index: true },
  ],
}
