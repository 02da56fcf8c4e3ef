import { assetField, linkUrlField, shortBlockTableName, titleField } from '../shared/fields'
import { assetSchema, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const imageSingleSchema = z.object({
  title: text,
  image: assetSchema,
  linkUrl: text,
})
export type ImageSingleData = z.output<typeof imageSingleSchema>

export const imageSingleSection = defineSection({
  type: 'ImageSingle',
  schema: imageSingleSchema,
  block: {
    dbName: shortBlockTableName('img1'),
    labels: { singular: 'Enskild bild', plural: 'Enskilda bilder' },
    fields: [titleField, assetField('image', 'Bild'), linkUrlField('linkUrl', 'Länkadress')],
  },
  example: {
    title: 'Nya drive-in i Järfälla',
    image: { url: '/placeholder/banner/drive-in.svg', title: 'Drive-in-hallen i Järfälla', width: 1200, height: 500 },
    linkUrl: '/hitta-butik',
  },
  invalid: { title: 'Bild' },
  contentful: 'title caption linkUrl image { ...AssetFields }',
})
