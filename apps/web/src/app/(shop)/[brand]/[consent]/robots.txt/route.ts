import { requestBrand } from '@/request/brand'
import { brandOrigin } from '@/request/origin'

type Context = { params: Promise<{ brand: string }> }

/** Per-brand robots.txt: shop and content are public; admin, APIs, search results and checkout are not. */
export async function GET(_request: Request, { params }: Context) {
  // An unknown brand segment is a 404; the sitemap is on the brand's own origin.
  const brand = await requestBrand((await params).brand)
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...['/admin', '/api/', '/search', '/cart', '/delivery', '/summary', '/checkout-success-page', '/punchout'].map(
      (p) => `Disallow: ${p}`,
    ),
    `Sitemap: ${brandOrigin(brand)}/sitemap.xml`,
  ]
  return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
