import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { notFound, parseParams } from '@/api/http'
import { productGroup } from '@/catalog/campaigns'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,120}$/) })

/** Spec section 7: GET /selected-product-groups/{id}, one of the Host brand's ranges by slug or id. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const brand = brandForHost(request.headers.get('host'))
  const group = await productGroup(await payload(), brand.id, params.data.id)
  return group ? Response.json(group) : notFound()
}
