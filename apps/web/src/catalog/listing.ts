import 'server-only'
import type { Shopper } from '@shop/commerce'
import {
  commonAttributeNames,
  type ListingQuery,
  type ListingResult,
  type ListingRow,
  runListing,
} from '@shop/commerce/catalog/listing'
import { correctTypo, looksLikeCode, queryStems } from '@shop/commerce/catalog/text'
import type { Payload } from 'payload'
import { sqlRows } from '../db/sql'
import { type MatchMode, matchVariants } from './search-index'
import { type CatalogSnapshot, catalogSnapshot, customerPriceMap } from './snapshot'
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
  matchedBy: MatchMode | 'typo' | 'code' | 'none'
  corrected?: string
}

export interface CatalogListing extends Omit<ListingResult, 'rows'> {
  tiles: CatalogTile[]
  query: ListingQuery
  search?: Omit<SearchMatch, 'rank' | 'pinned'>
}

/**
 * Text search with Swedish-aware fallbacks, stopping at the first that finds something: whole stems
 * ('skruvar' finds 'skruv' and 'träskruv'), then stem prefixes, then without å/ä/ö, then the closest
 * spelling of each longer word. An exact article number or EAN is found whatever else happens.
 */
export async function searchCatalog(
  payload: Payload,
  snapshot: CatalogSnapshot,
  q: string,
  options: { asYouType?: boolean; limit?: number } = {},
): Promise<SearchMatch> {
  const trimmed = q.trim()
  const pinned = new Set<number>()
  if (looksLikeCode(trimmed)) {
    const hits = await sqlRows<{ id: number }>(payload, 'SELECT id FROM variants WHERE article_number = ? OR ean = ?', [
      trimmed,
      trimmed,
    ])
    for (const hit of hits) pinned.add(Number(hit.id))
  }
  const stems = queryStems(trimmed)
  const limit = options.limit
  const attempt = (terms: string[], mode: MatchMode) =>
    matchVariants(payload, terms, mode, { lastIsPrefix: options.asYouType, limit })
  const modes: MatchMode[] = ['exact', 'prefix', 'folded']
  for (const mode of modes) {
    if (stems.length === 0) break
    const rank = await attempt(stems, mode)
    if (rank.size > 0) return { rank, pinned, matchedBy: pinned.size ? 'code' : mode }
  }
  if (stems.length > 0) {
    const corrected = stems.map((term) => correctTypo(term, snapshot.vocabulary) ?? term)
    if (corrected.some((term, i) => term !== stems[i])) {
      const rank = await attempt(corrected, 'exact')
      if (rank.size > 0) return { rank, pinned, matchedBy: 'typo', corrected: corrected.join(' ') }
    }
  }
  return { rank: new Map(), pinned, matchedBy: pinned.size ? 'code' : 'none' }
}

function inCategory(path: string) {
  const below = `${path}/`
  return (row: ListingRow) => row.categoryPaths.some((p) => p === path || p.startsWith(below))
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
    const test = inCategory(scope.path)
    rows = snapshot.rows.filter((row) => test(row) && listable(row))
  } else if (scope.kind === 'articles') {
    rows = scope.articleNumbers.flatMap((n) => {
      const row = snapshot.byArticle.get(n)
      return row && listable(row) ? [row] : []
    })
  } else {
    match = await searchCatalog(payload, snapshot, scope.q)
    const found = match
    rows = []
    for (const id of new Set([...found.pinned, ...found.rank.keys()])) {
      const row = snapshot.byId.get(id)
      if (row && (found.pinned.has(id) || listable(row))) rows.push(row)
    }
  }
  const facetNames =
    scope.kind === 'category'
      ? scope.attributeSequence.filter((name) => name !== 'Tillverkare')
      : commonAttributeNames(rows, 6, ['Tillverkare'])
  let priceOf: ((row: ListingRow) => number | null) | null = null
  if (shopper.visibility.prices) {
    const own = shopper.customerId ? await customerPriceMap(payload, snapshot, shopper.customerId) : null
    priceOf = (row) => (row.askForPrice ? null : (own?.get(row.articleNumber) ?? row.listPrice))
  }
  const result = runListing(rows, query, {
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
