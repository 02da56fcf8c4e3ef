import { type APIRequestContext, expect, test } from '@playwright/test'
import { type BrandId, bearerFor, PORT } from './support'

/**
 * The search, stock, bracket-price and suggest service routes (spec section 7) against the demo
 * seed (600 variants). Node cannot resolve *.localhost, so requests go to 127.0.0.1 and name the
 * brand in the Host header.
 */

const origin = `http://127.0.0.1:${PORT}`
const hostOf = (brand: BrandId = 'nordbygg') => ({ host: `${brand}.localhost:${PORT}` })
const PAGE_SIZE = 24

interface Tile {
  articleNumber: string
  name: string
  url: string
  brandName: string | null
  price: { netPrice: number; hasBracketPrices: boolean } | null
}
interface Facet {
  kind: 'brand' | 'tag' | 'attr'
  name: string
  values: Array<{ value: string; count: number; selected: boolean }>
}
interface Listing {
  total: number
  page: number
  pageCount: number
  items: Tile[]
  facets: Facet[]
  priceRange: { min: number; max: number } | null
  inStockCount: number
  search?: { matchedBy: string; corrected?: string }
}

const tokenFor = bearerFor

async function search(
  request: APIRequestContext,
  data: unknown,
  headers: Record<string, string> = hostOf(),
): Promise<Listing> {
  const response = await request.post(`${origin}/api/product/search`, { headers, data })
  expect(response.status(), JSON.stringify(data)).toBe(200)
  return response.json()
}

test.describe('POST /api/product/search', () => {
  test('searches by text, narrows by a facet and sorts by name', async ({ request }) => {
    const all = await search(request, { q: 'skruv' })
    expect(all.total).toBeGreaterThan(0)
    expect(all.page).toBe(1)
    expect(all.pageCount).toBe(Math.ceil(all.total / PAGE_SIZE))
    expect(all.items.length).toBe(Math.min(all.total, PAGE_SIZE))
    expect(all.search?.matchedBy).toEqual(expect.any(String))
    expect(all.priceRange).toEqual({ min: expect.any(Number), max: expect.any(Number) })
    for (const item of all.items) {
      expect(item.name).toMatch(/skruv/i)
      expect(item.url).toMatch(/^\/produkt\//)
    }

    const makers = all.facets.find((facet) => facet.kind === 'brand')
    const maker = makers?.values[0]
    if (!maker) throw new Error('no maker facet for skruv')
    const narrowed = await search(request, { q: 'skruv', filters: { brands: [maker.value] }, sort: 'name' })
    expect(narrowed.total).toBe(maker.count)
    expect(narrowed.facets.find((f) => f.kind === 'brand')?.values.find((v) => v.value === maker.value)?.selected).toBe(
      true,
    )
    for (const item of narrowed.items) expect(item.brandName).toBe(maker.value)
    const names = narrowed.items.map((item) => item.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('sv-SE', { numeric: true, sensitivity: 'base' }).compare))
  })

  test('lists a category by path, with paging', async ({ request }) => {
    const first = await search(request, { categoryPath: 'tra-och-skivor' })
    expect(first.total).toBeGreaterThan(PAGE_SIZE)
    expect(first.search).toBeUndefined()
    expect(first.facets.length).toBeGreaterThan(0)
    const second = await search(request, { categoryPath: 'tra-och-skivor', page: 2 })
    expect(second.page).toBe(2)
    expect(second.items[0]?.articleNumber).not.toBe(first.items[0]?.articleNumber)

    const unknown = await request.post(`${origin}/api/product/search`, {
      headers: hostOf(),
      data: { categoryPath: 'finns/inte' },
    })
    expect(unknown.status()).toBe(404)
    expect((await unknown.json()).error).toBe('errors.not_found')
  })

  test('lists a brand’s campaign and range by slug; unknown ones are 404', async ({ request }) => {
    const campaign = await search(request, { campaign: 'verktygsveckor' }, hostOf('proffsbygget'))
    expect(campaign.total).toBeGreaterThan(0)
    const range = await search(request, { range: 'proffsverktyg' }, hostOf('trahuset'))
    expect(range.total).toBeGreaterThan(0)
    for (const data of [{ campaign: 'finns-inte' }, { range: 'finns-inte' }]) {
      const unknown = await request.post(`${origin}/api/product/search`, { headers: hostOf('proffsbygget'), data })
      expect(unknown.status(), JSON.stringify(data)).toBe(404)
    }
  })

  test('answers 400 for bad bodies', async ({ request }) => {
    const bodies: unknown[] = [
      {},
      { filters: { inStock: true } },
      { q: 'skruv', categoryPath: 'tra-och-skivor' },
      { q: 'skruv', page: 0 },
      { q: 'skruv', page: 1.5 },
      { q: 'skruv', sort: 'cheapest' },
      { q: '' },
      { q: 'x'.repeat(101) },
      { q: 'skruv', extra: 1 },
      { q: 'skruv', filters: { priceMin: -1 } },
      { campaign: 'Inte En Slug' },
    ]
    for (const data of bodies) {
      const response = await request.post(`${origin}/api/product/search`, { headers: hostOf(), data })
      expect(response.status(), JSON.stringify(data)).toBe(400)
      const body = await response.json()
      expect(body.error).toBe('errors.bad_request')
      expect(body.issues?.length).toBeGreaterThan(0)
    }
    const notJson = await request.post(`${origin}/api/product/search`, {
      headers: { ...hostOf(), 'content-type': 'application/json' },
      data: '{"q":',
    })
    expect(notJson.status()).toBe(400)
  })
})

