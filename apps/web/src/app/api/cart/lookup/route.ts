import { z } from '@shop/schemas'
import { authorize } from '@/api/authorize'
import { parseQuery } from '@/api/http'
import { lookupArticles } from '@/cart/file/article-lookup'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
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
})

/**
 * Quick order's live lookup: GET /api/cart/lookup?q= → up to 8 articles by article number or EAN
 * (exact first, then prefix). For logged-in shoppers, like the cart it fills; the catalog shows every
 * customer the same articles, so there is no assortment to narrow by.
 */
export async function GET(request: Request) {
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  const articles = await lookupArticles(await payload(), query.data.q)
  return Response.json(articles, { headers: { 'cache-control': 'private, no-store' } })
}
