import type { Block } from 'payload'
import { assetField, shortBlockTableName, titleField } from '../shared/fields'

export const ImageSingleBlock: Block = {
  slug: 'ImageSingle',
  interfaceName: 'ImageSingleSection',
  dbName: shortBlockTableName('img1'),
  labels: { singular: 'Enskild bild', plural: 'Enskilda bilder' },
  fields: [titleField, assetField('image', 'Bild'), { name: 'linkUrl', label: 'Länkadress', type: 'text' }],
}
