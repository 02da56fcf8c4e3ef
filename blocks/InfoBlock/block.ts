import { linkField, shortBlockTableName, titleField } from '../shared/fields'
import { optionalLink, richText, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const infoBlockSchema = z.object({
  title: text,
  text: richText,
  link: optionalLink,
})
export type InfoBlockData = z.output<typeof infoBlockSchema>

export const infoBlockSection = defineSection({
  type: 'InfoBlock',
  schema: infoBlockSchema,
  block: {
    dbName: shortBlockTableName('info'),
    labels: { singular: 'Informationsblock', plural: 'Informationsblock' },
    fields: [titleField, { name: 'text', label: 'Text', type: 'richText' }, linkField()],
  },
  example: {
    title: 'Leveranser i mellandagarna',
    text: [paragraph('Mellan jul och nyår kör vi ut tisdag till torsdag. Beställ senast kl. 12 dagen innan.')],
    link: { text: 'Se leveransvillkor', url: '/leveransvillkor' },
  },
  invalid: { title: 'Info', text: 'vanlig sträng i stället för rich text' },
  contentful: 'title text { json } linkUrl linkText icon { ...AssetFields }',
})
