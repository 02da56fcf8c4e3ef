import { optionalAssetField, shortBlockTableName, titleField } from '../shared/fields'
import { optionalAsset, text, z } from '../shared/schema'
import { defineSection } from '../shared/section'
import { parseVideoUrl } from './video-url'

export const videoSchema = z.object({
  title: text,
  videoUrl: z
    .string()
    .trim()
    .refine((url) => parseVideoUrl(url) !== null, 'Ange en YouTube- eller Vimeo-länk eller en mp4-fil.'),
  poster: optionalAsset,
})
export type VideoData = z.output<typeof videoSchema>

export const videoSection = defineSection({
  type: 'Video',
  schema: videoSchema,
  block: {
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
  },
  example: {
    title: 'Så monterar du gipsskivor',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    poster: { url: '/placeholder/banner/gips-video.svg', title: 'Montering av gipsskiva', width: 1280, height: 720 },
  },
  invalid: { title: 'Film', videoUrl: 'javascript:alert(1)' },
  contentful: 'title videoUrl poster { ...AssetFields }',
})
