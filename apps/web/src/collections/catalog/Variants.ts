import { z } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { GROUPS } from '../shared/fields'
import { attributeShape, imageShape, jsonField, relationShape, warningShape } from '../shared/json'
import { joinHooks } from '../shared/revalidate'
import { catalogPageHooks } from './hooks/page-cache'
import { variantIndexHooks } from './hooks/search-index'

/**
 * The sellable article (spec section 3 "Variant"). One variant is one row: lists are JSON columns and
 * price and stock live in their own collections keyed by articleNumber, so the catalog can grow to
 * 100,000 variants and be bulk-inserted.
 */
export const Variants: CollectionConfig = {
  slug: 'variants',
  labels: { singular: 'Variant', plural: 'Varianter' },
  graphQL: { singularName: 'Variant', pluralName: 'Variants' },
  admin: {
    group: GROUPS.catalog,
    useAsTitle: 'name',
    defaultColumns: ['articleNumber', 'name', 'ean', 'discontinued'],
    listSearchableFields: ['articleNumber', 'name', 'ean'],
  },
  access: publicReadAdminWrite,
  hooks: joinHooks(variantIndexHooks, catalogPageHooks()),
  fields: [
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true, unique: true, index: true },
    { name: 'name', label: 'Namn', type: 'text', required: true },
    {
      name: 'variantSlug',
      label: 'Variant-slug',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Används i /produkt/{slug}.' },
    },
    { name: 'product', label: 'Produkt', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'ean', label: 'EAN', type: 'text', index: true },
    { name: 'sortOrder', label: 'Sortering inom produkten', type: 'number', defaultValue: 0 },
    { name: 'discontinued', label: 'Utgående', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'replacementArticleNumber',
      label: 'Ersättningsartikel',
      type: 'text',
      admin: {
        description: 'Artikelnummer som ersätter en utgående artikel.',
        condition: (d) => Boolean(d?.discontinued),
      },
    },
    { name: 'askForPrice', label: 'Pris på förfrågan', type: 'checkbox', defaultValue: false },
    jsonField('filterTags', 'Filtertaggar', z.array(z.string()), {
      admin: { description: 'T.ex. "express-delivery" (krävs för expressutkörning).' },
    }),
    jsonField('stockedAt', 'Lagerförd på', z.array(z.string()), {
      admin: { description: 'Lagerplats-id där artikeln är lagerförd.' },
    }),
    {
      name: 'purchaseConstraints',
      label: 'Köpvillkor',
      type: 'group',
      fields: [
        { name: 'onlyStore', label: 'Endast i butik', type: 'checkbox', defaultValue: false },
        {
          name: 'mustBeInStockedAt',
          label: 'Måste vara lagerförd i vald butik',
          type: 'checkbox',
          defaultValue: false,
        },
        { name: 'orderMultiple', label: 'Beställningsmultipel', type: 'number', defaultValue: 1, min: 1 },
      ],
    },
    {
      name: 'webSalesUnit',
      label: 'Försäljningsenhet',
      type: 'group',
      fields: [
        { name: 'unit', label: 'Enhet', type: 'text', defaultValue: 'st' },
        { name: 'conversionFactor', label: 'Omräkningsfaktor', type: 'number' },
        { name: 'conversionUnit', label: 'Omräkningsenhet', type: 'text' },
      ],
    },
    jsonField('brands', 'Varumärken', z.array(z.string())),
    jsonField('images', 'Bilder', z.array(imageShape)),
    jsonField('attributes', 'Attribut', z.array(attributeShape)),
    jsonField('warnings', 'Varningar', z.array(warningShape)),
    jsonField('relations', 'Relationer', z.array(relationShape), {
      admin: { description: 'Relaterade artiklar per typ: upper, spareParts, complementary, accessories.' },
    }),
  ],
}
