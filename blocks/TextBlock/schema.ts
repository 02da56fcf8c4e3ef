import { richTextSchema, text, z } from '../shared/schema'

export const textBlockSchema = z.object({
  title: text,
  text: richTextSchema,
})
export type TextBlockData = z.output<typeof textBlockSchema>
