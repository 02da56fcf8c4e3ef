import { ok } from '@shop/commerce'
import { route } from '@/api/route'
import { activeCampaigns } from '@/catalog/campaigns'

export const dynamic = 'force-dynamic'

/** Spec section 7: GET /campaigns/active-campaigns/customer, also the campaigns for logged-in customers. */
export const GET = route({
  summary: 'Varumärkets pågående kampanjer, även de som bara gäller inloggade kunder.',
  access: 'login',
  handler: async ({ payload, brand }) =>
    ok({ campaigns: await activeCampaigns(payload, { brand: brand.id, includeCustomerOnly: true }) }),
})
