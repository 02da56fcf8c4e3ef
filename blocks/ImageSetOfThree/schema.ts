import { assetSchema, text, z } from '../shared/schema'

export const imageSetOfThreeSchema = z.object({
  title: text,
  /** Three images; one or two still render (an editor mid-change must not blank the page). */
  images: z
    .array(assetSchema.extend({ linkUrl: text }))
    .min(1)
    .max(3),
})
export type ImageSetOfThreeData = z.output<typeof imageSetOfThreeSchema>
