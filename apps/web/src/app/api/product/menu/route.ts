import { z } from '@shop/schemas'
import { parseQuery } from '@/api/http'
import { categoryMenu } from '@/catalog/categories'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const querySchema = z.object({ assortment: z.string().trim().max(50).optional() })

/** Spec section 7: GET /menu, the category tree of an assortment (unknown names give the standard one). */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  return Response.json({ menu: await categoryMenu(await payload(), query.data.assortment) })
}
