import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { BRANDS, type BrandId, bearerFor, PORT } from './support'

/**
 * Finding 17 (issue 36): no page sent a Content-Security-Policy, HSTS, nosniff, a Referrer-Policy or
 * frame-ancestors, so any site could frame login, cart and checkout. Every page of every brand is asked
 * here (the platform's own pages, each brand's custom pages from its route file, the pages the front
 * page links to, an error page, the admin, API answers and the build's files), anonymously and logged in.
 */

const base = `http://127.0.0.1:${PORT}`

/** The platform's own pages (spec section 2) and the other answers a browser gets. */
const PLATFORM = [
  '/',
  '/search?q=skruv',
  '/hitta-butik',
  '/aterforsaljare',
  '/butiker/101',
  '/kampanjer',
  '/cart',
  '/delivery',
  '/summary',
  '/checkout-success-page',
  '/logga-in',
  '/gloemt-loesenord',
  '/activate-user',
  '/punchout',
  '/punchout/test-buyer',
  '/offert/not-a-token',
  '/finns-inte-alls',
  '/admin',
  '/sitemap.xml',
  '/robots.txt',
  '/api/brand-config',
  '/api/health',
]

/** Same-site links of a brand's front page: its menus' categories, content pages, campaigns, products. */
async function linkedPaths(request: APIRequestContext, brand: BrandId): Promise<string[]> {
  const html = await (await request.get(`${base}/`, { headers: { host: `${brand}.localhost:${PORT}` } })).text()
  // Pages only: the brand font's preload link is a file outside the proxy, as /_next's are.
  const paths = [...html.matchAll(/href="(\/(?!\/|_next|fonts\/)[^"#?]*)"/g)].map((match) => match[1] as string)
  return [...new Set(paths)].slice(0, 20)
}

function expectSecurityHeaders(headers: Record<string, string>, brand: BrandId, path: string) {
  const policy = headers['content-security-policy'] ?? ''
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))
  const frameOrigins = brand === 'nordbygg' ? ' http://127.0.0.1:*' : ''
  expect(directive('frame-ancestors'), `${brand} ${path}`).toBe(`frame-ancestors 'self'${frameOrigins}`)
  expect(directive('default-src'), `${brand} ${path}`).toBe("default-src 'self'")
  expect(directive('object-src'), `${brand} ${path}`).toBe("object-src 'none'")
  expect(directive('base-uri'), `${brand} ${path}`).toBe("base-uri 'self'")
  expect(directive('script-src'), `${brand} ${path}`).toMatch(/^script-src 'self' 'unsafe-inline'/)
  expect(headers['x-content-type-options'], `${brand} ${path}`).toBe('nosniff')
  // A quote's answer link sends no referrer at all; everything else only its origin to other sites.
  expect(headers['referrer-policy'], `${brand} ${path}`).toBe(
    path.startsWith('/offert/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
  )
  expect(headers['permissions-policy'], `${brand} ${path}`).toContain('camera=()')
  // The local origins are http: no HSTS, which only an https origin can promise.
  expect(headers['strict-transport-security'], `${brand} ${path}`).toBeUndefined()
}

for (const brand of BRANDS) {
  test(`every page of ${brand} sends its security headers, anonymously and logged in`, async ({ request }) => {
    test.slow()
    const routeFile = new URL(`../../tenants/${brand}/routes.json`, import.meta.url)
    const { routes: declared } = JSON.parse(readFileSync(routeFile, 'utf8')) as { routes: Array<{ path: string }> }
    const routes = declared.map((route) => route.path.replace(/:[a-zA-Z]+/g, '1'))
    const paths = [...new Set([...PLATFORM, ...routes, ...(await linkedPaths(request, brand))])]
    expect(paths.length).toBeGreaterThan(PLATFORM.length + 10)
    const host = { host: `${brand}.localhost:${PORT}` }
    const sessions = [host, { ...host, ...(await bearerFor(request, 'user@demo.test')) }]
    for (const headers of sessions) {
      for (const path of paths) {
        const response = await request.get(`${base}${path}`, { headers, maxRedirects: 0 })
        expect(response.status(), `${brand} ${path}`).toBeLessThan(500)
        expectSecurityHeaders(response.headers(), brand, path)
      }
    }
  })
}

test("the build's own files are sent with nosniff and the referrer policy", async ({ request }) => {
  const html = await (await request.get(`${base}/`)).text()
  const asset = html.match(/\/_next\/static\/[^"']+\.(?:js|css)/)?.[0]
  if (!asset) throw new Error('the front page names no build file')
  const response = await request.get(`${base}${asset}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})
