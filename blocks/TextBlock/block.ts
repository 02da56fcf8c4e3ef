import { shortBlockTableName, titleField } from '../shared/fields'
import { richTextSchema, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const textBlockSchema = z.object({
  title: text,
  text: richTextSchema,
})
export type TextBlockData = z.output<typeof textBlockSchema>

export const textBlockSection = defineSection({
  type: 'TextBlock',
  schema: textBlockSchema,
  block: {
    dbName: shortBlockTableName('txt'),
    labels: { singular: 'Textblock', plural: 'Textblock' },
    fields: [titleField, { name: 'text', label: 'Text', type: 'richText', required: true }],
  },
  example: {
    title: 'Om oss',
    text: [
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Byggvaruhandel sedan 1952' }] },
      paragraph('Vi har 40 butiker i hela Sverige och levererar till både proffs och privatpersoner.'),
      {
        type: 'button',
        button: {
          text: 'Kontakta oss',
          url: '/kundservice',
          variant: 'primary',
          size: 'medium',
          shape: 'rounded',
          inline: true,
        },
      },
    ],
  },
  invalid: { title: 'Text' },
  contentful: 'title text { json }',
})
