import type { Block } from 'payload'
import { shortBlockTableName, titleField } from '../shared/fields'

export const SelectedProductsBlock: Block = {
  slug: 'SelectedProducts',
  interfaceName: 'SelectedProductsSection',
  dbName: shortBlockTableName('sel_prod'),
  labels: { singular: 'Utvalda produkter', plural: 'Utvalda produkter' },
  fields: [
    titleField,
    {
      name: 'articleNumbers',
      label: 'Artikelnummer',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { description: 'Ett artikelnummer per rad, i den ordning produkterna ska visas.' },
    },
  ],
}
