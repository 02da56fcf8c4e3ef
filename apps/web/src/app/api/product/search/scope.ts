import 'server-only'
import type { Shopper } from '@shop/commerce'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { activeCampaigns, productGroup } from '@/catalog/campaigns'
import type { ListingScope } from '@/catalog/listing'

export type ScopeRequest = { q?: string; categoryPath?: string; campaign?: string; range?: string }

/**
 * The listing scope a search request names, or null when the category, campaign or range is not
 * there for this brand and shopper. A campaign counts only while it runs, and a customers-only one
 * only for a logged-in shopper, exactly as the campaign overview lists them.
 */
export async function resolveScope(
  payload: Payload,
  brand: Brand,
  shopper: Shopper,
  request: ScopeRequest,
): Promise<ListingScope | null> {
  if (request.q !== undefined) return { kind: 'search', q: request.q }
  if (request.categoryPath !== undefined) {
    const { docs } = await payload.find({
      collection: 'categories',
      where: { path: { equals: request.categoryPath } },
      select: { path: true, attributeSequence: true },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    const category = docs[0]
    return category
      ? { kind: 'category', path: category.path, attributeSequence: category.attributeSequence ?? [] }
      : null
  }
  if (request.campaign !== undefined) {
    const running = await activeCampaigns(payload, { brand: brand.id, includeCustomerOnly: shopper.loggedIn })
    const campaign = running.find((c) => c.slug === request.campaign)
    if (!campaign) return null
    const doc = await payload.findByID({
      collection: 'campaigns',
      id: campaign.id,
      select: { articleNumbers: true },
      depth: 0,
      disableErrors: true,
    })
    return doc ? { kind: 'articles', articleNumbers: doc.articleNumbers ?? [] } : null
  }
  if (request.range !== undefined) {
    const group = await productGroup(payload, brand.id, request.range)
    return group ? { kind: 'articles', articleNumbers: group.articleNumbers } : null
  }
  return null
}
