import { z } from '@shop/schemas'
import { notFound, parseParams } from '@/api/http'
import { productBreadcrumbs } from '@/catalog/categories'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().trim().min(1).max(100) })

/** Spec section 7: GET /breadcrumbs/{productId}, the product's category trail from the top. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const breadcrumbs = await productBreadcrumbs(await payload(), params.data.id)
  return breadcrumbs ? Response.json({ breadcrumbs }) : notFound()
}
