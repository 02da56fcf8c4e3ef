import { iconField, linkField, optionalAssetField, shortBlockTableName, titleField } from '../shared/fields'
import { optionalAsset, optionalLink, richText, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const largeSectionSchema = z.object({
  title: text,
  icon: optionalAsset,
  text: richText,
  image: optionalAsset,
  link: optionalLink,
})
export type LargeSectionData = z.output<typeof largeSectionSchema>

export const largeSectionSection = defineSection({
  type: 'LargeSection',
  schema: largeSectionSchema,
  block: {
    dbName: shortBlockTableName('large'),
    labels: { singular: 'Stor sektion', plural: 'Stora sektioner' },
    fields: [
      titleField,
      iconField,
      { name: 'text', label: 'Text', type: 'richText' },
      optionalAssetField('image', 'Bild'),
      linkField(),
    ],
  },
  example: {
    title: 'Allt för proffset – på ett ställe',
    icon: { url: '/placeholder/icon/proffs.svg', title: 'Proffs', width: 48, height: 48 },
    text: [
      paragraph('Egna priser, projektuppföljning och leverans direkt till arbetsplatsen.'),
      {
        type: 'list',
        ordered: false,
        children: [
          { type: 'listItem', children: [{ type: 'text', text: 'Fakturaköp med 30 dagars betalning' }] },
          { type: 'listItem', children: [{ type: 'text', text: 'Utkörning med kranbil' }] },
        ],
      },
    ],
    image: { url: '/placeholder/banner/proffs.svg', title: 'Snickare på bygget', width: 1200, height: 675 },
    link: { text: 'Bli kund', url: '/bli-kund' },
  },
  invalid: { title: 'Stor', text: [{ type: 'paragraf' }] },
  contentful: 'title text { json } linkUrl linkText icon { ...AssetFields } image { ...AssetFields }',
})
