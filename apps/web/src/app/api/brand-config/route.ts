import type { BrandConfigResponse } from '@shop/schemas'
import { brands } from '@shop/tenants'

/** Spec section 7: GET /api/brand-config, a map keyed by brand. Static: it changes only with a deploy. */
export const dynamic = 'force-static'

export function GET() {
  const body: BrandConfigResponse = Object.fromEntries(
    brands.map((b) => [
      b.id,
      { defaultStoreId: b.defaultStoreId, centralStorageId: b.centralStorageId, companyName: b.companyName },
    ]),
  )
  return Response.json(body)
}
