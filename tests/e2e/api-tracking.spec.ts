import { randomBytes } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { adminDocs, type BrandId, bearerFor, brandUrl, logIn, PORT } from './support'

/**
 * POST /api/product/createEvents (spec section 7) over HTTP, and what it stores, read back through
 * Payload's REST API as the site admin. Node cannot resolve *.localhost, so requests go to 127.0.0.1
 * and name the brand in the Host header.
 */

const origin = `http://127.0.0.1:${PORT}`
const PATH = '/api/product/createEvents'

/** A fresh tracking id as the browser makes it: 21 characters of nanoid's alphabet. */
const trackingId = () => randomBytes(16).toString('base64url').slice(0, 21)

type Event = Record<string, unknown>
const click = (id: string): Event => ({ type: 'click', entityType: 'Variant', id })

async function send(
  request: APIRequestContext,
  id: string,
  body: unknown,
  options: { headers?: Record<string, string>; brand?: BrandId } = {},
) {
  const response = await request.post(`${origin}${PATH}`, {
    headers: {
      host: `${options.brand ?? 'nordbygg'}.localhost:${PORT}`,
      'user-id': id,
      'api-version': '1',
      ...options.headers,
    },
    data: body,
  })
  return { status: response.status(), headers: response.headers(), json: await response.json().catch(() => null) }
}

interface StoredEvent {
  type: string
  articleNumber: string
  quantity: number
  orderId?: string | null
  userId?: string | null
  brand: string
}

/** The events stored under a tracking id, oldest first, as the site admin reads them. */
async function storedEvents(request: APIRequestContext, id: string): Promise<StoredEvent[]> {
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const query = `where[trackingId][equals]=${encodeURIComponent(id)}&sort=createdAt&limit=100&depth=0`
  const response = await request.get(`${origin}/api/payload/tracking-events?${query}`, { headers })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredEvent[] }).docs
}

/** Article numbers of sold variants of the demo catalog, as the site admin reads them. */
async function articles(request: APIRequestContext, count: number, sort = 'articleNumber'): Promise<string[]> {
  const query = `where[discontinued][equals]=false&sort=${sort}&limit=${count}&depth=0`
  const docs = await adminDocs<{ articleNumber: string }>(request, 'variants', query)
  expect(docs).toHaveLength(count)
  return docs.map((doc) => doc.articleNumber)
}

test.describe('createEvents', () => {
  test('refuses each kind of bad input with 400 and a Swedish message, and stores nothing', async ({ request }) => {
    const [article] = (await articles(request, 1)) as [string]
    const id = trackingId()
    const cases: Array<{ what: string; body: unknown; headers?: Record<string, string>; issue: string }> = [
      {
        what: 'a tracking id of another length',
        body: { events: [click(article)] },
        headers: { 'user-id': 'kort' },
        issue: 'Spårnings-id ska vara 21 tecken: A–Z, a–z, 0–9, _ eller -.',
      },
      {
        what: 'another API version',
        body: { events: [click(article)] },
        headers: { 'api-version': '2' },
        issue: 'Huvudet api-version ska vara 1.',
      },
      {
        what: 'an unknown event type',
        body: { events: [click(article), { ...click(article), type: 'view' }] },
        issue: 'Händelsens typ ska vara click, addtocart eller purchase.',
      },
      {
        what: 'a purchase without an order id',
        body: { events: [{ type: 'purchase', entityType: 'Variant', id: article, quantity: 2 }] },
        issue: 'Ett köp måste ha ett order-id.',
      },
      {
        what: 'too many events',
        body: { events: Array.from({ length: 51 }, () => click(article)) },
        issue: 'Högst 50 händelser per anrop.',
      },
    ]
    for (const { what, body, headers, issue } of cases) {
      const answer = await send(request, id, body, { headers })
      expect(answer.status, what).toBe(400)
      expect(answer.json, what).toMatchObject({
        error: 'tracking.invalid_event',
        message: 'Händelserna kunde inte tas emot. Kontrollera huvudena och händelserna.',
      })
      expect(
        (answer.json.issues as Array<{ message: string }>).map((i) => i.message),
        what,
      ).toContain(issue)
    }
    expect(await storedEvents(request, id)).toEqual([])
  })

  test('stores good events with 202, drops unknown articles, and keeps a logged-in user', async ({ request }) => {
    const [a, b] = (await articles(request, 2)) as [string, string]
    const visitor = trackingId()
    const answer = await send(request, visitor, {
      events: [
        click(a),
        { type: 'addtocart', entityType: 'Variant', id: b, quantity: 3 },
        { type: 'purchase', entityType: 'Variant', id: b, quantity: 3, orderId: 'O-4711' },
        click('FINNS-INTE-123'),
      ],
    })
    expect(answer).toMatchObject({ status: 202, json: { stored: 3 } })
    const stored = await storedEvents(request, visitor)
    expect(stored.map((e) => [e.type, e.articleNumber, e.quantity, e.orderId ?? null])).toEqual([
      ['click', a, 1, null],
      ['addtocart', b, 3, null],
      ['purchase', b, 3, 'O-4711'],
    ])
    for (const event of stored) expect(event).toMatchObject({ brand: 'nordbygg', userId: null })

    const customer = trackingId()
    const withSession = await send(
      request,
      customer,
      { events: [click(a)] },
      {
        headers: await bearerFor(request, 'user@demo.test'),
      },
    )
    expect(withSession).toMatchObject({ status: 202, json: { stored: 1 } })
    expect((await storedEvents(request, customer))[0]?.userId).toEqual(expect.any(String))
  })

  test('nobody but the site admin reads the stored events', async ({ request }) => {
    const response = await request.get(`${origin}/api/payload/tracking-events?limit=1`)
    expect(response.status()).toBe(403)
  })

  test('answers 429 with a Swedish wait over the rate, and stores nothing of that call', async ({ request }) => {
    const [article] = (await articles(request, 1)) as [string]
    const visitor = trackingId()
    for (let i = 0; i < 30; i++) expect((await send(request, visitor, { events: [click(article)] })).status).toBe(202)
    const over = await send(request, visitor, { events: [click(article)] })
    expect(over.status).toBe(429)
    expect(over.json).toMatchObject({ error: 'tracking.too_many_events' })
    expect(over.json.message).toMatch(/^För många händelser på kort tid\. Vänta \d+ sekunder? och försök igen\.$/)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(await storedEvents(request, visitor)).toHaveLength(30)
  })
})

test('the front page’s "Populära just nu" shows the article visitors added most', async ({ page, request }) => {
  // The last article number: not among the front page's chosen ones, so only the events can put it first.
  const [article] = (await articles(request, 1, '-articleNumber')) as [string]
  const events = Array.from({ length: 10 }, () => ({ type: 'addtocart', entityType: 'Variant', id: article }))
  for (let i = 0; i < 3; i++) {
    expect((await send(request, trackingId(), { events }, { brand: 'proffsbygget' })).status).toBe(202)
  }
  // Rendered for this request: an anonymous visitor's front page is the cached one, whose ranking is as of its
  // last render (at most five minutes old, page-cache/).
  await logIn(page, 'proffsbygget', 'user@demo.test')
  await page.goto(brandUrl('proffsbygget', '/'))
  const tiles = page.locator('[data-section-type="SelectedProducts"] li')
  await expect(tiles.first()).toContainText(article)
})
