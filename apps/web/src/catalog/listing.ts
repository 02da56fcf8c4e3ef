import 'server-only'
import { fail, ok, type Result, type Shopper } from '@shop/commerce'
import {
  commonAttributeNames,
  type ListingQuery,
  type ListingResult,
  type ListingRow,
  runListing,
} from '@shop/commerce/catalog/listing'
import { compoundsEndingWith, correctTypo, knownTail, looksLikeCode, queryStems } from '@shop/commerce/catalog/text'
import type { Payload } from 'payload'
import { activeCampaigns, campaignArticles, productGroup } from './campaigns'
import { type MatchMode, type MatchTerm, matchVariants } from './search-index'
import { type CatalogSnapshot, catalogSnapshot, customerPriceMap } from './snapshot'
import { categoryByPath, variantIdsByCode } from './storage'
import { type CatalogTile, tilesFor } from './tiles'

/** What a listing lists: a category with everything under it, a set of articles, or a search. */
export type ListingScope =
  | { kind: 'category'; path: string; attributeSequence: readonly string[] }
  | { kind: 'articles'; articleNumbers: readonly string[] }
  | { kind: 'search'; q: string }

export interface SearchMatch {
  /** Relevance per variant id. */
  rank: Map<number, number>
  /** Exact article number or EAN hits, shown first. */
  pinned: Set<number>
  /** How the text matched; 'typo' means `corrected` was searched instead. */
  matchedBy: MatchMode | 'compound' | 'typo' | 'code' | 'none'
  corrected?: string
}

export interface CatalogListing extends Omit<ListingResult, 'rows'> {
  tiles: CatalogTile[]
  query: ListingQuery
  search?: Omit<SearchMatch, 'rank' | 'pinned'>
}

/**
 * Text search with Swedish-aware fallbacks, stopping at the first that finds something: whole stems
 * ('skruvar' finds 'skruv' and 'träskruv'), stem prefixes, compounds that end with the word, without
 * å/ä/ö, the closest spelling of each longer word, and last a compound's known tail. An exact
 * article number or EAN is found whatever else happens.
 */
export async function searchCatalog(
  payload: Payload,
  snapshot: CatalogSnapshot,
  q: string,
  options: { asYouType?: boolean; limit?: number } = {},
): Promise<SearchMatch> {
  const trimmed = q.trim()
  const pinned = new Set(looksLikeCode(trimmed) ? await variantIdsByCode(payload, trimmed) : [])
  const stems = queryStems(trimmed)
  const limit = options.limit
  const attempt = (terms: MatchTerm[], mode: MatchMode) =>
    matchVariants(payload, terms, mode, { lastIsPrefix: options.asYouType, limit })
  const found = (rank: Map<number, number>, matchedBy: SearchMatch['matchedBy']): SearchMatch => ({
    rank,
    pinned,
    matchedBy: pinned.size ? 'code' : matchedBy,
  })
  if (stems.length === 0) return found(new Map(), 'none')
  for (const mode of ['exact', 'prefix'] as const) {
    const rank = await attempt(stems, mode)
    if (rank.size > 0) return found(rank, mode)
  }
  const changed = (terms: ReadonlyArray<string | readonly string[]>) =>
    terms.some((term, i) => (typeof term === 'string' ? term !== stems[i] : term.length > 1 || term[0] !== stems[i]))
  // A word the catalog only holds inside compounds: 'silikon' in 'sanitetssilikon'.
  const containing = stems.map((term) => compoundsEndingWith(term, snapshot.vocabulary))
  if (changed(containing)) {
    const rank = await attempt(containing, 'exact')
    if (rank.size > 0) return found(rank, 'compound')
  }
  const folded = await attempt(stems, 'folded')
  if (folded.size > 0) return found(folded, 'folded')
  const corrected = stems.map((term) => correctTypo(term, snapshot.vocabulary) ?? term)
  if (changed(corrected)) {
    const rank = await attempt(corrected, 'exact')
    if (rank.size > 0) return { ...found(rank, 'typo'), corrected: corrected.join(' ') }
  }
  // Last, a compound the catalog lacks by its known last part: 'målarfärg' finds 'färg'.
  const tails = stems.map((term) => knownTail(term, snapshot.vocabulary))
  if (changed(tails)) {
    const rank = await attempt(tails, 'exact')
    if (rank.size > 0) return found(rank, 'compound')
  }
  return found(new Map(), 'none')
}

