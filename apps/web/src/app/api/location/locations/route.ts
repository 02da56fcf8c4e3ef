import { swedishPostalCodeSchema } from '@shop/commerce'
import { deliveryMethodSchema, z } from '@shop/schemas'
import { brandById, brandForHost } from '@shop/tenants'
import { parseQuery } from '@/api/http'
import { findLocations, STORE_SERVICE_VALUES } from '@/catalog/locations'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

// `services` may be repeated (?services=a&services=b) or comma-separated (?services=a,b).
const services = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).filter(Boolean))
  .pipe(z.array(z.enum(STORE_SERVICE_VALUES)))

const querySchema = z.object({
  services: services.optional(),
  // Accepted for the spec’s callers but not used: distances would need postcode coordinates the shop does not hold.
  zipCode: swedishPostalCodeSchema('Ange postnumret med fem siffror, till exempel 901 32.').optional(),
  deliveryMethod: deliveryMethodSchema.optional(),
  brand: z
    .string()
    .refine((id) => Boolean(brandById(id)), 'Okänt varumärke.')
    .optional(),
  includeCentral: z.enum(['0', '1']).optional(),
})

/** Spec section 7: GET /locations, the brand's stores by name (the Host's brand unless `brand` is given). */
export async function GET(request: Request) {
  const query = parseQuery(request, querySchema)
  if (!query.ok) return query.response
  const { services, deliveryMethod, brand, includeCentral } = query.data
  const locations = await findLocations(await payload(), {
    brand: brand ?? brandForHost(request.headers.get('host')).id,
    services,
    deliveryMethod,
    includeCentral: includeCentral === '1',
  })
  return Response.json({ locations })
}
