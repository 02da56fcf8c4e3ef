import { assetField, linkUrlField, shortBlockTableName, shortTableName, titleField } from '../shared/fields'
import { assetSchema, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A row as a source sends it, as {image, linkUrl}: Payload's rows are that already (the upload populated,
 * an Asset once normalised); Contentful's list holds the assets themselves. A row whose picture is gone (an
 * upload deleted, a row half made) is left out, so the others still show.
 */
function rows(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  return value
    .map((row) => (isRecord(row) && typeof row.url === 'string' ? { image: row } : row))
    .filter((row) => isRecord(row) && isRecord(row.image) && typeof row.image.url === 'string' && row.image.url !== '')
}

export const imageSetOfThreeSchema = z.object({
  title: text,
  /** Three images; one or two still render (an editor mid-change must not blank the page). */
  images: z.preprocess(
    rows,
    z
      .array(z.object({ image: assetSchema, linkUrl: text }))
      .min(1)
      .max(3),
  ),
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
        // An upload of the media library, as every other picture field: its measures, alt text and focal
        // point come with it.
        fields: [assetField('image', 'Bild'), linkUrlField('linkUrl', 'Länkadress')],
      },
    ],
  },
  example: {
    title: 'Från våra butiker',
    images: [
      { image: { url: '/placeholder/banner/butik-1.svg', title: 'Trälagret i Uppsala', width: 600, height: 400 } },
      {
        image: { url: '/placeholder/banner/butik-2.svg', title: 'Verktygsavdelningen', width: 600, height: 400 },
        linkUrl: '/kategorier/verktyg',
      },
      { image: { url: '/placeholder/banner/butik-3.svg', title: 'Drive-in för proffs', width: 600, height: 400 } },
    ],
  },
  invalid: { title: 'Bilder', images: [{ linkUrl: '/kategorier/verktyg' }] },
  contentful: 'title imagesCollection(limit: 3) { items { ...AssetFields } }',
})
