import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { productGroup } from '@/catalog/campaigns'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /selected-product-groups/{id}, one of the brand's ranges by slug or id. */
export const GET = route({
  summary: 'Ett av varumärkets sortiment (produktgrupper) efter slug eller id.',
  access: 'anonymous',
  params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,120}$/) }),
  handler: ({ payload, brand, input }) => productGroup(payload, brand.id, input.params.id),
})
