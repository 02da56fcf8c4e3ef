import type { BrandRoute } from '@shop/schemas'
import { matchBrandRoute } from '@shop/tenants/match-route'

/**
 * The folder under a brand's `[consent]` segment that holds the pages rendered once for every anonymous
 * visitor and served from Next's cache (app/(shop)/[brand]/[consent]/(default)/~cached). Its name cannot
 * be a content page's slug, and only the proxy's rewrite reaches it: a visitor's own path always gets
 * the brand and consent segments in front of it.
 */
export const CACHED_SEGMENT = '~cached'

/**
 * The folder under a brand's `[consent]` segment that holds the pages rendered once for every logged-in
 * shopper of one member view (page-cache/member-view.ts), the personal parts filled in by the browser:
 * app/(shop)/[brand]/[consent]/(member)/~member/[view]. Like CACHED_SEGMENT, only the proxy's rewrite
 * reaches it.
 */
export const MEMBER_SEGMENT = '~member'

/** Pages of one kind for everyone: the app's own folders that hold them. */
const CACHED_PREFIXES = [
  '/produkt/',
  '/kategorier/',
  '/kampanjer',
  '/sortiment',
  '/butiker/',
  '/hitta-butik',
  '/aterforsaljare',
]

/** The app's own pages that are never the same for everyone (or are not pages at all). */
const PERSONAL_PREFIXES = [
  '/search',
  '/cart',
  '/checkout-success-page',
  '/offert/',
  '/logga-in',
  '/delivery',
  '/summary',
  '/punchout',
  '/gloemt-loesenord',
  '/activate-user',
  '/robots.txt',
  '/sitemap.xml',
  '/admin',
  '/api/',
]

/**
 * The pages a logged-in shopper sees as every other shopper of their member view does: the shell's
 * personal parts (name, chosen customer, cart, favourites), the product page's (price, steps, stock at
 * their store, delivery methods: produkt/[slug]/shopper-parts.ts) and the content blocks' tile prices
 * (BlockContext.ownPrice) are filled in by the browser. With the front page ('/'): the content pages may
 * be for logged-in shoppers only, and the listings' facets and sorting follow the shopper's prices, so
 * they are not member pages yet.
 */
const MEMBER_PREFIXES = ['/hitta-butik', '/aterforsaljare', '/produkt/', '/butiker/']

const under = (pathname: string, prefix: string) =>
  prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`)

export interface PageRequest {
  method: string
  pathname: string
  /** The query string, '' when there is none. */
  search: string
  /** A session cookie or an Authorization header: the page may be this visitor's own. */
  personal: boolean
  /** An app's user agent gets the app's shell (request/app-mode.ts). */
  appUserAgent: boolean
  /** The brand's pages come from its content source through Next's cache (not Contentful's own API). */
  cacheableContent: boolean
  routes: readonly BrandRoute[]
}

/**
 * Whether a request gets the page rendered once for every anonymous visitor. Only a plain GET of an
 * anonymous visitor without a query: filters, sorting, preview and search results stay per request
 * (a query has endlessly many values, and `?preview=1` must never be cached), and so does a custom page
 * of the brand's route file (they are logged-in pages). Content pages are the rest, one or two segments
 * deep (the catch-all answers nothing deeper).
 */
export function servedFromCache(request: PageRequest): boolean {
  const { pathname } = request
  if (request.personal || !plainPageRequest(request)) return false
  if (pathname === '/') return true
  if (PERSONAL_PREFIXES.some((prefix) => under(pathname, prefix))) return false
  if (CACHED_PREFIXES.some((prefix) => under(pathname, prefix))) return true
  const depth = pathname.split('/').filter(Boolean).length
  return depth <= 2 && !matchBrandRoute(request.routes, pathname)
}

/** A plain GET of a page as a browser asks for it, without a query, of a brand whose content Next caches. */
function plainPageRequest(request: Omit<PageRequest, 'personal'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return !request.appUserAgent && request.search === '' && request.cacheableContent
}

/**
 * Whether a logged-in browser's request (its session in cookies, not a punch-out session: the caller
 * checks that) gets the page rendered once for its member view. The same plain requests as
 * servedFromCache, to the member pages only.
 */
export function servedToMembers(request: Omit<PageRequest, 'personal'>): boolean {
  if (!plainPageRequest(request)) return false
  return request.pathname === '/' || MEMBER_PREFIXES.some((prefix) => under(request.pathname, prefix))
}
