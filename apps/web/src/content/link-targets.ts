import 'server-only'
import type { Brand } from '@shop/tenants'
import { matchBrandRoute } from '@shop/tenants/match-route'
import type { Payload, Where } from 'payload'
import { catalogPathExists } from '@/catalog/links'

/**
 * Whether an internal link an editor saves leads somewhere on the brand's site, resolved the way the
 * storefront resolves a path: the shop's own pages, the brand's route file, the catalog's pages, stores,
 * then content pages (`/{slug}`, a listing page, or `/{listing}/{slug}`). Only published pages count:
 * a link to a draft would answer 404 to every visitor.
 */

/** The storefront's pages that exist without data (app/(shop)/[brand]/[consent]/(default)/; a test keeps this true). */
export const FIXED_SHOP_PATHS = [
  '',
  'hitta-butik',
  'aterforsaljare',
  'search',
  'cart',
  'checkout-success-page',
] as const

/** Where the link leaves the site or only moves on the page: nothing to check. */
export function isCheckedLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

const published: Where = { _status: { equals: 'published' } }

async function exists(payload: Payload, collection: 'pages' | 'listing-pages' | 'stores', where: Where) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  return totalDocs > 0
}

/** `now` decides which campaigns run (a test's seeded day; the real clock otherwise). */
export async function internalLinkExists(payload: Payload, brand: Brand, href: string, now?: Date): Promise<boolean> {
  const pathname = href.split(/[?#]/)[0] ?? ''
  let segments: string[]
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return false
  }
  const joined = segments.join('/')
  if ((FIXED_SHOP_PATHS as readonly string[]).includes(joined)) return true
  if (matchBrandRoute(brand.routes, `/${joined}`)) return true
  const catalog = await catalogPathExists(payload, brand.id, segments, now)
  if (catalog !== null) return catalog
  const [first, second, ...more] = segments as [string, string | undefined, ...string[]]
  if (more.length > 0) return false
  const ofBrand: Where = { brand: { equals: brand.id } }
  if (first === 'butiker' && second)
    return exists(payload, 'stores', { and: [ofBrand, { storeId: { equals: second } }] })
  if (second) {
    return exists(payload, 'pages', {
      and: [ofBrand, published, { slug: { equals: second } }, { 'listingPage.slug': { equals: first } }],
    })
  }
  return (
    (await exists(payload, 'pages', { and: [ofBrand, published, { slug: { equals: first } }] })) ||
    exists(payload, 'listing-pages', { and: [ofBrand, { slug: { equals: first } }] })
  )
}
