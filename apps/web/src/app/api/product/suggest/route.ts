import { ok, shopperFor } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { suggestions } from '@/catalog/suggest'
import { contentSourceFor } from '@/content/source'

export const dynamic = 'force-dynamic'

/** Find-as-you-type for the header search: up to 6 products, 5 categories and 3 content pages. */
export const GET = route({
  summary: 'Sökförslag medan man skriver: upp till 6 produkter, 5 kategorier och 3 sidor.',
  access: 'anonymous',
  query: z.object({ q: z.string().trim().min(1).max(100) }),
  // Prices follow the session, so the answer stays private (the helper's default cache-control).
  handler: async ({ payload, session, brand, input }) =>
    ok(
      await suggestions(payload, brand, input.query.q, shopperFor(brand, session), {
        content: await contentSourceFor(brand),
      }),
    ),
})
