import 'server-only'
import { type Brand, brandById } from '@shop/tenants'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { chosenBrand } from './headers'

/**
 * The brand a request is served for. Only the proxy maps the Host header to a brand: it rewrites pages
 * into the `[brand]` segment and sets BRAND_HEADER on every request it passes on, API calls included
 * (a client's own value is replaced). Pages pass their segment, which keeps them free of request
 * headers so they can be cached per brand; routes (through api/route.ts) read the header. An unknown
 * segment is a 404; a request that never met the proxy is the default brand's.
 */
export async function requestBrand(segment?: string): Promise<Brand> {
  if (segment !== undefined) return brandById(segment) ?? notFound()
  return chosenBrand(await headers())
}
