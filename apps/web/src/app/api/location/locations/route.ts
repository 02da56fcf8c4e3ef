import { ok, swedishPostalCodeSchema } from '@shop/commerce'
import { deliveryMethodSchema, STORE_SERVICE_VALUES, z } from '@shop/schemas'
import { brandById } from '@shop/tenants'
import { route } from '@/api/route'
import { findLocations } from '@/catalog/locations'

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

/** Spec section 7: GET /locations, the brand's stores by name (the request's brand unless `brand` is given). */
export const GET = route({
  summary: 'Varumärkets butiker i namnordning, med de tjänster eller det leveranssätt som efterfrågas.',
  access: 'anonymous',
  query: querySchema,
  handler: async ({ payload, brand, input }) => {
    const { services, deliveryMethod, includeCentral } = input.query
    return ok({
      locations: await findLocations(payload, {
        brand: input.query.brand ?? brand.id,
        services,
        deliveryMethod,
        includeCentral: includeCentral === '1',
      }),
    })
  },
})
