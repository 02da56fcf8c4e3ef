import { t } from '@shop/i18n'
import { expect, test } from './server'

/**
 * Finding 5 of 2026-12-01: Payload's REST API answered anonymous list calls with no upper limit.
 * `GET /api/payload/stock?pagination=false` was 11 MB, `variants` and `products` the same; four at once
 * took 27.5 s while `/api/health` took up to 19.9 s. `variants`, `products`, `stock` and `pages` were
 * readable without a login. And (finding 11) `GET /api/payload/payload-migrations` answered 501.
 * Now Payload's REST and GraphQL APIs are the admin's (apps/web/src/collections/shared/payload-api.ts):
 * visitors and shop users are refused, and every list, the admin's too, is at most 100 rows.
 * How long /api/health takes meanwhile is measured in bench/payload-flood, not asserted here.
 */

const UNBOUNDED = ['stock', 'variants', 'products', 'pages'].map((slug) => `/api/payload/${slug}?pagination=false`)
const TOO_LARGE = t('errors.payload_list_too_large', { max: 100 })

test('visitors and shop users are refused the unbounded lists of 2026-12-01, four at once, and health answers meanwhile', async ({
  request,
  shop,
}) => {
  for (const [who, headers] of [
    ['anonymous', {}],
    ['user@demo.test', await shop.bearerFor(request, 'user@demo.test')],
    ['noprices@demo.test', await shop.bearerFor(request, 'noprices@demo.test')],
  ] as const) {
    const calls = Promise.all(UNBOUNDED.map((path) => request.get(`${shop.base}${path}`, { headers })))
    const health = await request.get(`${shop.base}/api/health`)
    const answers = await calls
    expect(
      answers.map((answer) => answer.status()),
      who,
    ).toEqual([403, 403, 403, 403])
    for (const answer of answers) expect(await answer.text()).not.toContain('"docs"')
    expect(health.status(), who).toBe(200)
    // A bounded page is refused too: the catalog and the content are the shop's to serve, through its own API.
    const page = await request.get(`${shop.base}/api/payload/variants?limit=1&depth=0`, { headers })
    expect(page.status(), who).toBe(403)
    const graphql = await request.post(`${shop.base}/api/payload/graphql`, {
      headers,
      data: {
        query: '{ Variants(limit: 0) { docs { articleNumber } } StockEntries(pagination: false) { totalDocs } }',
      },
    })
    const body = (await graphql.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] }
    expect(body.errors?.length ?? 0, who).toBeGreaterThan(0)
    expect(JSON.stringify(body.data ?? {}), who).not.toContain('articleNumber":"')
  }
})

test("the site admin's lists are bounded too: no unbounded list, at most 100 rows, depth at most 2", async ({
  request,
  shop,
}) => {
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  for (const path of [
    ...UNBOUNDED,
    '/api/payload/variants?limit=0',
    '/api/payload/variants?limit=-1',
    '/api/payload/variants?limit=101',
    '/api/payload/products?limit=1&joins[variants][limit]=0',
  ]) {
    const response = await request.get(`${shop.base}${path}`, { headers: admin })
    expect(response.status(), path).toBe(400)
    expect(JSON.stringify(await response.json()), path).toContain(TOO_LARGE)
  }
  const full = await request.get(`${shop.base}/api/payload/variants?limit=100&depth=0`, { headers: admin })
  expect(full.status()).toBe(200)
  expect(((await full.json()) as { docs: unknown[] }).docs).toHaveLength(100)
  // GraphQL asks through the same operations.
  const graphql = await request.post(`${shop.base}/api/payload/graphql`, {
    headers: admin,
    data: { query: '{ StockEntries(pagination: false) { totalDocs } }' },
  })
  expect(JSON.stringify(await graphql.json())).toContain(TOO_LARGE)
  // depth=10 is populated two levels deep: variant → product → category, whose parent stays an id.
  const deep = await request.get(`${shop.base}/api/payload/variants?limit=1&depth=10`, { headers: admin })
  expect(deep.status()).toBe(200)
  const [variant] = ((await deep.json()) as { docs: Array<{ product: { category: { parent: unknown } } }> }).docs
  expect(typeof variant?.product.category).toBe('object')
  expect(['number', 'string']).toContain(typeof variant?.product.category.parent)
})

test("an editor reaches their brand's content through Payload's API, not the catalog", async ({ request, shop }) => {
  const editor = await shop.bearerFor(request, 'editor.nordbygg@demo.test')
  const own = await request.get(`${shop.base}/api/payload/pages?where[brand][equals]=nordbygg&limit=1`, {
    headers: editor,
  })
  expect(own.status()).toBe(200)
  expect(((await own.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  for (const slug of ['stock', 'variants', 'products', 'prices', 'quotes', 'orders']) {
    const response = await request.get(`${shop.base}/api/payload/${slug}?limit=1`, { headers: editor })
    expect(response.status(), slug).toBe(403)
  }
})

test("Payload's own collections answer 4xx, never 501: migrations, preferences, locked documents", async ({
  request,
  shop,
}) => {
  const user = await shop.bearerFor(request, 'user@demo.test')
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  for (const [who, headers] of [
    ['anonymous', {}],
    ['user@demo.test', user],
    ['siteadmin@demo.test', admin],
  ] as const) {
    const migrations = await request.get(`${shop.base}/api/payload/payload-migrations`, { headers })
    expect(migrations.status(), who).toBe(404)
  }
  for (const [who, headers] of [
    ['anonymous', {}],
    ['user@demo.test', user],
  ] as const) {
    for (const slug of ['payload-preferences', 'payload-locked-documents']) {
      const response = await request.get(`${shop.base}/api/payload/${slug}?limit=1`, { headers })
      expect(response.status(), `${who} ${slug}`).toBe(403)
    }
  }
})
