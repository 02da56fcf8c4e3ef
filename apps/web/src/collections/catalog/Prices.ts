import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { adminOnly } from '../shared/access'
import { GROUPS } from '../shared/fields'
import { bracketShape, discountShape, jsonField } from '../shared/json'
import { joinHooks } from '../shared/revalidate'
import { catalogPageHooks } from './hooks/page-cache'
import { catalogVersionHooks } from './hooks/search-index'

export const PRICE_TYPES = [
  { label: 'Listpris', value: 'LIST' },
  { label: 'Kundpris', value: 'CUSTOMER' },
  { label: 'Kampanjpris', value: 'CAMPAIGN' },
] as const

/**
 * One price row per (articleNumber, customer); an empty customer is the list price. Amounts are SEK
 * excluding VAT except salesPriceIncludingVat. Read through the Payload API is for site admins only:
 * prices are served by the price service, which applies EJ_SE_PRISER / EJ_SE_RABATTER.
 *
 * Note: SQL unique indexes treat NULL as distinct, so the (articleNumber, customer) index does not stop
 * two list-price rows for one article; the seed writes exactly one and the price service upserts.
 */
export const Prices: CollectionConfig = {
  slug: 'prices',
  labels: { singular: 'Pris', plural: 'Priser' },
  graphQL: { singularName: 'Price', pluralName: 'Prices' },
  admin: {
    group: GROUPS.catalog,
    useAsTitle: 'articleNumber',
    defaultColumns: ['articleNumber', 'customer', 'netPrice', 'salesPrice'],
  },
  access: adminOnly,
  hooks: joinHooks(
    catalogVersionHooks,
    // Anonymous pages show list prices only.
    catalogPageHooks<{ customer?: unknown }>((price) => !price.customer),
  ),
  indexes: [{ fields: ['articleNumber', 'customer'], unique: true }],
  fields: [
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
    {
      name: 'customer',
      label: 'Kund',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { description: 'Tomt = listpris.' },
    },
    { name: 'netPrice', label: 'Nettopris', type: 'number', required: true },
    { name: 'salesPrice', label: 'Försäljningspris', type: 'number', required: true },
    { name: 'salesPriceIncludingVat', label: 'Försäljningspris inkl. moms', type: 'number' },
    { name: 'salesPriceUnit', label: 'Prisenhet', type: 'text', defaultValue: 'st' },
    { name: 'alloyingPrice', label: 'Legeringstillägg', type: 'number', defaultValue: 0 },
    { name: 'preCampaignPrice', label: 'Pris före kampanj', type: 'number' },
    {
      name: 'priceType',
      label: 'Pristyp',
      type: 'select',
      options: [...PRICE_TYPES],
      defaultValue: 'LIST',
      required: true,
    },
    jsonField('discounts', 'Rabatter', z.array(discountShape)),
    jsonField('brackets', 'Mängdpriser', z.array(bracketShape), {
      admin: { description: 'Trappor: från antal och nettopris per enhet.' },
    }),
  ],
}
