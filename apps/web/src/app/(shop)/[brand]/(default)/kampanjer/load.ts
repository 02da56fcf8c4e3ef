import 'server-only'
import { brandById } from '@shop/tenants'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { activeCampaigns } from '@/catalog/campaigns'
import { currentShopper } from '@/catalog/shopper'
import { payload } from '@/db/payload'

/**
 * The brand's running campaigns this shopper may see: those for logged-in customers only when logged
 * in. A campaign that has ended, or is not for this shopper, has no page.
 */
export const loadCampaigns = cache(async (brandId: string) => {
  const brand = brandById(brandId)
  if (!brand) notFound()
  const shopper = await currentShopper(brand)
  const campaigns = await activeCampaigns(await payload(), { brand: brand.id, includeCustomerOnly: shopper.loggedIn })
  return { brand, campaigns }
})

/** A campaign's article numbers, in the campaign's order. */
export async function campaignArticles(id: number): Promise<string[]> {
  const { docs } = await (await payload()).find({
    collection: 'campaigns',
    where: { id: { equals: id } },
    select: { articleNumbers: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0]?.articleNumbers ?? []
}
