import { ok } from '@shop/commerce'
import { route } from '@/api/route'
import { activeCampaigns } from '@/catalog/campaigns'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /campaigns/active-campaigns, the brand's running public campaigns. */
export const GET = route({
  summary: 'Varumärkets pågående kampanjer för alla.',
  access: 'anonymous',
  handler: async ({ payload, brand }) => ok({ campaigns: await activeCampaigns(payload, { brand: brand.id }) }),
})
