import { assetSchema, optionalLink, richText, text, z } from '../shared/schema'

export const textAndMediaSchema = z.object({
  title: text,
  text: richText,
  media: assetSchema,
  mediaPosition: z.enum(['left', 'right']).catch('left'),
  link: optionalLink,
})
export type TextAndMediaData = z.output<typeof textAndMediaSchema>
