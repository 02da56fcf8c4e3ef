import { z } from '@shop/schemas'
import { brandForHost } from '@shop/tenants'
import { parseBody } from '@/api/http'
import { searchLocations } from '@/catalog/locations'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ query: z.string().trim().min(1).max(100) })

/** Spec section 7: POST /locations/addresses/search, the Host brand's stores matching a name, town, street or postcode. */
export async function POST(request: Request) {
  const body = await parseBody(request, bodySchema)
  if (!body.ok) return body.response
  const locations = await searchLocations(
    await payload(),
    brandForHost(request.headers.get('host')).id,
    body.data.query,
  )
  return Response.json({ locations })
}
