import type { Block } from 'payload'
import { linkField, shortBlockTableName, titleField } from '../shared/fields'

export const InfoBlockBlock: Block = {
  slug: 'InfoBlock',
  interfaceName: 'InfoBlockSection',
  dbName: shortBlockTableName('info'),
  labels: { singular: 'Informationsblock', plural: 'Informationsblock' },
  fields: [titleField, { name: 'text', label: 'Text', type: 'richText' }, linkField()],
}
