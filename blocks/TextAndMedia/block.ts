import { assetField, linkField, shortBlockTableName, shortEnumName, titleField } from '../shared/fields'
import { assetSchema, optionalLink, richText, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const textAndMediaSchema = z.object({
  title: text,
  text: richText,
  media: assetSchema,
  mediaPosition: z.enum(['left', 'right']).catch('left'),
  link: optionalLink,
})
export type TextAndMediaData = z.output<typeof textAndMediaSchema>

export const textAndMediaSection = defineSection({
  type: 'TextAndMedia',
  schema: textAndMediaSchema,
  block: {
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
  },
  example: {
    title: 'Leverans direkt till bygget',
    text: [
      paragraph('Vi kör ut med kranbil och lägger godset där du vill ha det.'),
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Läs mer om ' },
          {
            type: 'link',
            url: '/leveransvillkor',
            external: false,
            children: [{ type: 'text', text: 'våra leveranser' }],
          },
          { type: 'text', text: '.' },
        ],
      },
    ],
    media: { url: '/placeholder/banner/kranbil.svg', title: 'Kranbil lossar virke', width: 800, height: 600 },
    mediaPosition: 'right',
    link: { text: 'Boka leverans', url: '/leveransvillkor' },
  },
  invalid: { title: 'Text', media: { url: '' } },
  contentful: 'title text { json } linkUrl linkText mediaPosition media { ...AssetFields }',
})
