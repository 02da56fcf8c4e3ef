import { verifyAccessToken } from '@shop/auth'
import { CONSENT_COOKIE, consentSegment, currentConsent } from '@shop/commerce/tracking/consent'
import { t } from '@shop/i18n'
import { type Brand, brandForHost } from '@shop/tenants'
import { decodeJwt } from 'jose'
import { type NextRequest, NextResponse } from 'next/server'
import {
  ACCESS_COOKIE,
  LOGIN_PATH,
  NO_RENEW_PATHS,
  REFRESH_COOKIE,
  RENEW_PATH,
  RENEW_TO_HEADER,
} from './accounts/constants'
import { authSecret } from './accounts/secret'
import { env } from './env'
import { CACHED_SEGMENT, MEMBER_SEGMENT, servedFromCache, servedToMembers } from './page-cache/cached-route'
import { memberViewOf } from './page-cache/member-view'
import { ANSWER_PAGE_PREFIX } from './quotes/answer/paths'
import { isAppUserAgent } from './request/app-mode'
import { BRAND_HEADER, PATH_HEADER } from './request/headers'
import { brandOrigin } from './request/origin'
import { REQUEST_ID_HEADER, requestIdFor } from './request/request-id'
import { isCrossSiteWrite } from './request/same-origin'
import { securityHeaders } from './request/security-headers'

/** Renew a little before the access token runs out, so it cannot expire mid-request. */
const RENEW_MARGIN_SECONDS = 30

function accessExpiresSoon(token: string | undefined): boolean {
  if (!token) return true
  try {
    const { exp } = decodeJwt(token)
    return typeof exp !== 'number' || exp - RENEW_MARGIN_SECONDS <= Date.now() / 1000
  } catch {
    return true
  }
}

/**
 * The member view (page-cache/member-view.ts) of a browser session, from its verified access token;
 * null for a punch-out session (its shell names the buying company) or a token that does not verify
 * (the page then renders per request and says what is wrong).
 */
async function memberView(access: string): Promise<string | null> {
  const check = await verifyAccessToken(access, authSecret)
  return check.ok && !check.claims.punchout ? memberViewOf(check.claims) : null
}

/** The request as the app is to read it: its headers, the request id and `extra` set over them. */
type Forward = (extra?: Record<string, string>) => { request: { headers: Headers } }

/** Where the browser SDK reports errors (SENTRY_DSN's origin): the one outside host every page may call. */
const reportOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : null

/** A brand's security headers, made once per brand (request/security-headers.ts). */
const headersByBrand = new Map<string, Array<[string, string]>>()
function brandHeaders(brand: Brand): Array<[string, string]> {
  let headers = headersByBrand.get(brand.id)
  if (!headers) {
    headers = Object.entries(securityHeaders(brand, { origin: brandOrigin(brand), reportOrigin }))
    headersByBrand.set(brand.id, headers)
  }
  return headers
}

/** A write another site's page made the browser send (request/same-origin.ts): refused before any route. */
const crossSiteRefusal = () =>
  NextResponse.json(
    { error: 'errors.forbidden_action', message: t('errors.cross_site_request') },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  )

