import type { Block } from 'payload'
import { shortBlockTableName, titleField } from '../shared/fields'

export const AccountApplicationBlock: Block = {
  slug: 'AccountApplication',
  interfaceName: 'AccountApplicationSection',
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
}
