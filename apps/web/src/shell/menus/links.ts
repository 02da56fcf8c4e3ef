/**
 * Links that come from the CMS or the database. Only paths and http(s), mailto and tel URLs are
 * followed; anything else (javascript:, data:, protocol-relative '//host') is refused, as spec
 * section 8 asks ('invalid protocols are refused').
 */
export type SafeLink = { href: string; external: boolean }

const SAFE_ABSOLUTE = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9() -]+)$/i

export function safeLink(url: string | null | undefined): SafeLink | null {
  const href = url?.trim()
  if (!href) return null
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return { href, external: false }
  if (href.startsWith('#') || href.startsWith('?')) return { href, external: false }
  if (SAFE_ABSOLUTE.test(href)) return { href, external: /^https?:/i.test(href) }
  return null
}

/** A tel: URL from a phone number as people write it ('08-123 45 67' → 'tel:081234567'). */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '')
  return /^\+?\d{5,}$/.test(digits) ? `tel:${digits}` : null
}
