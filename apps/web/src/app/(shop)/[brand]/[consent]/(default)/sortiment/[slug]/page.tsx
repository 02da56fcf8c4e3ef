import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { ListingView } from '@/catalog/views/ListingView'
import { type ListingSearchParams, listingMetadata, loadListing } from '@/catalog/views/listing-page'
import { loadRanges } from '../load'

type Props = { params: Promise<{ brand: string; slug: string }>; searchParams: ListingSearchParams }

async function load(params: Props['params']) {
  const { brand: brandId, slug } = await params
  const { brand, ranges } = await loadRanges(brandId)
  const range = ranges.find((r) => r.slug === slug)
  if (!range) notFound()
  return { brand, range }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { range } = await load(params)
  return listingMetadata(range.name, range.url, await searchParams, range.description)
}

/** Spec section 2: /sortiment/{slug}, a range's products with filters. */
export default async function RangePage({ params, searchParams }: Props) {
  const { brand, range } = await load(params)
  const { listing, shopper } = await loadListing(
    brand,
    { kind: 'articles', articleNumbers: range.articleNumbers },
    await searchParams,
    'recommended',
  )
  return (
    <div className={listingPageClass}>
      <ListingHeader
        title={range.name}
        crumbs={[{ name: t('listing.ranges_title'), url: '/sortiment' }]}
        intro={range.description}
      />
      <ListingView
        listing={listing}
        location={{ basePath: range.url, defaultSort: 'recommended', extra: {} }}
        pricesShown={shopper.visibility.prices}
      />
    </div>
  )
}
