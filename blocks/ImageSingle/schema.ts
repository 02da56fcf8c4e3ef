import { assetSchema, text, z } from '../shared/schema'

export const imageSingleSchema = z.object({
  title: text,
  image: assetSchema,
  linkUrl: text,
})
export type ImageSingleData = z.output<typeof imageSingleSchema>