test.describe('POST /api/product/stock', () => {
  test('per article, every location holding it, or just the requested ones', async ({ request }) => {
    const { items } = await search(request, { categoryPath: 'tra-och-skivor' })
    const articles = items.slice(0, 3).map((item) => item.articleNumber)
    const all = await request.post(`${origin}/api/product/stock`, { headers: hostOf(), data: { articles } })
    expect(all.status()).toBe(200)
    const { stock } = await all.json()
    expect(stock.map((s: { articleNumber: string }) => s.articleNumber)).toEqual(articles)
    expect(stock[0].locations.length).toBeGreaterThan(0)
    expect(stock[0].locations[0]).toMatchObject({
      locationId: expect.any(String),
      quantity: expect.any(Number),
      availability: expect.any(String),
    })

    const some = await request.post(`${origin}/api/product/stock`, {
      headers: hostOf(),
      data: { articles, locationIds: ['101', '9999'] },
    })
    expect(some.status()).toBe(200)
    for (const entry of (await some.json()).stock) {
      expect(entry.locations.map((l: { locationId: string }) => l.locationId)).toEqual(['101', '9999'])
      // No stock row for a location that does not exist: no stock information (spec section 9).
      expect(entry.locations[1]).toMatchObject({ quantity: -1, status: '–', availability: '–' })
    }
  })

  test('answers 400 for bad bodies', async ({ request }) => {
    for (const data of [
      {},
      { articles: [] },
      { articles: ['x'.repeat(21)] },
      { articles: Array.from({ length: 201 }, (_, i) => String(i)) },
      { articles: ['1'], locationIds: Array.from({ length: 51 }, (_, i) => String(i)) },
    ]) {
      const response = await request.post(`${origin}/api/product/stock`, { headers: hostOf(), data })
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400)
    }
  })
})

test.describe('POST /api/product/variants', () => {
  test("the shopper's own price, steps and stock at their store, per article; nothing of anyone else's", async ({
    request,
  }) => {
    const { items } = await search(request, { categoryPath: 'tra-och-skivor' })
    const articleNumbers = [...items.slice(0, 3).map((item) => item.articleNumber), 'FINNS-INTE']
    const ask = async (email: string | null) => {
      const headers = { ...hostOf(), ...(email ? await tokenFor(request, email) : {}) }
      const response = await request.post(`${origin}/api/product/variants`, { headers, data: { articleNumbers } })
      expect(response.status(), email ?? 'anonymous').toBe(200)
      return {
        answer: await response.json(),
        listed: await search(request, { categoryPath: 'tra-och-skivor' }, headers),
      }
    }
    for (const [email, store] of [
      ['user@demo.test', '101'],
      // Store 202 is Trähuset's: on Nordbygg its shopper's store is the brand's default.
      ['buyeradmin@demo.test', '101'],
      ['noprices@demo.test', '104'],
      [null, '101'],
    ] as const) {
      const { answer, listed } = await ask(email)
      expect(answer.storeId, email ?? 'anonymous').toBe(store)
      expect(answer.variants.map((v: { articleNumber: string }) => v.articleNumber)).toEqual(articleNumbers)
      const compared = listed.items.filter((item) => articleNumbers.includes(item.articleNumber))
      expect(compared.length, email ?? 'anonymous').toBeGreaterThan(0)
      for (const item of compared) {
        const own = answer.variants.find((v: { articleNumber: string }) => v.articleNumber === item.articleNumber)
        // The same price the search service gives this shopper, and the same store stock.
        expect(own.price, `${email} ${item.articleNumber}`).toEqual(item.price)
        expect(own.storeStock.locationId).toBe(store)
        if (email === 'noprices@demo.test') expect(own.price).toBeNull()
      }
      expect(answer.variants.at(-1)).toMatchObject({ price: null, brackets: [], storeStock: { availability: '–' } })
    }
  })

  test('answers 400 in Swedish for bad bodies', async ({ request }) => {
    for (const data of [
      {},
      { articleNumbers: [] },
      { articleNumbers: ['x'.repeat(21)] },
      { articleNumbers: Array.from({ length: 201 }, (_, i) => String(i)) },
      { articleNumbers: ['1'], extra: true },
    ]) {
      const response = await request.post(`${origin}/api/product/variants`, { headers: hostOf(), data })
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400)
      expect((await response.json()).message, JSON.stringify(data).slice(0, 80)).toMatch(/[a-zåäö]/i)
    }
  })
})

