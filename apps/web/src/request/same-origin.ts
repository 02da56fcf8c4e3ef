import { type Brand, isBrandHost } from '@shop/tenants'

/**
 * The same-origin rule of every request that changes something (BRIEF decision 6, issue 36): a browser
 * that was made to send one from another site says so, and such a request is refused before it reaches
 * a route. SameSite cookies alone are not enough: a punch-out session's cookies are SameSite=None (they
 * must work inside the procurement system's frame), and even Lax ones ride along on a cross-site
 * top-level form post. The rule, as browsers give it:
 * - `Sec-Fetch-Site: same-origin` (this site's own page) or `none` (typed, a bookmark): allowed;
 *   anything else (`same-site`, `cross-site`) is refused;
 * - a browser too old to send Sec-Fetch-Site sends `Origin` on every such request: it must be a site of
 *   this brand (one of its hostnames; `null`, a sandboxed or privacy-stripped origin, is not);
 * - with neither, the caller is no browser (an API client, a procurement system's server, a script),
 *   which no other site can make act: allowed.
 * The doors that are cross-site by design stay open: a procurement system's OCI entry is a form posted
 * from its own site, and it brings credentials, not cookies.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths other sites post to on purpose. */
export const CROSS_SITE_ENTRIES: ReadonlySet<string> = new Set(['/punchout/oci'])

export function isCrossSiteWrite(
  request: { method: string; headers: Pick<Headers, 'get'> },
  pathname: string,
  brand: Pick<Brand, 'hostnames'>,
): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase()) || CROSS_SITE_ENTRIES.has(pathname)) return false
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  try {
    return !isBrandHost(brand, new URL(origin).hostname)
  } catch {
    return true
  }
}
