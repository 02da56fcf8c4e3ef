import { ok } from '@shop/commerce'
import { type BrandConfigResponse, brandConfigResponseSchema } from '@shop/schemas'
import { brands } from '@shop/tenants'
import { route } from '@/api/route'

/** The same for everyone: it changes only with a deploy. */
export const dynamic = 'force-static'

/** Spec section 7: GET /api/brand-config, a map keyed by brand. */
export const GET = route({
  summary: 'Varumärkenas inställningar: standardbutik, centrallager och företagsnamn per varumärke.',
  access: 'static',
  response: brandConfigResponseSchema,
  cache: 'public, max-age=300',
  handler: () =>
    ok<BrandConfigResponse>(
      Object.fromEntries(
        brands.map((b) => [
          b.id,
          { defaultStoreId: b.defaultStoreId, centralStorageId: b.centralStorageId, companyName: b.companyName },
        ]),
      ),
    ),
})
