import { contentSourceFor } from '@/content/source'
import { escapeXml } from '@/documents/xml'
import { requestBrand } from '@/request/brand'
import { brandOrigin } from '@/request/origin'

type Context = { params: Promise<{ brand: string }> }

/** Per-brand sitemap: the front page, store finder and store pages, retailers, and the public content. */
export async function GET(_request: Request, { params }: Context) {
  const brand = await requestBrand((await params).brand)
  const source = await contentSourceFor(brand)
  const query = { brand: brand.id }
  const [content, stores] = await Promise.all([source.sitemap(query), source.storeDetails(query)])
  const origin = brandOrigin(brand)
  const entries = [
    { path: '/' },
    { path: '/hitta-butik' },
    { path: '/aterforsaljare' },
    ...stores.map((store) => ({ path: `/butiker/${encodeURIComponent(store.storeId)}` })),
    ...content,
  ]
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(origin + entry.path)}</loc>${
        'updatedAt' in entry && entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt)}</lastmod>` : ''
      }</url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
