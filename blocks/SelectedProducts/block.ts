import type { Block } from 'payload'
import { shortBlockTableName, shortEnumName, titleField } from '../shared/fields'
import { SELECTED_PRODUCTS_SOURCES } from './schema'

const SOURCE_LABELS: Record<(typeof SELECTED_PRODUCTS_SOURCES)[number], string> = {
  chosen: 'Valda artiklar',
  popular: 'Populära just nu',
}

export const SelectedProductsBlock: Block = {
  slug: 'SelectedProducts',
  interfaceName: 'SelectedProductsSection',
  dbName: shortBlockTableName('sel_prod'),
  labels: { singular: 'Utvalda produkter', plural: 'Utvalda produkter' },
  fields: [
    titleField,
    {
      name: 'source',
      label: 'Visa',
      type: 'select',
      enumName: shortEnumName('sp_src'),
      defaultValue: 'chosen',
      options: SELECTED_PRODUCTS_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
      admin: {
        description:
          'Populära just nu: de artiklar besökarna har klickat på, lagt i varukorgen och köpt mest de senaste 7 dagarna. Utan sådana visas de valda artiklarna.',
      },
    },
    {
      name: 'popularCount',
      label: 'Antal populära produkter',
      type: 'number',
      min: 1,
      max: 24,
      defaultValue: 8,
      admin: { condition: (_, siblings) => siblings?.source === 'popular' },
    },
    {
      name: 'articleNumbers',
      label: 'Artikelnummer',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: {
        description:
          'Ett artikelnummer per rad, i den ordning produkterna ska visas. Vid Populära just nu visas de när det ännu inte finns några populära.',
      },
    },
  ],
}
