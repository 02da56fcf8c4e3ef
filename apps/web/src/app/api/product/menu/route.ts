import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { categoryMenu } from '@/catalog/categories'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /menu, the category tree of an assortment (unknown names give the standard one). */
export const GET = route({
  summary: 'Kategoriträdet för ett sortiment (okända namn ger standardsortimentet).',
  access: 'anonymous',
  query: z.object({ assortment: z.string().trim().max(50).optional() }),
  handler: async ({ payload, input }) => ok({ menu: await categoryMenu(payload, input.query.assortment) }),
})
