import { z } from '@shop/schemas'
import { notFound, parseParams } from '@/api/http'
import { attributeSequence } from '@/catalog/categories'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ category: z.string().regex(/^[a-z0-9-]{1,120}$/) })

/** Spec section 7: GET /attribute-sequence/{category}/1, the order of a category's filters. */
export async function GET(_request: Request, context: { params: Promise<{ category: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const sequence = await attributeSequence(await payload(), params.data.category)
  return sequence ? Response.json(sequence) : notFound()
}
