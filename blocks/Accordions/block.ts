import type { Block } from 'payload'
import { shortBlockTableName, shortTableName, titleField } from '../shared/fields'

export const AccordionsBlock: Block = {
  slug: 'Accordions',
  interfaceName: 'AccordionsSection',
  dbName: shortBlockTableName('accord'),
  labels: { singular: 'Dragspel (frågor och svar)', plural: 'Dragspel (frågor och svar)' },
  fields: [
    titleField,
    {
      name: 'items',
      label: 'Frågor',
      labels: { singular: 'Fråga', plural: 'Frågor' },
      type: 'array',
      dbName: shortTableName('it'),
      minRows: 1,
      fields: [
        { name: 'title', label: 'Fråga', type: 'text', required: true },
        { name: 'answer', label: 'Svar', type: 'richText', required: true },
      ],
    },
  ],
}
