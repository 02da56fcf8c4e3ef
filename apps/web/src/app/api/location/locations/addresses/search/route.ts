import { ok } from '@shop/commerce'
import { z } from '@shop/schemas'
import { route } from '@/api/route'
import { searchLocations } from '@/catalog/locations'

export const dynamic = 'force-dynamic'

/** Spec section 7: POST /locations/addresses/search, the brand's stores matching a name, town, street or postcode. */
export const POST = route({
  summary: 'Varumärkets butiker vars namn, ort, gata eller postnummer matchar söktexten.',
  access: 'anonymous',
  body: z.object({ query: z.string().trim().min(1).max(100) }),
  handler: async ({ payload, brand, input }) =>
    ok({ locations: await searchLocations(payload, brand.id, input.body.query) }),
})
