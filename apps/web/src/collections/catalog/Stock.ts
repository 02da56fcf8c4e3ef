import { STOCK_TYPES } from '@shop/schemas'
import type { CollectionConfig } from 'payload'
import { publicReadAdminWrite } from '../shared/access'
import { GROUPS } from '../shared/fields'
import { joinHooks } from '../shared/revalidate'
import { stockPageHooks } from './hooks/page-cache'
import { catalogVersionHooks } from './hooks/search-index'

/**
 * Stock of one article at one location (store or central warehouse). Absence of a row means the
 * article is not stocked there. Decrements happen in the database with a conditional UPDATE.
 */
export const Stock: CollectionConfig = {
  slug: 'stock',
  labels: { singular: 'Lagersaldo', plural: 'Lagersaldon' },
  graphQL: { singularName: 'StockEntry', pluralName: 'StockEntries' },
  admin: {
    group: GROUPS.catalog,
    useAsTitle: 'articleNumber',
    defaultColumns: ['articleNumber', 'locationId', 'stockType', 'quantity'],
  },
  access: publicReadAdminWrite,
  hooks: joinHooks(catalogVersionHooks, stockPageHooks),
  indexes: [{ fields: ['articleNumber', 'locationId'], unique: true }],
  fields: [
    { name: 'articleNumber', label: 'Artikelnummer', type: 'text', required: true },
    { name: 'locationId', label: 'Lagerplats (butiks-id)', type: 'text', required: true },
    {
      name: 'stockType',
      label: 'Lagertyp',
      type: 'select',
      required: true,
      defaultValue: 'LAG',
      options: [
        { label: 'Lager', value: STOCK_TYPES[0] },
        { label: 'Transit', value: STOCK_TYPES[1] },
        { label: 'Transit plus', value: STOCK_TYPES[2] },
        { label: 'Virtuellt', value: STOCK_TYPES[3] },
      ],
    },
    { name: 'quantity', label: 'Antal', type: 'number', required: true, defaultValue: 0 },
    { name: 'orderMultiple', label: 'Beställningsmultipel', type: 'number', defaultValue: 1 },
    { name: 'stocked', label: 'Lagerförd', type: 'checkbox', defaultValue: true },
    { name: 'availableFromDays', label: 'Leverans från (dagar)', type: 'number' },
    { name: 'availableToDays', label: 'Leverans till (dagar)', type: 'number' },
    { name: 'availabilityDate', label: 'Tillgänglig från', type: 'date' },
  ],
}
