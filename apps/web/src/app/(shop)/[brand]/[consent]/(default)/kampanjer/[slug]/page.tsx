import { formatDate, t } from '@shop/i18n'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { campaignArticles } from '@/catalog/campaigns'
import { ListingHeader, listingPageClass } from '@/catalog/views/ListingHeader'
import { ListingView } from '@/catalog/views/ListingView'
import { type ListingSearchParams, listingMetadata, loadListing } from '@/catalog/views/listing-page'
import { payload } from '@/payload/payload'
import { loadCampaigns } from '../load'

type Props = { params: Promise<{ brand: string; slug: string }>; searchParams: ListingSearchParams }

async function load(params: Props['params']) {
  const { brand: brandId, slug } = await params
  const { brand, campaigns } = await loadCampaigns(brandId)
  const campaign = campaigns.find((c) => c.slug === slug)
  if (!campaign) notFound()
  return { brand, campaign }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { campaign } = await load(params)
  return listingMetadata(campaign.name, campaign.url, await searchParams, campaign.description)
}

/** Spec section 2: /kampanjer/{slug}, a running campaign's products with filters. */
export default async function CampaignPage({ params, searchParams }: Props) {
  const { brand, campaign } = await load(params)
  const articles = await campaignArticles(await payload(), campaign)
  if (!articles.ok) notFound()
  const { listing, shopper } = await loadListing(
    brand,
    { kind: 'articles', articleNumbers: articles.value },
    await searchParams,
    'recommended',
  )
  return (
    <div className={listingPageClass}>
      <ListingHeader
        title={campaign.name}
        crumbs={[{ name: t('listing.campaigns_title'), url: '/kampanjer' }]}
        intro={
          <>
            {campaign.description ? <p>{campaign.description}</p> : null}
            <p className="mt-1 text-sm font-semibold text-text">
              {t('listing.campaign_valid_to', { date: formatDate(campaign.validTo, 'long') })}
            </p>
          </>
        }
      />
      <ListingView
        listing={listing}
        location={{ basePath: campaign.url, defaultSort: 'recommended', extra: {} }}
        pricesShown={shopper.visibility.prices}
      />
    </div>
  )
}
