import { optionalAsset, text, z } from '../shared/schema'
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
