import { optionalLink, richText, text, z } from '../shared/schema'

export const infoBlockSchema = z.object({
  title: text,
  text: richText,
  link: optionalLink,
})
export type InfoBlockData = z.output<typeof infoBlockSchema>
