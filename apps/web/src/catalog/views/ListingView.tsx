import { t } from '@shop/i18n'
import { cx, EmptyState, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'
import { ListingEvents, trackingList } from '@/tracking/ListingEvents'
import type { CatalogListing } from '../listing'
import { ActiveFilters } from './ActiveFilters'
import { FacetPanel } from './FacetPanel'
import { FilterDisclosure } from './FilterDisclosure'
import { hasFilters, hrefFor, type ListingLocation, sortsFor, withoutFilters } from './listing-urls'
import { Pagination } from './Pagination'
import { ProductCard } from './ProductCard'
import { RememberSearchRoute } from './RememberSearchRoute'
import { SortControl } from './SortControl'

export interface ListingViewProps {
  listing: CatalogListing
  location: ListingLocation
  /** Whether this shopper may see prices: without, there is neither a price filter nor a price sort. */
  pricesShown: boolean
  /** What to say when the listing is empty without any filter (an empty campaign, a search without hits). */
  emptyText?: string
}

const countText = (total: number) => t('listing.count', { count: total })

const GRID_ID = 'listing-grid'

/**
 * Every product listing of the shop (category, campaign, range, search): filters beside the grid, the
 * choices in force, sort, the grid of product cards and pages. All state is in the URL.
 */
export function ListingView({ listing, location, pricesShown, emptyText }: ListingViewProps) {
  const { query } = listing
  const filtered = hasFilters(query)
  const activeCount =
    query.brands.length +
    query.tags.length +
    Object.values(query.attrs).reduce((sum, values) => sum + values.length, 0) +
    (query.priceMin !== null || query.priceMax !== null ? 1 : 0) +
    (query.inStock ? 1 : 0)
  const route = hrefFor(location, query)
  // Nothing to narrow down and nothing to undo: filters and sort would only be noise around the message.
  const bare = listing.total === 0 && !filtered
  return (
    <div className={cx('mt-6 grid gap-6', !bare && 'lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8')}>
      <RememberSearchRoute route={route} />
      <ListingEvents tiles={listing.tiles} list={trackingList(location)} containerId={GRID_ID} />
      {bare ? null : (
        <aside aria-labelledby="listing-filters-heading" className="lg:self-start">
          <FilterDisclosure activeCount={activeCount}>
            <h2 id="listing-filters-heading" className="sr-only text-lg font-semibold lg:not-sr-only">
              {t('listing.filters_heading')}
            </h2>
            <FacetPanel
              location={location}
              query={query}
              facets={listing.facets}
              priceRange={listing.priceRange}
              pricesShown={pricesShown}
              inStockCount={listing.inStockCount}
            />
          </FilterDisclosure>
        </aside>
      )}

      <section aria-labelledby="listing-results-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="listing-results-heading"
            className="text-lg font-semibold tabular-nums"
            data-testid="listing-count"
            data-total={listing.total}
          >
            {countText(listing.total)}
          </h2>
          {bare ? null : (
            <SortControl location={location} query={query} sorts={sortsFor(location.defaultSort, pricesShown)} />
          )}
        </div>
        <div className="mt-3">
          <ActiveFilters location={location} query={query} />
        </div>

        {listing.tiles.length > 0 ? (
          <ul
            id={GRID_ID}
            className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
            data-testid="listing-grid"
          >
            {listing.tiles.map((tile, index) => (
              <li key={tile.articleNumber} data-article-number={tile.articleNumber}>
                {/* Two columns on phones: the first row is what the shopper sees first. */}
                <ProductCard tile={tile} headingLevel="h3" eager={index < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            className="mt-4 rounded-brand border border-text/10"
            title={filtered ? t('listing.empty_filtered') : (emptyText ?? t('listing.empty'))}
            action={
              filtered ? (
                <Link
                  href={hrefFor(location, withoutFilters(query))}
                  className={cx('font-semibold text-primary underline underline-offset-2', focusRing)}
                >
                  {t('listing.filters_clear')}
                </Link>
              ) : undefined
            }
          >
            {filtered ? t('listing.empty_filtered_hint') : null}
          </EmptyState>
        )}

        <Pagination location={location} query={query} pageCount={listing.pageCount} />
      </section>
    </div>
  )
}
