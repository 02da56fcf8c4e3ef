import { brandById } from '@shop/tenants'

type Context = { params: Promise<{ brand: string }> }

/** Per-brand robots.txt: shop and content are public; admin, APIs, search results and checkout are not. */
export async function GET(request: Request, { params }: Context) {
  const brand = brandById((await params).brand)
  if (!brand) return new Response('Not found', { status: 404 })
  const host = request.headers.get('host') ?? brand.hostnames[0]
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...['/admin', '/api/', '/search', '/cart', '/delivery', '/summary', '/checkout-success-page'].map(
      (p) => `Disallow: ${p}`,
    ),
    `Sitemap: ${new URL(request.url).protocol}//${host}/sitemap.xml`,
  ]
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