/** What a search request names: exactly one of a text, a category path, a campaign and a range. */
export type ScopeRequest = { q?: string; categoryPath?: string; campaign?: string; range?: string }

/**
 * The listing scope a search request names; not found when the category, campaign or range is not
 * there for this brand and shopper. A campaign counts only while it runs, and a customers-only one
 * only for a logged-in shopper, exactly as the campaign overview lists them.
 */
export async function searchScope(
  payload: Payload,
  brand: string,
  shopper: Pick<Shopper, 'loggedIn'>,
  request: ScopeRequest,
): Promise<Result<ListingScope>> {
  const notFound = fail('not_found', 'errors.not_found')
  if (request.q !== undefined) return ok({ kind: 'search', q: request.q })
  if (request.categoryPath !== undefined) {
    const category = await categoryByPath(payload, request.categoryPath)
    return category
      ? ok({ kind: 'category', path: category.path, attributeSequence: category.attributeSequence ?? [] })
      : notFound
  }
  if (request.campaign !== undefined) {
    const running = await activeCampaigns(payload, { brand, includeCustomerOnly: shopper.loggedIn })
    const campaign = running.find((c) => c.slug === request.campaign)
    if (!campaign) return notFound
    const articles = await campaignArticles(payload, campaign)
    return articles.ok ? ok({ kind: 'articles', articleNumbers: articles.value }) : articles
  }
  if (request.range !== undefined) {
    const group = await productGroup(payload, brand, request.range)
    return group.ok ? ok({ kind: 'articles', articleNumbers: group.value.articleNumbers }) : group
  }
  return notFound
}

/** Discontinued articles leave listings once no location has any left (spec section 5). */
const listable = (row: ListingRow) => !row.discontinued || row.inStockAt.length > 0

/**
 * One listing page for the shopper: the scope's rows from the snapshot, filtered, faceted, sorted
 * and paged in memory, then tiles (prices in the shopper's context, stock) for the visible page.
 */
export async function listCatalog(
  payload: Payload,
  scope: ListingScope,
  query: ListingQuery,
  shopper: Shopper,
  centralId: string,
): Promise<CatalogListing> {
  const snapshot = await catalogSnapshot(payload)
  let rows: ListingRow[]
  let match: SearchMatch | undefined
  if (scope.kind === 'category') {
    rows = (snapshot.byCategory.get(scope.path) ?? []).filter(listable)
  } else if (scope.kind === 'articles') {
    rows = scope.articleNumbers.flatMap((n) => {
      const row = snapshot.byArticle.get(n)
      return row && listable(row) ? [row] : []
    })
  } else {
    match = await searchCatalog(payload, snapshot, scope.q)
    const { pinned, rank } = match
    // Pinned hits first, then the rest in rank order; no intermediate set of thousands of ids.
    rows = []
    for (const id of pinned) {
      const row = snapshot.byId.get(id)
      if (row) rows.push(row)
    }
    for (const id of rank.keys()) {
      if (pinned.has(id)) continue
      const row = snapshot.byId.get(id)
      if (row && listable(row)) rows.push(row)
    }
  }
  const facetNames =
    scope.kind === 'category'
      ? scope.attributeSequence.filter((name) => name !== 'Tillverkare')
      : commonAttributeNames(rows, snapshot.facets, 6, ['Tillverkare'])
  let priceOf: ((row: ListingRow) => number | null) | null = null
  if (shopper.visibility.prices) {
    const own = shopper.customerId ? await customerPriceMap(payload, snapshot, shopper.customerId) : null
    priceOf = (row) => (row.askForPrice ? null : (own?.get(row.articleNumber) ?? row.listPrice))
  }
  const result = runListing(rows, query, {
    dictionary: snapshot.facets,
    facetNames,
    priceOf,
    storeId: shopper.storeId,
    rank: match?.rank,
    pinned: match?.pinned,
  })
  const tiles = await tilesFor(
    payload,
    result.rows.map((row) => row.articleNumber),
    shopper,
    centralId,
  )
  const { rows: _rows, ...rest } = result
  return {
    ...rest,
    tiles,
    query: { ...query, page: result.page },
    ...(match ? { search: { matchedBy: match.matchedBy, corrected: match.corrected } } : {}),
  }
}
