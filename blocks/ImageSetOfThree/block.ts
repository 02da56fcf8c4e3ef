import type { Block } from 'payload'
import { shortBlockTableName, shortTableName, titleField } from '../shared/fields'

export const ImageSetOfThreeBlock: Block = {
  slug: 'ImageSetOfThree',
  interfaceName: 'ImageSetOfThreeSection',
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
      fields: [
        { name: 'url', label: 'Bild-URL', type: 'text', required: true },
        { name: 'title', label: 'Alt-text (bildtitel)', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'width', label: 'Bredd (px)', type: 'number', min: 1 },
            { name: 'height', label: 'Höjd (px)', type: 'number', min: 1 },
          ],
        },
        { name: 'linkUrl', label: 'Länkadress', type: 'text' },
      ],
    },
  ],
}
