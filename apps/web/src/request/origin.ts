import type { Brand } from '@shop/tenants'
import { chosenBrand } from './headers'

/** Where a request came from (scheme and host as the visitor typed them), for links in e-mail. */
export interface RequestOrigin {
  origin: string
  brand: Brand
}

/**
 * The host is read for the link only: the brand is the one the proxy chose (BRAND_HEADER), so links
 * and brand cannot disagree. Without the header (a script, a Local API call outside a request) it
 * is the default brand, whose first hostname then stands in for a missing Host.
 */
export function originOf(headers: Headers, fallbackUrl?: string): RequestOrigin {
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  const fallback = fallbackUrl ? new URL(fallbackUrl) : null
  const proto = headers.get('x-forwarded-proto') ?? fallback?.protocol.replace(':', '') ?? 'https'
  const brand = chosenBrand(headers)
  return { origin: host ? `${proto}://${host}` : (fallback?.origin ?? `https://${brand.hostnames[0]}`), brand }
}
