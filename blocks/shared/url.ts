/**
 * Link safety. Only http(s), mailto, tel and site-relative links are rendered as links; anything else
 * (javascript:, data:, vbscript:, unknown schemes) is refused and the caller renders plain text.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

export function safeUrl(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so do we.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = raw.trim().replace(/[\u0000-\u001f\u007f\s]/g, (c) => (c === ' ' ? '%20' : ''))
  if (url === '') return null
  const scheme = SCHEME.exec(url)?.[1]
  if (scheme) return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? url : null
  if (url.startsWith('\\') || url.startsWith('/\\')) return null
  return url
}

/** Leaves the site: absolute http(s) or protocol-relative. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url)
}

/** Attributes of a link that opens in a new tab without giving the new page access to ours. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const
