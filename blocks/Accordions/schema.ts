import { richTextSchema, text, z } from '../shared/schema'

export const accordionsSchema = z.object({
  title: text,
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        answer: richTextSchema.default([]),
      }),
    )
    .min(1),
})
export type AccordionsData = z.output<typeof accordionsSchema>
