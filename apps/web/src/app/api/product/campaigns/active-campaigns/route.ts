import { brandForHost } from '@shop/tenants'
import { activeCampaigns } from '@/catalog/campaigns'
import { payload } from '@/db/payload'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /campaigns/active-campaigns, the Host brand's running public campaigns. */
export async function GET(request: Request) {
  const brand = brandForHost(request.headers.get('host'))
  return Response.json({ campaigns: await activeCampaigns(await payload(), { brand: brand.id }) })
}
