import type { Block } from 'payload'
import { optionalAssetField, shortBlockTableName, shortTableName, titleField } from '../shared/fields'

/** Spec "service cards" on the front page: contact persons or service desks with phone and e-mail. */
export const ContactCardsBlock: Block = {
  slug: 'ContactCards',
  interfaceName: 'ContactCardsSection',
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
}
