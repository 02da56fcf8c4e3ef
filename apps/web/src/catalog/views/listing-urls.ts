import type { Facet, ListingQuery, Sort } from '@shop/commerce/catalog/listing'
import { emptyListingQuery, listingSearchParams } from '@shop/commerce/catalog/listing-query'
import { type MessageKey, t } from '@shop/i18n'

/**
 * Where a listing lives and what its URL carries besides the filters (the search's q): every link of
 * a listing (facet values, chips, sort, pages) is this plus a query, so the URL alone reproduces it.
 */
export interface ListingLocation {
  basePath: string
  defaultSort: Sort
  extra: Readonly<Record<string, string>>
}

export function hrefFor(location: ListingLocation, query: ListingQuery): string {
  const search = listingSearchParams(query, location.defaultSort, { ...location.extra }).toString()
  return search ? `${location.basePath}?${search}` : location.basePath
}

/** The name/value pairs a GET form must carry so that submitting it keeps everything but `omit`. */
export function hiddenFields(
  location: ListingLocation,
  query: ListingQuery,
  omit: readonly string[],
): Array<[string, string]> {
  const params = listingSearchParams(query, location.defaultSort, { ...location.extra })
  return [...params.entries()].filter(([name]) => !omit.includes(name))
}

export function hasFilters(query: ListingQuery): boolean {
  return (
    query.brands.length > 0 ||
    query.tags.length > 0 ||
    Object.keys(query.attrs).length > 0 ||
    query.priceMin !== null ||
    query.priceMax !== null ||
    query.inStock
  )
}

/** The query without any filter; the sort is the shopper's choice, not a filter, so it stays. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return emptyListingQuery(query.sort)
}

const TAG_LABELS: Readonly<Record<string, MessageKey>> = {
  'express-delivery': 'listing.tag.express_delivery',
  nyhet: 'listing.tag.nyhet',
  miljomarkt: 'listing.tag.miljomarkt',
  kampanj: 'listing.tag.kampanj',
}

export function facetLabel(facet: Pick<Facet, 'kind' | 'name'>): string {
  if (facet.kind === 'brand') return t('listing.facet.brand')
  if (facet.kind === 'tag') return t('listing.facet.tag')
  return facet.name
}

/** Filter tags are codes in the catalog; shoppers read them in Swedish. Unknown codes show as they are. */
export function valueLabel(kind: Facet['kind'], value: string): string {
  const key = kind === 'tag' ? TAG_LABELS[value] : undefined
  return key ? t(key) : value
}

const SORT_LABELS: Record<Sort, MessageKey> = {
  recommended: 'listing.sort.recommended',
  relevance: 'listing.sort.relevance',
  name: 'listing.sort.name',
  'price-asc': 'listing.sort.price_asc',
  'price-desc': 'listing.sort.price_desc',
}

export const sortLabel = (sort: Sort) => t(SORT_LABELS[sort])

/**
 * The sorts a listing offers: relevance only where there is a search to be relevant to, and no price
 * sorts for a shopper who may not see prices (the order would give the prices away).
 */
export function sortsFor(defaultSort: Sort, pricesShown: boolean): Sort[] {
  const base: Sort[] = defaultSort === 'relevance' ? ['relevance', 'name'] : ['recommended', 'name']
  return pricesShown ? [...base, 'price-asc', 'price-desc'] : base
}
