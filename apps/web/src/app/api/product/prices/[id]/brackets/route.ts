import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { notFound, parseParams } from '@/api/http'
import { bracketsFor } from '@/catalog/prices'
import { currentShopper } from '@/catalog/shopper'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().trim().min(1).max(20) })

/**
 * Spec section 7: GET /prices/{id}/brackets, the article's quantity steps in the shopper's context.
 * A shopper without the price or discount right gets an empty list: no figures leave the server.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const articleNumber = params.data.id
  const brand = brandForHost(request.headers.get('host'))
  const [instance, shopper] = await Promise.all([payload(), currentShopper(brand)])
  const { totalDocs } = await instance.count({
    collection: 'variants',
    where: { articleNumber: { equals: articleNumber } },
  })
  if (totalDocs === 0) return notFound()
  const brackets = await bracketsFor(instance, articleNumber, shopper)
  return Response.json({ articleNumber, brackets: brackets ?? [] })
}
