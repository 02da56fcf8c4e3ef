import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { BRANDS, brandUrl, PORT } from './support'

/**
 * Issue 38: every internal link a visitor can follow leads somewhere. Each brand is crawled from `/` as an
 * anonymous visitor, breadth first and bounded: every link on the pages within three clicks of the front
 * page is requested, a few of each kind (products, categories, guides…) opened in turn, and none may
 * answer 404 or fail on the server. A sign-in wall is an answer; a missing page is not.
 */

/** Pages opened per brand, and links followed per first path segment (so products cannot crowd out the rest). */
const MAX_PAGES = 90
const PER_SECTION = 12
const MAX_DEPTH = 3

/** Not pages: the API, Next's own files and the media library (checked in media.spec.ts). */
const NOT_A_PAGE = /^\/(api|_next|media|admin)(\/|$)/

function internalLinks(html: string, origin: string): string[] {
  const found = new Set<string>()
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = (raw ?? '').replaceAll('&amp;', '&')
    if (href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
    const url = new URL(href, `${origin}/`)
    if (url.origin !== origin || NOT_A_PAGE.test(url.pathname)) continue
    found.add(url.pathname + url.search)
  }
  return [...found]
}

/**
 * A path as a visitor's browser gets it, redirects followed. Node does not resolve `<brand>.localhost`, so
 * each request goes to 127.0.0.1 naming the brand's host, and each same-site redirect is followed by hand.
 */
async function visit(request: APIRequestContext, origin: string, path: string): Promise<APIResponse> {
  const host = new URL(origin).host
  let target = path
  for (let hop = 0; ; hop += 1) {
    const response = await request.get(`http://127.0.0.1:${PORT}${target}`, {
      headers: { host },
      maxRedirects: 0,
      failOnStatusCode: false,
    })
    const location = response.headers().location
    if (hop >= 5 || response.status() < 300 || response.status() >= 400 || !location) return response
    const next = new URL(location, `${origin}${target}`)
    if (next.origin !== origin) return response
    target = next.pathname + next.search
  }
}

for (const brand of BRANDS) {
  test(`${brand}: no internal link within ${MAX_DEPTH} clicks of the front page answers 404`, async ({ request }) => {
    test.setTimeout(180_000)
    const origin = new URL(brandUrl(brand)).origin
    const status = new Map<string, number>()
    const linkedFrom = new Map<string, string>()
    const perSection = new Map<string, number>()
    const queue: Array<{ path: string; depth: number }> = [{ path: '/', depth: 0 }]
    let opened = 0

    while (queue.length > 0 && opened < MAX_PAGES) {
      const { path, depth } = queue.shift() as { path: string; depth: number }
      const response = await visit(request, origin, path)
      status.set(path, response.status())
      opened += 1
      const type = response.headers()['content-type'] ?? ''
      if (depth >= MAX_DEPTH || !response.ok() || !type.includes('text/html')) continue
      for (const link of internalLinks(await response.text(), origin)) {
        if (linkedFrom.has(link) || link === '/') continue
        linkedFrom.set(link, path)
        const section = link.split(/[/?]/)[1] ?? ''
        const seen = perSection.get(section) ?? 0
        perSection.set(section, seen + 1)
        // The first few of a kind are opened and crawled on; every link is requested below all the same.
        if (seen < PER_SECTION) queue.push({ path: link, depth: depth + 1 })
      }
    }

    for (const link of linkedFrom.keys()) {
      if (status.has(link)) continue
      const response = await visit(request, origin, link)
      status.set(link, response.status())
    }

    const broken = [...status]
      .filter(([, code]) => code === 404 || code >= 500)
      .map(([link, code]) => `${code} ${link} (länkad från ${linkedFrom.get(link) ?? '–'})`)
    expect(broken, `trasiga länkar på ${brand}`).toEqual([])
    // The crawl reached the shop, not just the front page, and the main call to action (once a 404) among it.
    expect(status.size).toBeGreaterThan(60)
    expect(status.get('/bli-kund')).toBe(200)
  })
}
