import { brandForHost } from '@shop/tenants'
import { unauthorized } from '@/api/http'
import { getSession } from '@/auth/session'
import { activeCampaigns } from '@/catalog/campaigns'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /campaigns/active-campaigns/customer, also the campaigns for logged-in customers. */
export async function GET(request: Request) {
  if (!(await getSession())) return unauthorized()
  const brand = brandForHost(request.headers.get('host'))
  const campaigns = await activeCampaigns(await payload(), { brand: brand.id, includeCustomerOnly: true })
  return Response.json({ campaigns })
}
