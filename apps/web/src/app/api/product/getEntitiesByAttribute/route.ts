import { z } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { entitiesByAttribute } from '@/catalog/entities'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({
  attributeName: z.string().trim().min(1).max(100),
  attributeValue: z.string().trim().min(1).max(200),
  // Variants are the only entities with attributes.
  entityType: z.literal('Variant').default('Variant'),
  limit: z.number().int().min(1).max(100).default(20),
})

/** Spec section 7: POST /getEntitiesByAttribute, variants having an attribute with exactly that value. */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const { attributeName, attributeValue, limit } = body.data
  return Response.json({
    entities: await entitiesByAttribute(await payload(), { attributeName, attributeValue, limit }),
  })
}
