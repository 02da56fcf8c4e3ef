import { shopperFor } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { articleBrackets } from '@/catalog/prices'

export const dynamic = 'force-dynamic'

/**
 * Spec section 7: GET /prices/{id}/brackets, the article's quantity steps in the shopper's context.
 * A shopper without the price or discount right gets an empty list: no figures leave the server.
 */
export const GET = route({
  summary: 'Artikelns trappriser i kundens kontext (tom lista utan rätt att se priser eller rabatter).',
  access: 'anonymous',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  handler: ({ payload, session, brand, input }) =>
    articleBrackets(payload, input.params.id, shopperFor(brand, session)),
})
