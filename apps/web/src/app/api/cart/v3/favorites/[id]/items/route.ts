import { listIdSchema, listItemsQuerySchema, z } from '@shop/schemas'
import { route } from '@/api/route'
import { listItems, resolveList } from '@/shopping-lists/service'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /v3/favorites/{id}/items?offset&limit. The list and a page of its lines with the
 * article, the viewer's price (none under EJ_SE_PRISER) and the stock signal at the viewer's store.
 */
export const GET = route({
  summary: 'En sida av listans rader med artikel, pris (som du får se det) och lagerstatus.',
  access: 'login',
  params: z.object({ id: listIdSchema }),
  query: listItemsQuerySchema,
  handler: async ({ payload, session, brand, input }) => {
    const list = await resolveList(payload, session, input.params.id)
    return list.ok ? listItems(payload, session, brand, list.value, input.query) : list
  },
})
