import 'server-only'
import type { Shopper } from '@shop/commerce'
import type { Sort } from '@shop/commerce/catalog/listing'
import { type ListingParamsInput, listingQueryFrom } from '@shop/commerce/catalog/listing-query'
import type { Brand } from '@shop/tenants'
import type { Metadata } from 'next'
import { payload } from '../../payload/payload'
import { type CatalogListing, type ListingScope, listCatalog } from '../listing'
import { currentShopper } from '../shopper'
import { hasFilters } from './listing-urls'

export type ListingSearchParams = Promise<ListingParamsInput>

export interface LoadedListing {
  listing: CatalogListing
  shopper: Shopper
}

/** One listing page's products for the shopper of this request, from the URL's filters. */
export async function loadListing(
  brand: Brand,
  scope: ListingScope,
  searchParams: ListingParamsInput,
  defaultSort: Sort,
): Promise<LoadedListing> {
  const shopper = await currentShopper(brand)
  const query = listingQueryFrom(searchParams, defaultSort)
  const listing = await listCatalog(await payload(), scope, query, shopper, brand.centralStorageId)
  return { listing, shopper }
}

/**
 * A listing's metadata: the canonical URL is the listing itself, and a filtered variant is kept out of
 * search engines (there are endlessly many and each is a subset of the canonical one).
 */
export function listingMetadata(
  title: string,
  canonical: string,
  searchParams: ListingParamsInput,
  description?: string | null,
): Metadata {
  const filtered = hasFilters(listingQueryFrom(searchParams))
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical },
    ...(filtered ? { robots: { index: false } } : {}),
  }
}
