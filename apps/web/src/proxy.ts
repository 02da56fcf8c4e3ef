import { brandForHost } from '@shop/tenants'
import { type NextRequest, NextResponse } from 'next/server'
import { BRAND_HEADER, PATH_HEADER } from './request/headers'

/**
 * Maps the Host header to a brand and rewrites to the `[brand]` segment; nothing else happens here
 * (no database: the brand map is static). An unknown host gets the default brand.
 */
export function proxy(request: NextRequest) {
  const brand = brandForHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  url.pathname = `/${brand.id}${request.nextUrl.pathname}`
  const headers = new Headers(request.headers)
  headers.set(BRAND_HEADER, brand.id)
  headers.set(PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search)
  return NextResponse.rewrite(url, { request: { headers } })
}

export const config = {
  // Admin, APIs, framework assets and generated images are brand-independent.
  matcher: ['/((?!admin|api/|_next/|placeholder/|favicon.ico).*)'],
}
