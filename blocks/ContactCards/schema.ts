import { optionalAsset, text, z } from '../shared/schema'

export const contactCardsSchema = z.object({
  title: text,
  contacts: z
    .array(
      z.object({
        name: z.string().min(1),
        role: text,
        phone: text,
        email: text,
        image: optionalAsset,
      }),
    )
    .min(1),
})
export type ContactCardsData = z.output<typeof contactCardsSchema>
