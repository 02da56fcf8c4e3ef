import 'server-only'
import type { Payload, Where } from 'payload'

/** Spec section 7, one entry of GET /campaigns/active-campaigns. */
export interface ActiveCampaign {
  id: number
  name: string
  slug: string
  url: string
  description: string
  imageUrl: string | null
  validFrom: string
  validTo: string
  articleCount: number
}

/** Spec section 7, GET /selected-product-groups/{id}: a brand range and its articles. */
export interface ProductGroup {
  id: number
  name: string
  slug: string
  url: string
  articleNumbers: string[]
}

// A brand runs a handful of campaigns at once; this only guards against a runaway table.
const MAX_CAMPAIGNS = 200

export interface ActiveCampaignQuery {
  brand: string
  /** Also campaigns for logged-in customers only; the caller has checked the session. */
  includeCustomerOnly?: boolean
  now?: Date
}

/** The brand's campaigns running at `now` (both ends inclusive), those ending first first. */
export async function activeCampaigns(payload: Payload, query: ActiveCampaignQuery): Promise<ActiveCampaign[]> {
  const now = (query.now ?? new Date()).toISOString()
  const where: Where = {
    and: [
      { brand: { equals: query.brand } },
      { validFrom: { less_than_equal: now } },
      { validTo: { greater_than_equal: now } },
      ...(query.includeCustomerOnly ? [] : [{ customerOnly: { not_equals: true } }]),
    ],
  }
  const { docs } = await payload.find({
    collection: 'campaigns',
    where,
    sort: ['validTo', 'name'],
    select: {
      name: true,
      slug: true,
      description: true,
      imageUrl: true,
      validFrom: true,
      validTo: true,
      articleNumbers: true,
    },
    depth: 0,
    limit: MAX_CAMPAIGNS,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    url: `/kampanjer/${doc.slug}`,
    description: doc.description ?? '',
    imageUrl: doc.imageUrl ?? null,
    validFrom: doc.validFrom,
    validTo: doc.validTo,
    articleCount: doc.articleNumbers?.length ?? 0,
  }))
}

/** The brand's range by slug or numeric id; null when the brand has no such range. */
export async function productGroup(payload: Payload, brand: string, idOrSlug: string): Promise<ProductGroup | null> {
  const byKey: Where[] = [{ slug: { equals: idOrSlug } }]
  if (/^\d{1,15}$/.test(idOrSlug)) byKey.push({ id: { equals: Number(idOrSlug) } })
  const { docs } = await payload.find({
    collection: 'ranges',
    where: { and: [{ brand: { equals: brand } }, { or: byKey }] },
    select: { name: true, slug: true, articleNumbers: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const range = docs[0]
  if (!range) return null
  return {
    id: range.id,
    name: range.name,
    slug: range.slug,
    url: `/sortiment/${range.slug}`,
    articleNumbers: range.articleNumbers ?? [],
  }
}
