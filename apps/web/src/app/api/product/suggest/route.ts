import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { parseQuery } from '@/api/http'
import { currentShopper } from '@/catalog/shopper'
import { suggestions } from '@/catalog/suggest'
import { contentSourceFor } from '@/content/source'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const querySchema = z.object({ q: z.string().trim().min(1).max(100) })

/** Find-as-you-type for the header search: up to 6 products, 5 categories and 3 content pages. */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  const brand = brandForHost(request.headers.get('host'))
  const [instance, shopper, content] = await Promise.all([payload(), currentShopper(brand), contentSourceFor(brand)])
  const body = await suggestions(instance, brand, query.data.q, shopper, { content })
  // Prices depend on the session: shared caches must not keep one shopper's answer for another.
  return Response.json(body, { headers: { 'cache-control': 'private, no-store' } })
}
