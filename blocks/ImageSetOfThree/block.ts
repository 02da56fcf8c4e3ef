import { linkUrlField, shortBlockTableName, shortTableName, titleField } from '../shared/fields'
import { assetSchema, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const imageSetOfThreeSchema = z.object({
  title: text,
  /** Three images; one or two still render (an editor mid-change must not blank the page). */
  images: z
    .array(assetSchema.extend({ linkUrl: text }))
    .min(1)
    .max(3),
})
export type ImageSetOfThreeData = z.output<typeof imageSetOfThreeSchema>

export const imageSetOfThreeSection = defineSection({
  type: 'ImageSetOfThree',
  schema: imageSetOfThreeSchema,
  block: {
    dbName: shortBlockTableName('img3'),
    labels: { singular: 'Tre bilder', plural: 'Tre bilder' },
    fields: [
      titleField,
      {
        name: 'images',
        label: 'Bilder',
        labels: { singular: 'Bild', plural: 'Bilder' },
        type: 'array',
        dbName: shortTableName('im'),
        minRows: 3,
        maxRows: 3,
        fields: [
          { name: 'url', label: 'Bild-URL', type: 'text', required: true },
          { name: 'title', label: 'Alt-text (bildtitel)', type: 'text' },
          {
            type: 'row',
            fields: [
              { name: 'width', label: 'Bredd (px)', type: 'number', min: 1 },
              { name: 'height', label: 'Höjd (px)', type: 'number', min: 1 },
            ],
          },
          linkUrlField('linkUrl', 'Länkadress'),
        ],
      },
    ],
  },
  example: {
    title: 'Från våra butiker',
    images: [
      { url: '/placeholder/banner/butik-1.svg', title: 'Trälagret i Uppsala', width: 600, height: 400 },
      {
        url: '/placeholder/banner/butik-2.svg',
        title: 'Verktygsavdelningen',
        width: 600,
        height: 400,
        linkUrl: '/kategorier/verktyg',
      },
      { url: '/placeholder/banner/butik-3.svg', title: 'Drive-in för proffs', width: 600, height: 400 },
    ],
  },
  invalid: { title: 'Bilder', images: [{ title: 'utan url' }] },
  contentful: 'title imagesCollection(limit: 3) { items { ...AssetFields } }',
})
