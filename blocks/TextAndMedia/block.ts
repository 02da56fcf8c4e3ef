import type { Block } from 'payload'
import { assetField, linkField, shortBlockTableName, shortEnumName, titleField } from '../shared/fields'

export const TextAndMediaBlock: Block = {
  slug: 'TextAndMedia',
  interfaceName: 'TextAndMediaSection',
  dbName: shortBlockTableName('txt_med'),
  labels: { singular: 'Text och bild', plural: 'Text och bild' },
  fields: [
    titleField,
    { name: 'text', label: 'Text', type: 'richText' },
    assetField('media', 'Bild'),
    {
      name: 'mediaPosition',
      label: 'Bildens placering',
      type: 'select',
      defaultValue: 'left',
      enumName: shortEnumName('pos'),
      options: [
        { label: 'Vänster', value: 'left' },
        { label: 'Höger', value: 'right' },
      ],
    },
    linkField(),
  ],
}
