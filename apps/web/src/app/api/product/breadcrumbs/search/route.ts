import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { searchBreadcrumbs } from '@/catalog/categories'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /breadcrumbs/search; unknown category paths are listed in `errors`, not failed. */
export const POST = route({
  summary: 'Kategorier efter sökväg; okända sökvägar listas under errors.',
  access: 'anonymous',
  body: z.object({
    breadcrumbs: z.array(z.string().trim().min(1).max(300)).max(50),
    images: z.boolean().optional(),
    assortment: z.string().trim().max(50).optional(),
  }),
  handler: async ({ payload, input }) => {
    const { breadcrumbs, images, assortment } = input.body
    return ok(await searchBreadcrumbs(payload, { paths: breadcrumbs, images, assortment }))
  },
})
