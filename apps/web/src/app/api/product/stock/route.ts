import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { stockFor } from '@/catalog/stock'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: POST /stock, per article the requested locations (or every location holding it);
 * a requested location without a row answers quantity -1 and a dash (spec section 9).
 */
export const POST = route({
  summary: 'Lagersaldo per artikel och lagerställe (alla som har artikeln, eller de efterfrågade).',
  access: 'anonymous',
  body: z.strictObject({
    articles: z.array(z.string().trim().min(1).max(20)).min(1).max(200),
    locationIds: z.array(z.string().trim().min(1).max(20)).max(50).optional(),
  }),
  handler: async ({ payload, brand, input }) =>
    ok({
      stock: await stockFor(payload, input.body.articles, {
        locationIds: input.body.locationIds,
        centralId: brand.centralStorageId,
      }),
    }),
})
