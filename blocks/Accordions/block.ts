import { shortBlockTableName, shortTableName, titleField } from '../shared/fields'
import { richTextSchema, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const accordionsSchema = z.object({
  title: text,
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        answer: richTextSchema.default([]),
      }),
    )
    .min(1),
})
export type AccordionsData = z.output<typeof accordionsSchema>

export const accordionsSection = defineSection({
  type: 'Accordions',
  schema: accordionsSchema,
  block: {
    dbName: shortBlockTableName('accord'),
    labels: { singular: 'Dragspel (frågor och svar)', plural: 'Dragspel (frågor och svar)' },
    fields: [
      titleField,
      {
        name: 'items',
        label: 'Frågor',
        labels: { singular: 'Fråga', plural: 'Frågor' },
        type: 'array',
        dbName: shortTableName('it'),
        minRows: 1,
        fields: [
          { name: 'title', label: 'Fråga', type: 'text', required: true },
          { name: 'answer', label: 'Svar', type: 'richText', required: true },
        ],
      },
    ],
  },
  example: {
    title: 'Vanliga frågor',
    items: [
      { title: 'Hur blir jag kund?', answer: [paragraph('Fyll i ansökan om företagskonto så kontaktar vi dig.')] },
      { title: 'Kan jag hämta i butik?', answer: [paragraph('Ja, välj Leverans till butik i kassan.')] },
      { title: 'Vilka betalsätt finns?', answer: [paragraph('Faktura för företagskunder, kort för övriga.')] },
    ],
  },
  invalid: { title: 'FAQ', items: [{ answer: [] }] },
  contentful: 'title itemsCollection(limit: 30) { items { sys { id } title text { json } } }',
})
