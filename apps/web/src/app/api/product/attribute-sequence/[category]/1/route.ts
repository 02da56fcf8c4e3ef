import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { attributeSequence } from '@/catalog/categories'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /attribute-sequence/{category}/1, the order of a category's filters. */
export const GET = route({
  summary: 'Ordningen på en kategoris filter.',
  access: 'anonymous',
  params: z.object({ category: z.string().regex(/^[a-z0-9-]{1,120}$/) }),
  handler: ({ payload, input }) => attributeSequence(payload, input.params.category),
})
