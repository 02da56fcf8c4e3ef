import { optionalAssetField, shortBlockTableName, shortTableName, titleField } from '../shared/fields'
import { optionalAsset, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'

export const contactCardsSchema = z.object({
  title: text,
  contacts: z
    .array(
      z.object({
        name: z.string().min(1),
        role: text,
        phone: text,
        email: text,
        image: optionalAsset,
      }),
    )
    .min(1),
})
export type ContactCardsData = z.output<typeof contactCardsSchema>

/** Spec "service cards" on the front page: contact persons or service desks with phone and e-mail. */
export const contactCardsSection = defineSection({
  type: 'ContactCards',
  schema: contactCardsSchema,
  block: {
    dbName: shortBlockTableName('contact'),
    labels: { singular: 'Kontaktkort', plural: 'Kontaktkort' },
    fields: [
      titleField,
      {
        name: 'contacts',
        label: 'Kontakter',
        labels: { singular: 'Kontakt', plural: 'Kontakter' },
        type: 'array',
        dbName: shortTableName('ct'),
        minRows: 1,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', label: 'Namn', type: 'text', required: true },
              { name: 'role', label: 'Roll', type: 'text' },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'phone', label: 'Telefon', type: 'text' },
              { name: 'email', label: 'E-post', type: 'email' },
            ],
          },
          optionalAssetField('image', 'Bild'),
        ],
      },
    ],
  },
  example: {
    title: 'Vi hjälper dig',
    contacts: [
      { name: 'Kundservice', role: 'Order och leveranser', phone: '010-123 45 00', email: 'kundservice@example.se' },
      {
        name: 'Anna Lindqvist',
        role: 'Säljare, proffs',
        phone: '010-123 45 10',
        email: 'anna.lindqvist@example.se',
        image: { url: '/placeholder/person/anna.svg', title: 'Anna Lindqvist', width: 160, height: 160 },
      },
      { name: 'Offertavdelningen', role: 'Offerter och projekt', phone: '010-123 45 20', email: 'offert@example.se' },
    ],
  },
  invalid: { title: 'Kontakt', contacts: [{ role: 'utan namn' }] },
  contentful:
    'title contactsCollection(limit: 20) { items { sys { id } name role phone email image { ...AssetFields } } }',
})