/**
 * Every request gets an id (request/request-id.ts), forwarded to the app and sent back with the
 * answer, and the brand's security headers; a write sent from another site goes no further.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER))
  const forward: Forward = (extra = {}) => {
    const headers = new Headers(request.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
    return { request: { headers } }
  }
  // The one place a Host header becomes a brand (request/brand.ts reads the choice); a client's own
  // BRAND_HEADER is overwritten, never trusted.
  const brand = brandForHost(request.headers.get('host'))
  const response = isCrossSiteWrite(request, request.nextUrl.pathname, brand)
    ? crossSiteRefusal()
    : await shopProxy(request, brand, forward)
  // A path's own stricter choice (a quote's answer link sends no referrer) stands.
  for (const [name, value] of brandHeaders(brand)) if (!response.headers.has(name)) response.headers.set(name, value)
  response.headers.set(REQUEST_ID_HEADER, requestId)
  return response
}

/**
 * Three jobs, none touching the database (`forward`: the request with the headers the app reads):
 * 1. A browser whose access cookie has run out but who still holds a refresh cookie is sent through
 *    the renew route, which rotates the tokens and sends it back (transparent refresh).
 * 2. The admin panel without any session goes to the shop's login page.
 * 3. The Host header picks the brand (the brand map is static; an unknown host gets the default brand):
 *    shop pages are rewritten into the `[brand]` and `[consent]` segments (the visitor's cookie choice,
 *    so the root layout needs no cookie), API calls carry the brand in BRAND_HEADER. A page that is the
 *    same for every anonymous visitor goes to the cached folder, and one the same for every logged-in
 *    shopper of a member view to the member folder (page-cache/cached-route.ts).
 */
async function shopProxy(request: NextRequest, brand: Brand, forward: Forward) {
  const { pathname, search } = request.nextUrl
  const access = request.cookies.get(ACCESS_COOKIE)?.value
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value
  const bearer = request.headers.has('authorization')
  if (refresh && !bearer && !NO_RENEW_PATHS.has(pathname) && accessExpiresSoon(access)) {
    const url = request.nextUrl.clone()
    url.pathname = RENEW_PATH
    url.search = ''
    return NextResponse.rewrite(url, forward({ [RENEW_TO_HEADER]: pathname + search }))
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    if (access || refresh || bearer) return NextResponse.next(forward())
    // On the brand's configured origin, never on a host the request named.
    const login = new URL(`${LOGIN_PATH}?next=${encodeURIComponent(pathname + search)}`, brandOrigin(brand))
    return NextResponse.redirect(login)
  }
  if (pathname.startsWith('/api/')) return NextResponse.next(forward({ [BRAND_HEADER]: brand.id }))
  const consent =
    brand.consent.platform === 'builtin'
      ? consentSegment(currentConsent(request.cookies.get(CONSENT_COOKIE)?.value, new Date()))
      : consentSegment(null)
  const page = {
    method: request.method,
    pathname,
    search,
    appUserAgent: isAppUserAgent(request.headers.get('user-agent')),
    cacheableContent: brand.contentSource.type === 'payload',
    routes: brand.routes,
  }
  const cached = servedFromCache({ ...page, personal: Boolean(access || refresh || bearer) })
  const view = !cached && access && !bearer && servedToMembers(page) ? await memberView(access) : null
  const url = request.nextUrl.clone()
  const folder = cached ? `/${CACHED_SEGMENT}` : view ? `/${MEMBER_SEGMENT}/${view}` : ''
  const base = `/${brand.id}/${consent}${folder}`
  url.pathname = pathname === '/' ? base : base + pathname
  // A page from the cache renders (on a miss) with no request headers at all (`force-static`) and takes
  // its brand from the path, so it is rewritten without them: passing them on cost each of its answers
  // 0.2 ms of CPU, a sixth of all (docs/benchmarks.md).
  const response =
    cached || view
      ? NextResponse.rewrite(url)
      : NextResponse.rewrite(url, forward({ [BRAND_HEADER]: brand.id, [PATH_HEADER]: pathname + search }))
  // Kept by this server only: a shared cache keyed on the URL alone would hand the anonymous page to a
  // visitor who has logged in, and could not see a change expire it.
  if (cached || view) response.headers.set('Cache-Control', 'private, no-cache')
  // A quote's answer link holds its key in the path: no referrer may carry it off, no robot keep it.
  if (pathname.startsWith(ANSWER_PAGE_PREFIX)) {
    response.headers.set('Referrer-Policy', 'no-referrer')
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  }
  return response
}

export const config = {
  // Framework assets, the media library's files and the brand fonts carry no session and no brand.
  matcher: ['/((?!_next/|media/|fonts/|favicon.ico).*)'],
}
