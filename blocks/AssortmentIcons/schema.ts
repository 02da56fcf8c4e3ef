import { optionalAsset, text, z } from '../shared/schema'

export const assortmentIconsSchema = z.object({
  title: text,
  icon: optionalAsset,
  backgroundColor: text,
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        linkUrl: text,
        icon: optionalAsset,
      }),
    )
    .min(1),
})
export type AssortmentIconsData = z.output<typeof assortmentIconsSchema>
