import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { entitiesByAttribute } from '@/catalog/entities'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /getEntitiesByAttribute, variants having an attribute with exactly that value. */
export const POST = route({
  summary: 'Varianter som har en egenskap med exakt det namnet och värdet.',
  access: 'anonymous',
  body: z.object({
    attributeName: z.string().trim().min(1).max(100),
    attributeValue: z.string().trim().min(1).max(200),
    // Variants are the only entities with attributes.
    entityType: z.literal('Variant').default('Variant'),
    limit: z.number().int().min(1).max(100).default(20),
  }),
  handler: async ({ payload, input }) => {
    const { attributeName, attributeValue, limit } = input.body
    return ok({ entities: await entitiesByAttribute(payload, { attributeName, attributeValue, limit }) })
  },
})
