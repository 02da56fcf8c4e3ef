import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { parseBody } from '@/api/http'
import { stockFor } from '@/catalog/stock'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const bodySchema = z.strictObject({
  articles: z.array(z.string().trim().min(1).max(20)).min(1).max(200),
  locationIds: z.array(z.string().trim().min(1).max(20)).max(50).optional(),
})

/**
 * Spec section 7: POST /stock, per article the requested locations (or every location holding it);
 * a requested location without a row answers quantity -1 and a dash (spec section 9).
 */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const brand = brandForHost(request.headers.get('host'))
  const stock = await stockFor(await payload(), body.data.articles, {
    locationIds: body.data.locationIds,
    centralId: brand.centralStorageId,
  })
  return Response.json({ stock })
}