test.describe('GET /api/product/prices/{id}/brackets', () => {
  test('brackets for a logged-in buyer, 404 for an unknown article', async ({ request }) => {
    const user = { ...hostOf(), ...(await tokenFor(request, 'user@demo.test')) }
    let withBrackets: Tile | undefined
    for (let page = 1; page <= 5 && !withBrackets; page++) {
      const { items } = await search(request, { categoryPath: 'tra-och-skivor', page }, user)
      withBrackets = items.find((item) => item.price?.hasBracketPrices)
    }
    if (!withBrackets) throw new Error('no article with bracket prices in the demo seed')
    const response = await request.get(`${origin}/api/product/prices/${withBrackets.articleNumber}/brackets`, {
      headers: user,
    })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.articleNumber).toBe(withBrackets.articleNumber)
    expect(body.brackets.length).toBeGreaterThan(0)
    expect(body.brackets[0]).toEqual({ minQuantity: expect.any(Number), netPrice: expect.any(Number) })

    const unknown = await request.get(`${origin}/api/product/prices/0000000/brackets`, { headers: user })
    expect(unknown.status()).toBe(404)
    expect((await unknown.json()).error).toBe('errors.not_found')
  })
})

test.describe('GET /api/product/suggest', () => {
  test('products, categories and pages for a term; 400 without one', async ({ request }) => {
    const response = await request.get(`${origin}/api/product/suggest?q=skruv`, { headers: hostOf() })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.q).toBe('skruv')
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThanOrEqual(6)
    expect(body.products[0]).toMatchObject({
      articleNumber: expect.any(String),
      name: expect.stringMatching(/skruv/i),
      url: expect.stringMatching(/^\/produkt\//),
      imageUrl: expect.stringMatching(/^\/media\//),
      picture: expect.objectContaining({ src: expect.stringMatching(/^\/_next\/image\?url=%2Fmedia%2F/) }),
      unit: expect.any(String),
    })
    expect(body.categories.map((c: { name: string }) => c.name)).toContain('Skruv')
    expect(body.categories.length).toBeLessThanOrEqual(5)
    expect(body.pages.length).toBeLessThanOrEqual(3)

    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      const bad = await request.get(`${origin}/api/product/suggest?q=${q}`, { headers: hostOf() })
      expect(bad.status(), q).toBe(400)
    }
    expect((await request.get(`${origin}/api/product/suggest`, { headers: hostOf() })).status()).toBe(400)
  })
})

test.describe('a customer denying EJ_SE_PRISER', () => {
  test('gets no price figures from search, suggest or brackets', async ({ request }) => {
    const noprices = { ...hostOf(), ...(await tokenFor(request, 'noprices@demo.test')) }
    const user = { ...hostOf(), ...(await tokenFor(request, 'user@demo.test')) }

    const listing = await search(request, { q: 'skruv', sort: 'price-asc' }, noprices)
    expect(listing.items.length).toBeGreaterThan(0)
    for (const item of listing.items) expect(item.price).toBeNull()
    expect(listing.priceRange).toBeNull()

    const suggest = await request.get(`${origin}/api/product/suggest?q=skruv`, { headers: noprices })
    const { products } = await suggest.json()
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect(product.price).toBeNull()

    let withBrackets: Tile | undefined
    for (let page = 1; page <= 5 && !withBrackets; page++) {
      const { items } = await search(request, { categoryPath: 'tra-och-skivor', page }, user)
      withBrackets = items.find((item) => item.price?.hasBracketPrices)
    }
    if (!withBrackets) throw new Error('no article with bracket prices in the demo seed')
    const brackets = await request.get(`${origin}/api/product/prices/${withBrackets.articleNumber}/brackets`, {
      headers: noprices,
    })
    expect(brackets.status()).toBe(200)
    expect(await brackets.json()).toEqual({ articleNumber: withBrackets.articleNumber, brackets: [] })
  })
})
