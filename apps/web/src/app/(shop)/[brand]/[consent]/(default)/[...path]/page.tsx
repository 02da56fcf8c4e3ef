import { customPageAccess } from '@shop/commerce/custom-page-access'
import { t } from '@shop/i18n'
import { matchBrandRoute } from '@shop/tenants/match-route'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { Guard } from '@/accounts/Guard'
import { getSession, previewRequested } from '@/accounts/session'
import { customPageBodies } from '@/app/(shop)/[brand]/[consent]/(default)/[...path]/bodies'
import { blockContextFor } from '@/content/block-context'
import { contentErrors } from '@/content/errors'
import { contentSourceFor } from '@/content/source'
import { ContentPageView } from '@/content/views/ContentPageView'
import { ListingPageView } from '@/content/views/ListingPageView'
import { CustomPageView } from '@/custom-pages/CustomPageView'
import { requestBrand } from '@/request/brand'

type Props = {
  params: Promise<{ brand: string; path: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * What a path resolves to, in order: a custom page from the brand's route file; `/{slug}` a content
 * page or else a listing page; `/{listing}/{slug}` a page under its listing page; anything else 404.
 * Logged-in-only pages are looked up too, so an anonymous visitor is told to log in (the Guard) rather
 * than told the page does not exist; their content never reaches the anonymous visitor.
 */
async function resolve(params: Props['params'], searchParams: Props['searchParams']) {
  const { brand, path } = await params
  const preview = (await searchParams).preview
  return resolvePath(brand, path.join('/'), Array.isArray(preview) ? preview[0] : preview)
}

/** Once per request: metadata and page both need it, and it costs database round trips. */
const resolvePath = cache(async (brandId: string, joinedPath: string, previewParam: string | undefined) => {
  const path = joinedPath.split('/')
  const brand = await requestBrand(brandId)
  const match = matchBrandRoute(brand.routes, `/${path.join('/')}`)
  if (match) return { kind: 'custom', brand, match } as const
  if (path.length > 2) notFound()
  const [first, second] = path.map(decodeURIComponent) as [string, string | undefined]
  const source = await contentSourceFor(brand)
  const preview = await previewRequested(brand.id, previewParam)
  const query = { brand: brand.id, authenticated: true, preview }
  const page = second
    ? await source.contentPage({ ...query, slug: second, listingSlug: first })
    : await source.contentPage({ ...query, slug: first })
  if (page) return { kind: 'content', brand, source, page } as const
  const listing = second ? null : await source.listingPage({ ...query, slug: first })
  if (listing) return { kind: 'listing', brand, listing } as const
  console.warn(contentErrors.contentPageNotFound(second ?? first))
  notFound()
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const target = await resolve(params, searchParams)
  if (target.kind === 'custom') return { title: t(`customPages.${target.match.page}`), robots: { index: false } }
  if (target.kind === 'listing') {
    const { listing } = target
    return {
      title: listing.title,
      description: listing.metaDescription || undefined,
      alternates: { canonical: `/${listing.slug}` },
    }
  }
  const { page } = target
  // A logged-in-only page tells an anonymous visitor nothing about itself, not even in metadata.
  if (page.authenticatedOnly) {
    const session = await getSession()
    return { title: session ? page.title : t('auth.please_login'), robots: { index: false } }
  }
  const image = page.hero?.heroDesktop?.url ?? page.thumbnail?.url
  return {
    title: page.title,
    description: page.metaDescription || undefined,
    alternates: { canonical: page.canonicalLink || page.path },
    robots: page.excludeFromSearch ? { index: false } : undefined,
    openGraph: {
      title: page.title,
      description: page.metaDescription || undefined,
      locale: 'sv_SE',
      images: image ? [image] : undefined,
    },
  }
}

export default async function CatchAllPage({ params, searchParams }: Props) {
  const target = await resolve(params, searchParams)
  if (target.kind === 'custom') {
    const { brand, match } = target
    const Body = customPageBodies[match.page]
    return (
      <Guard rule={customPageAccess[match.page]}>
        <CustomPageView brand={brand} page={match.page} params={match.params} viewer={await getSession()}>
          {Body ? <Body brand={brand} params={match.params} searchParams={await searchParams} /> : null}
        </CustomPageView>
      </Guard>
    )
  }
  if (target.kind === 'listing') return <ListingPageView listing={target.listing} />
  return (
    <Guard rule={target.page.authenticatedOnly ? { login: true } : {}}>
      <ContentPageView page={target.page} context={blockContextFor(target.brand, target.source)} />
    </Guard>
  )
}
