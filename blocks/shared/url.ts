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

/** A safe CSS colour from the CMS (hex only), or undefined. */
export function safeColor(raw: string | undefined | null): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : undefined
}

/** Black or white, whichever contrasts more with the given hex background (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  let h = hex.slice(1)
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('')
  const channel = (i: number) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  // Contrast with white: 1.05 / (L + 0.05); with black: (L + 0.05) / 0.05.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000'
}

/** Inline style for a section with an editor-chosen background colour (readable text colour included). */
export function backgroundStyle(
  raw: string | undefined | null,
): { backgroundColor: string; color: string } | undefined {
  const color = safeColor(raw)
  return color ? { backgroundColor: color, color: textColorOn(color) } : undefined
}
