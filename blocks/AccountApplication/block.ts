import { shortBlockTableName, titleField } from '../shared/fields'
import { richText, text, z } from '../shared/schema'
import { defineSection, paragraph } from '../shared/section'

export const accountApplicationSchema = z.object({
  title: text,
  text: richText,
  /** Id of the dynamic form to show. */
  formId: z.string().trim().min(1),
})
export type AccountApplicationData = z.output<typeof accountApplicationSchema>

export const accountApplicationSection = defineSection({
  type: 'AccountApplication',
  schema: accountApplicationSchema,
  block: {
    dbName: shortBlockTableName('acc_app'),
    labels: { singular: 'Kontoansökan', plural: 'Kontoansökningar' },
    fields: [
      titleField,
      { name: 'text', label: 'Text', type: 'richText' },
      {
        name: 'formId',
        label: 'Formulär-id',
        type: 'text',
        required: true,
        admin: { description: 'Id för det dynamiska formulär som visas (t.ex. kontoansokan).' },
      },
    ],
  },
  example: {
    title: 'Ansök om företagskonto',
    text: [
      paragraph('Som företagskund får du dina egna priser, fakturaköp och överblick över alla projekt.'),
      paragraph('Fyll i formuläret så återkommer vi inom två arbetsdagar.'),
    ],
    formId: 'kontoansokan',
  },
  invalid: { title: 'Ansök', formId: '' },
  contentful: 'title text { json } form { sys { id } }',
})
