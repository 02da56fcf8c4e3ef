import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { lookupArticles } from '@/cart/service'

export const dynamic = 'force-dynamic'

/**
 * Quick order's live lookup: GET /api/cart/lookup?q= → up to 8 articles by article number or EAN
 * (exact first, then prefix). For logged-in shoppers, like the cart it fills; the catalog shows every
 * customer the same articles, so there is no assortment to narrow by.
 */
export const GET = route({
  summary: 'Snabborderns sökning: upp till 8 artiklar på artikelnummer eller EAN, exakta träffar först.',
  access: 'login',
  query: z.object({
    q: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: 'Skriv ett artikelnummer eller en EAN-kod.' })
          .max(40, { error: 'Artikelnumret är för långt.' })
          .regex(/^[A-Za-z0-9-]+$/, { error: 'Artikelnummer och EAN-koder består av siffror och bokstäver.' }),
      ),
  }),
  handler: ({ payload, input }) => lookupArticles(payload, input.query.q),
})
