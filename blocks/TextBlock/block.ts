import type { Block } from 'payload'
import { shortBlockTableName, titleField } from '../shared/fields'

export const TextBlockBlock: Block = {
  slug: 'TextBlock',
  interfaceName: 'TextBlockSection',
  dbName: shortBlockTableName('txt'),
  labels: { singular: 'Textblock', plural: 'Textblock' },
  fields: [titleField, { name: 'text', label: 'Text', type: 'richText', required: true }],
}
