import 'server-only'
import { cache } from 'react'
import { activeCampaigns } from '@/catalog/campaigns'
import { currentShopper } from '@/catalog/shopper'
import { payload } from '@/payload/payload'
import { requestBrand } from '@/request/brand'

/**
 * The brand's running campaigns this shopper may see: those for logged-in customers only when logged
 * in. A campaign that has ended, or is not for this shopper, has no page.
 */
export const loadCampaigns = cache(async (brandId: string) => {
  const brand = await requestBrand(brandId)
  const shopper = await currentShopper(brand)
  const campaigns = await activeCampaigns(await payload(), { brand: brand.id, includeCustomerOnly: shopper.loggedIn })
  return { brand, campaigns }
})
