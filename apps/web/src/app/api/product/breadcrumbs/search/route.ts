import { z } from '@shop/schemas'
import { parseBody } from '@/api/http'
import { searchBreadcrumbs } from '@/catalog/categories'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({
  breadcrumbs: z.array(z.string().trim().min(1).max(300)).max(50),
  images: z.boolean().optional(),
  assortment: z.string().trim().max(50).optional(),
})

/** Spec section 7: POST /breadcrumbs/search; unknown category paths are listed in `errors`, not failed. */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const { breadcrumbs, images, assortment } = body.data
  return Response.json(await searchBreadcrumbs(await payload(), { paths: breadcrumbs, images, assortment }))
}
