import { t } from '@shop/i18n'
import { brandById } from '@shop/tenants'
import { matchBrandRoute } from '@shop/tenants/match-route'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ContentPageView } from '@/content/ContentPageView'
import { findContentPage } from '@/content/pages'
import { CustomPageView } from '@/custom-pages/CustomPageView'
import { customPageAccess } from '@/custom-pages/registry'
import { Guard } from '@/session/Guard'
import { getSession } from '@/session/session'

type Props = { params: Promise<{ brand: string; path: string[] }> }

/** What a path resolves to: a custom page from the brand's route file, else a content page, else 404. */
async function resolve(params: Props['params']) {
  const { brand: brandId, path } = await params
  const brand = brandById(brandId)
  if (!brand) notFound()
  const match = matchBrandRoute(brand.routes, `/${path.join('/')}`)
  if (match) return { kind: 'custom', brand, match } as const
  const page = path.length === 1 ? await findContentPage(brand.id, decodeURIComponent(path[0] as string)) : null
  if (page) return { kind: 'content', brand, page } as const
  notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const target = await resolve(params)
  if (target.kind === 'custom') return { title: t(`customPages.${target.match.page}`), robots: { index: false } }
  // A logged-in-only page tells an anonymous visitor nothing about itself, not even in metadata.
  if (target.page.authenticatedOnly) {
    const session = await getSession()
    if (!session) return { title: t('auth.please_login'), robots: { index: false } }
    return { title: target.page.title, robots: { index: false } }
  }
  return {
    title: target.page.title,
    description: target.page.metaDescription ?? undefined,
    alternates: target.page.canonicalLink ? { canonical: target.page.canonicalLink } : undefined,
  }
}

export default async function CatchAllPage({ params }: Props) {
  const target = await resolve(params)
  if (target.kind === 'custom') {
    return (
      <Guard rule={customPageAccess[target.match.page]}>
        <CustomPageView brand={target.brand} page={target.match.page} params={target.match.params} />
      </Guard>
    )
  }
  return (
    <Guard rule={target.page.authenticatedOnly ? { login: true } : {}}>
      <ContentPageView page={target.page} />
    </Guard>
  )
}
