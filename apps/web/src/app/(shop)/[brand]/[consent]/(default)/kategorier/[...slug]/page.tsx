import { t } from '@shop/i18n'
import { cx, focusRing } from '@shop/ui'
import type { Metadata } from 'next'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { ListingView } from '@/catalog/views/ListingView'
import { type ListingSearchParams, listingMetadata, loadListing } from '@/catalog/views/listing-page'
import { Link } from '@/shell/Link'
import { loadCategory } from './load'

type Props = { params: Promise<{ brand: string; slug: string[] }>; searchParams: ListingSearchParams }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { brand, slug } = await params
  const { category } = await loadCategory(brand, slug)
  return listingMetadata(category.name, category.url, await searchParams, category.description)
}

/** Spec section 2: /kategorier/{slug...}, everything in a category and below it, with filters. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { brand: brandId, slug } = await params
  const { brand, category, crumbs, subcategories } = await loadCategory(brandId, slug)
  const { listing, shopper } = await loadListing(
    brand,
    { kind: 'category', path: category.path, attributeSequence: category.attributeSequence },
    await searchParams,
    'recommended',
  )
  return (
    <div className={listingPageClass}>
      <ListingHeader title={category.name} crumbs={crumbs} intro={category.description}>
        {subcategories.length ? (
          <nav aria-labelledby="subcategories-heading">
            <h2 id="subcategories-heading" className="sr-only">
              {t('listing.subcategories')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {subcategories.map((sub) => (
                <li key={sub.path}>
                  <Link
                    href={sub.url}
                    className={cx(
                      'inline-flex rounded-full border border-text/25 px-3 py-1.5 text-sm font-semibold hover:border-primary hover:text-primary',
                      focusRing,
                    )}
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </ListingHeader>
      <ListingView
        listing={listing}
        location={{ basePath: category.url, defaultSort: 'recommended', extra: {} }}
        pricesShown={shopper.visibility.prices}
      />
    </div>
  )
}
