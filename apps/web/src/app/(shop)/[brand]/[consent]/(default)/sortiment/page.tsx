import { t } from '@shop/i18n'
import type { Metadata } from 'next'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { OverviewGrid } from '@/catalog/views/OverviewGrid'
import { loadRanges } from './load'

type Props = { params: Promise<{ brand: string }> }

export async function generateMetadata(): Promise<Metadata> {
  return { title: t('listing.ranges_title'), alternates: { canonical: '/sortiment' } }
}

/** Spec section 2: /sortiment, the brand's curated ranges. */
export default async function RangesPage({ params }: Props) {
  const { ranges } = await loadRanges((await params).brand)
  return (
    <div className={listingPageClass}>
      <ListingHeader title={t('listing.ranges_title')} intro={t('listing.ranges_intro')} />
      <OverviewGrid
        emptyText={t('listing.ranges_empty')}
        items={ranges.map((range) => ({
          key: range.id,
          name: range.name,
          url: range.url,
          description: range.description,
          imageUrl: range.imageUrl,
          meta: [t('listing.campaign_articles', { count: range.articleNumbers.length })],
        }))}
      />
    </div>
  )
}
