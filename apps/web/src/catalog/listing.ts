import 'server-only'
import { fail, ok, type Result, type Shopper } from '@shop/commerce'
import {
  commonAttributeNames,
  isListable,
  type ListingQuery,
  type ListingResult,
  pageOf,
  type RankedListing,
  rankListing,
} from '@shop/commerce/catalog/listing'
import { searchKey, VersionedMemo } from '@shop/commerce/catalog/search-memo'
import { compoundsEndingWith, correctTypo, knownTail, looksLikeCode, queryStems } from '@shop/commerce/catalog/text'
import type { Payload } from 'payload'
import { env } from '../env'
import { activeCampaigns, campaignArticles, productGroup } from './campaigns'
import { type CatalogSnapshot, catalogState, customerPriceColumn } from './snapshot'
import { categoryByPath, variantIdsByCode } from './storage'
import { type MatchMode, type MatchTerm, matchVariants } from './storage/search-index'
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

/** A search text's rows and the attribute facets they get: the same for every shopper and filter. */
interface SearchHits {
  match: SearchMatch
  /** Table positions of the listed hits, pinned first, then in rank order. */
  positions: Int32Array
  facetNames: string[]
}

async function searchHits(payload: Payload, snapshot: CatalogSnapshot, q: string): Promise<SearchHits> {
  const match = await searchCatalog(payload, snapshot, q)
  const { pinned, rank } = match
  const { table } = snapshot
  // Pinned hits first (even when not listable: an exact number is always found), then the rest in
  // rank order; no intermediate set of thousands of ids.
  const positions = new Int32Array(pinned.size + rank.size)
  let n = 0
  for (const id of pinned) {
    const p = table.position(id)
    if (p >= 0) positions[n++] = p
  }
  for (const id of rank.keys()) {
    if (pinned.has(id)) continue
    const p = table.position(id)
    if (p >= 0 && table.listable[p] === 1) positions[n++] = p
  }
  const listed = positions.slice(0, n)
  return { match, positions: listed, facetNames: commonAttributeNames(table, listed, 6, ['Tillverkare']) }
}

/**
 * Per Payload instance (the tests run two databases in one process), the current catalog version's
 * recent searches: their hits, and their ranked listings per filter, sort, store and price context.
 * Weights are in units of about 8 bytes (a Map entry of the ranking is about four, a facet value
 * about six; a position, 4 bytes, counts as one), so the two budgets hold at most some 25 MB. A
 * version change empties both; positions are the current snapshot's, which the version names.
 */
interface SearchMemo {
  hits: VersionedMemo<SearchHits>
  ranked: VersionedMemo<RankedListing>
}
const memos = new WeakMap<Payload, SearchMemo>()

function searchMemo(payload: Payload): SearchMemo {
  let memo = memos.get(payload)
  if (!memo) {
    memo = {
      hits: new VersionedMemo({ entries: env.SEARCH_MEMO_ENTRIES, weight: 2_000_000 }),
      ranked: new VersionedMemo({ entries: 2 * env.SEARCH_MEMO_ENTRIES, weight: 1_000_000 }),
    }
    memos.set(payload, memo)
  }
  return memo
}

const hitsWeight = (hits: SearchHits) => hits.match.rank.size * 4 + hits.positions.length
const rankedWeight = (ranked: RankedListing) =>
  ranked.positions.length + 6 * ranked.facets.reduce((n, facet) => n + facet.values.length, 0)

/**
 * Everything a ranked listing depends on besides the snapshot: the scope, the filters and sort as
 * given (order included, so equal keys mean equal answers), the shopper's store (the in-stock
 * filter and count) and whose prices sort and filter. Null for article lists (campaigns, ranges),
 * whose keys would be as long as their lists.
 */
function rankedKey(scope: ListingScope, query: ListingQuery, shopper: Shopper): string | null {
  const scoped =
    scope.kind === 'search'
      ? ['search', searchKey(scope.q)]
      : scope.kind === 'category'
        ? ['category', scope.path, scope.attributeSequence]
        : null
  if (!scoped) return null
  const prices = shopper.visibility.prices ? (shopper.customerId ?? '') : null
  const { attrs, brands, tags, priceMin, priceMax, inStock, sort } = query
  return JSON.stringify([...scoped, shopper.storeId, prices, attrs, brands, tags, priceMin, priceMax, inStock, sort])
}

/**
 * One listing page for the shopper: the scope's rows from the snapshot, filtered, faceted, sorted
 * and paged in memory, then tiles (prices in the shopper's context, stock) for the visible page.
 * A search's hits and a ranked listing are kept for the catalog version (searchMemo); tiles never
 * are, so the prices and stock shown are read for every page.
 */
export async function listCatalog(
  payload: Payload,
  scope: ListingScope,
  query: ListingQuery,
  shopper: Shopper,
  centralId: string,
): Promise<CatalogListing> {
  const { snapshot, current } = await catalogState(payload)
  // While a reload runs the snapshot is older than the index: answer without the memo.
  const memo = current ? searchMemo(payload) : null
  const { version } = snapshot
  const key = memo ? rankedKey(scope, query, shopper) : null
  const kept = key === null ? undefined : memo?.ranked.get(version, key)
  let ranked = kept
  let match: SearchMatch | undefined
  if (scope.kind === 'search') {
    const textKey = searchKey(scope.q)
    let hits = memo?.hits.get(version, textKey)
    if (!hits) {
      hits = await searchHits(payload, snapshot, scope.q)
      memo?.hits.set(version, textKey, hits, hitsWeight(hits))
    }
    match = hits.match
    ranked ??= await rank(payload, snapshot, hits.positions, hits.facetNames, query, shopper, match)
  } else if (!ranked) {
    const { table } = snapshot
    const positions =
      scope.kind === 'category'
        ? (snapshot.byCategory.get(scope.path) ?? new Int32Array()).filter((p) => table.listable[p] === 1)
        : Int32Array.from(
            scope.articleNumbers.flatMap((n) => {
              const row = snapshot.byArticle.get(n)
              return row && isListable(row) ? [snapshot.table.position(row.id)] : []
            }),
          )
    const facetNames =
      scope.kind === 'category'
        ? scope.attributeSequence.filter((name) => name !== 'Tillverkare')
        : commonAttributeNames(table, positions, 6, ['Tillverkare'])
    ranked = await rank(payload, snapshot, positions, facetNames, query, shopper)
  }
  if (key !== null && !kept) memo?.ranked.set(version, key, ranked, rankedWeight(ranked))
  const result = pageOf(snapshot.table, ranked, query.page)
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

/** The rows at `positions` filtered, counted and sorted in the shopper's price context. */
async function rank(
  payload: Payload,
  snapshot: CatalogSnapshot,
  positions: Int32Array,
  facetNames: readonly string[],
  query: ListingQuery,
  shopper: Shopper,
  match?: SearchMatch,
): Promise<RankedListing> {
  let prices: Float64Array | null = null
  if (shopper.visibility.prices) {
    prices = shopper.customerId
      ? await customerPriceColumn(payload, snapshot, shopper.customerId)
      : snapshot.table.prices()
  }
  return rankListing(snapshot.table, positions, query, {
    facetNames,
    prices,
    storeId: shopper.storeId,
    rank: match?.rank,
    pinned: match?.pinned,
  })
}
