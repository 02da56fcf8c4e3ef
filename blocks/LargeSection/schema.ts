import { optionalAsset, optionalLink, richText, text, z } from '../shared/schema'

export const largeSectionSchema = z.object({
  title: text,
  icon: optionalAsset,
  text: richText,
  image: optionalAsset,
  link: optionalLink,
})
export type LargeSectionData = z.output<typeof largeSectionSchema>
