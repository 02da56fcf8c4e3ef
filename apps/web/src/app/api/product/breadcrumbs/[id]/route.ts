import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { productBreadcrumbs } from '@/catalog/categories'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /breadcrumbs/{productId}, the product's category trail from the top. */
export const GET = route({
  summary: 'Produktens kategorier från toppen (brödsmulor).',
  access: 'anonymous',
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  handler: async ({ payload, input }) => {
    const breadcrumbs = await productBreadcrumbs(payload, input.params.id)
    return breadcrumbs.ok ? ok({ breadcrumbs: breadcrumbs.value }) : breadcrumbs
  },
})
