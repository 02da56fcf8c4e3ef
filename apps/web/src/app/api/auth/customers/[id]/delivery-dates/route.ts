import { deliveryDates, earliestDeliveryDate, isPastCutoff } from '@shop/commerce'
import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { authorize } from '@/api/authorize'
import { forbidden, notFound, parseParams } from '@/api/http'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ id: z.string().regex(/^\d{1,20}$/) })

/** How many open days the date picker is offered. */
const OFFERED_DAYS = 30

/**
 * Spec section 7: GET /customers/{customerNumber}/delivery-dates: the open delivery days from the
 * earliest one (weekends, Swedish holidays, the brand's closed days and its cutoff hour counted, spec
 * section 5), for a customer the user holds; a site admin may ask for any. Unknown customers are 404.
 */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const params = parseParams(await context.params, paramsSchema)
  if (!params.ok) return params.response
  const auth = await authorize()
  if (!auth.ok) return auth.response
  const found = await (await payload()).find({
    collection: 'customers',
    where: { customerId: { equals: params.data.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { customerId: true },
  })
  const customer = found.docs[0]
  if (!customer) return notFound()
  const { principal } = auth.session
  const holds = principal.customerPermissions.some((p) => p.customerId === String(customer.id))
  if (!holds && principal.role !== 'SITE_ADMIN') return forbidden()
  const brand = brandForHost(request.headers.get('host'))
  const calendar = { closedDays: brand.closedDays, cutoffHour: brand.cutoffHour }
  const now = new Date()
  return Response.json({
    customerId: params.data.id,
    earliestDate: earliestDeliveryDate(now, calendar),
    cutoffHour: calendar.cutoffHour,
    pastCutoff: isPastCutoff(now, calendar.cutoffHour),
    dates: deliveryDates(now, calendar, OFFERED_DAYS),
  })
}
