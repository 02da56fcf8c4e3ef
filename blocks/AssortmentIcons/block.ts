import type { Block } from 'payload'
import {
  assetField,
  backgroundColorField,
  iconField,
  shortBlockTableName,
  shortTableName,
  titleField,
} from '../shared/fields'

export const AssortmentIconsBlock: Block = {
  slug: 'AssortmentIcons',
  interfaceName: 'AssortmentIconsSection',
  dbName: shortBlockTableName('asrt_ic'),
  labels: { singular: 'Sortimentsikoner', plural: 'Sortimentsikoner' },
  fields: [
    titleField,
    iconField,
    backgroundColorField,
    {
      name: 'items',
      label: 'Ikoner',
      labels: { singular: 'Ikon', plural: 'Ikoner' },
      type: 'array',
      dbName: shortTableName('it'),
      minRows: 1,
      fields: [
        { name: 'title', label: 'Namn', type: 'text', required: true },
        { name: 'linkUrl', label: 'Länkadress', type: 'text' },
        assetField('icon', 'Ikon'),
      ],
    },
  ],
}
