import type { Brand } from '@shop/tenants'

/**
 * The security headers of every page and API answer of a brand (the proxy sets them; next.config.ts
 * adds nosniff and the referrer policy to the build's own files, which never pass the proxy).
 *
 * The Content-Security-Policy is as strict as pages rendered once for every visitor allow: a nonce
 * would have to be new in every answer, so each cached page would be rendered per request, and Next's
 * own inline scripts (the RSC payload `self.__next_f.push(…)`) change with every page, so they cannot
 * be listed by hash either. Scripts therefore come from this site, inline, and from the outside
 * services a brand has configured, nothing else; objects and other base URLs never; frames of this
 * site only in this site, or in the procurement systems that brand's punch-out.json names
 * (frame-ancestors), never in any other. Images and video may come from any https host, because
 * editors link them from their CMS. No form-action: the punch-out transfer posts the cart to the
 * procurement system's HOOK_URL, which can be any address the buyer's system sends.
 */

export interface SecuritySettings {
  /** The brand's configured origin (request/origin.ts). */
  origin: string
  /** Where the browser SDK sends error reports (SENTRY_DSN's origin), if anywhere. */
  reportOrigin: string | null
}

const GTM = ['https://*.googletagmanager.com']
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', ...GTM]
const MAPS = ['https://maps.googleapis.com', 'https://*.gstatic.com']
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/** The origins allowed to frame a brand's pages: its procurement companies' systems (punch-out.json). */
export function frameAncestorsOf(brand: Pick<Brand, 'punchout'>): string[] {
  const { oci, cxml } = brand.punchout
  const origins = [...oci.companies, ...(cxml?.buyingOrganisations ?? [])].flatMap((entry) => entry.frameOrigins ?? [])
  return [...new Set(origins)].sort()
}

export function contentSecurityPolicy(
  brand: Pick<Brand, 'tagManagerId' | 'mapsKey' | 'punchout'>,
  settings: SecuritySettings,
): string {
  const tags = brand.tagManagerId ? ANALYTICS : []
  const maps = brand.mapsKey ? MAPS : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(brand.tagManagerId ? GTM : []), ...maps]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(brand.mapsKey ? ['https://fonts.googleapis.com'] : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:', ...(brand.mapsKey ? ['https://fonts.gstatic.com'] : [])]],
    ['connect-src', ["'self'", ...(settings.reportOrigin ? [settings.reportOrigin] : []), ...tags, ...maps]],
    ['frame-src', ["'self'", ...VIDEO_PLAYERS, ...(brand.tagManagerId ? GTM : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-ancestors', ["'self'", ...frameAncestorsOf(brand)]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
  if (settings.origin.startsWith('https:')) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Every header of a brand's answers, by name. */
export function securityHeaders(
  brand: Pick<Brand, 'tagManagerId' | 'mapsKey' | 'punchout'>,
  settings: SecuritySettings,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(brand, settings),
    ...STATIC_SECURITY_HEADERS,
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    // Only an https origin can promise https; a year, and not for subdomains the shop does not serve.
    ...(settings.origin.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  }
}

/** What every answer gets, a file of the build too (next.config.ts). */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}
