import { t } from '@shop/i18n'
import { cx, focusRing } from '@shop/ui'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getSession } from '@/accounts/session'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { ListingView } from '@/catalog/views/ListingView'
import { type ListingSearchParams, listingMetadata, loadListing } from '@/catalog/views/listing-page'
import { contentSourceFor } from '@/content/source'
import { requestBrand } from '@/request/brand'
import { Link } from '@/shell/Link'

type Props = { params: Promise<{ brand: string }>; searchParams: ListingSearchParams }

const queryOf = (params: Awaited<ListingSearchParams>) => {
  const q = params.q
  return (Array.isArray(q) ? q[0] : q)?.trim() ?? ''
}

const searchPath = (q: string) => `/search?${new URLSearchParams({ q })}`

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams
  const q = queryOf(params)
  // Result pages are never indexed, filtered or not.
  return { ...listingMetadata(t('search.results_for', { q }), searchPath(q), params), robots: { index: false } }
}

/** Spec section 2: /search?q=, products with filters, then content pages; a blank q goes to the start page. */
export default async function SearchPage({ params, searchParams }: Props) {
  const raw = await searchParams
  const q = queryOf(raw)
  if (!q) redirect('/')
  const brand = await requestBrand((await params).brand)
  const source = await contentSourceFor(brand)
  const [{ listing, shopper }, pages] = await Promise.all([
    loadListing(brand, { kind: 'search', q }, raw, 'relevance'),
    getSession().then((session) => source.searchPages({ brand: brand.id, q, authenticated: Boolean(session) })),
  ])
  const corrected = listing.search?.matchedBy === 'typo' ? listing.search.corrected : undefined
  return (
    <div className={listingPageClass}>
      <ListingHeader
        title={t('search.results_for', { q })}
        intro={
          corrected ? (
            <p className="font-semibold text-text" data-testid="search-corrected">
              {t('listing.search_corrected', { corrected })}
            </p>
          ) : undefined
        }
      />
      <ListingView
        listing={listing}
        location={{ basePath: '/search', defaultSort: 'relevance', extra: { q } }}
        pricesShown={shopper.visibility.prices}
        emptyText={t('listing.empty_search')}
      />
      <section aria-labelledby="search-pages-heading" className="mt-10 border-t border-text/10 pt-6">
        <h2 id="search-pages-heading" className="text-lg font-semibold">
          {t('search.content_pages')}
        </h2>
        {pages.length ? (
          <ul className="mt-2 space-y-2">
            {pages.map((page) => (
              <li key={page.path}>
                <Link href={page.path} className={cx('text-primary underline', focusRing)}>
                  {page.preTitle ? `${page.preTitle}: ` : ''}
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('search.no_hits')}</p>
        )}
      </section>
    </div>
  )
}
