import { richText, text, z } from '../shared/schema'

export const accountApplicationSchema = z.object({
  title: text,
  text: richText,
  /** Id of the dynamic form to show. */
  formId: z.string().trim().min(1),
})
export type AccountApplicationData = z.output<typeof accountApplicationSchema>
