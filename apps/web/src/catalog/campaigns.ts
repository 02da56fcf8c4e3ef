import 'server-only'
import { fail, ok, type Result } from '@shop/commerce'
import type { Payload } from 'payload'
import { campaignArticleNumbers, rangeOfBrand, rangesOfBrand, runningCampaigns } from './storage'

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

export interface ActiveCampaignQuery {
  brand: string
  /** Also campaigns for logged-in customers only; the caller has checked the session. */
  includeCustomerOnly?: boolean
  now?: Date
}

/** The brand's campaigns running at `now` (both ends inclusive), those ending first first. */
export async function activeCampaigns(payload: Payload, query: ActiveCampaignQuery): Promise<ActiveCampaign[]> {
  const docs = await runningCampaigns(payload, {
    brand: query.brand,
    at: (query.now ?? new Date()).toISOString(),
    includeCustomerOnly: query.includeCustomerOnly === true,
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

/**
 * A running campaign's articles, in the campaign's order: the overview's entries carry the count
 * only. Not found when the campaign ended between the two reads.
 */
export async function campaignArticles(
  payload: Payload,
  campaign: Pick<ActiveCampaign, 'id'>,
): Promise<Result<string[]>> {
  const articleNumbers = await campaignArticleNumbers(payload, campaign.id)
  return articleNumbers ? ok(articleNumbers) : fail('not_found', 'errors.not_found')
}

const rangeUrl = (slug: string) => `/sortiment/${slug}`

/** GET /selected-product-groups/{id}: the brand's range by slug or numeric id; not found when the brand has none such. */
export async function productGroup(payload: Payload, brand: string, idOrSlug: string): Promise<Result<ProductGroup>> {
  const range = await rangeOfBrand(payload, brand, idOrSlug)
  if (!range) return fail('not_found', 'errors.not_found')
  return ok({
    id: range.id,
    name: range.name,
    slug: range.slug,
    url: rangeUrl(range.slug),
    articleNumbers: range.articleNumbers ?? [],
  })
}

/** A range as its overview and page show it. */
export interface BrandRange extends ProductGroup {
  description: string | null
  imageUrl: string | null
}

/** The brand's ranges in the editors' order (/sortiment and its range pages). */
export async function brandRanges(payload: Payload, brand: string): Promise<BrandRange[]> {
  return (await rangesOfBrand(payload, brand)).map((doc) => ({
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    url: rangeUrl(doc.slug),
    description: doc.description ?? null,
    imageUrl: doc.imageUrl ?? null,
    articleNumbers: doc.articleNumbers ?? [],
  }))
}
