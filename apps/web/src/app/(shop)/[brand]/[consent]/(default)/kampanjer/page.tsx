import { formatDate, t } from '@shop/i18n'
import type { Metadata } from 'next'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { OverviewGrid } from '@/catalog/views/OverviewGrid'
import { loadCampaigns } from './load'

type Props = { params: Promise<{ brand: string }> }

export async function generateMetadata(): Promise<Metadata> {
  return { title: t('listing.campaigns_title'), alternates: { canonical: '/kampanjer' } }
}

/** Spec section 2: /kampanjer, the brand's running campaigns. */
export default async function CampaignsPage({ params }: Props) {
  const { campaigns } = await loadCampaigns((await params).brand)
  return (
    <div className={listingPageClass}>
      <ListingHeader title={t('listing.campaigns_title')} intro={t('listing.campaigns_intro')} />
      <OverviewGrid
        emptyText={t('listing.campaigns_empty')}
        items={campaigns.map((campaign) => ({
          key: campaign.id,
          name: campaign.name,
          url: campaign.url,
          description: campaign.description,
          imageUrl: campaign.imageUrl,
          meta: [
            t('listing.campaign_valid_to', { date: formatDate(campaign.validTo, 'long') }),
            t('listing.campaign_articles', { count: campaign.articleCount }),
          ],
        }))}
      />
    </div>
  )
}
