import { type Brand, brandForHost } from '@shop/tenants'

/** Where a request came from (scheme and host as the visitor typed them), for links in e-mail. */
export interface RequestOrigin {
  origin: string
  brand: Brand
}

export function originOf(headers: Headers, fallbackUrl?: string): RequestOrigin {
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  const fallback = fallbackUrl ? new URL(fallbackUrl) : null
  const proto = headers.get('x-forwarded-proto') ?? fallback?.protocol.replace(':', '') ?? 'https'
  const brand = brandForHost(host)
  return { origin: host ? `${proto}://${host}` : (fallback?.origin ?? `https://${brand.hostnames[0]}`), brand }
}
