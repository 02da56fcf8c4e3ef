import type { Block } from 'payload'
import { iconField, linkField, optionalAssetField, shortBlockTableName, titleField } from '../shared/fields'

export const LargeSectionBlock: Block = {
  slug: 'LargeSection',
  interfaceName: 'LargeSectionSection',
  dbName: shortBlockTableName('large'),
  labels: { singular: 'Stor sektion', plural: 'Stora sektioner' },
  fields: [
    titleField,
    iconField,
    { name: 'text', label: 'Text', type: 'richText' },
    optionalAssetField('image', 'Bild'),
    linkField(),
  ],
}
