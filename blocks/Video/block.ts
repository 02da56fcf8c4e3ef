import type { Block } from 'payload'
import { optionalAssetField, shortBlockTableName, titleField } from '../shared/fields'

export const VideoBlock: Block = {
  slug: 'Video',
  interfaceName: 'VideoSection',
  dbName: shortBlockTableName('video'),
  labels: { singular: 'Video', plural: 'Videor' },
  fields: [
    titleField,
    {
      name: 'videoUrl',
      label: 'Videoadress',
      type: 'text',
      required: true,
      admin: { description: 'YouTube- eller Vimeo-länk, eller adress till en mp4-fil.' },
    },
    optionalAssetField('poster', 'Affischbild (visas innan videon startas)'),
  ],
}
