import { type APIRequestContext, expect, type Frame, type Locator, type Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
/**
 * The local mail server beside the e2e app (tests/support/smtp-sink-server.ts): SMTP, and its mailbox
 * as JSON over HTTP. They follow E2E_PORT, so runs on other ports do not share them.
 */
export const SMTP_SINK_PORT = PORT + 1000
export const MAILBOX_PORT = PORT + 2000
/** The local error-reporting service the e2e app's SENTRY_DSN names (tests/support/error-service-server.ts). */
export const ERROR_SERVICE_PORT = PORT + 3000
export const BRANDS = ['nordbygg', 'trahuset', 'proffsbygget'] as const
export type BrandId = (typeof BRANDS)[number]

/** A URL on a brand's own local host (Chromium resolves *.localhost to loopback). */
export const brandUrl = (brand: BrandId, path = '/') => `http://${brand}.localhost:${PORT}${path}`

export const DEMO_PASSWORD = 'Demo-12345'

/**
 * The browser state every spec starts from: on each brand host the visitor already chose "Endast
 * nödvändiga", so the consent banner (fixed to the bottom of the viewport) covers nothing the specs click.
 * tests/e2e/consent.spec.ts starts without it.
 */
export function consentedState() {
  const now = new Date()
  const hosts = [...BRANDS.map((brand) => `${brand}.localhost`), '127.0.0.1', 'localhost']
  return {
    cookies: hosts.map((domain) => ({
      name: 'shop_consent',
      value: `C0001|${now.toISOString()}`,
      domain,
      path: '/',
      expires: Math.floor(now.getTime() / 1000) + 30 * 86_400,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  }
}

/** Logs in from inside the page (the browser login route), so the browser keeps the httpOnly session cookies. */
export async function logIn(page: Page, brand: BrandId, email: string) {
  await page.goto(brandUrl(brand))
  const status = await page.evaluate(
    async ([email, password]) => {
      const response = await fetch('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logonId: email, logonPassword: password }),
      })
      return response.status
    },
    [email, DEMO_PASSWORD] as const,
  )
  if (status !== 200) throw new Error(`login as ${email} answered ${status}`)
}

/**
 * The admin has no login form of its own (Payload's local strategy is off; it recognises the shop's
 * session): without a session /admin sends the browser to the shop's login page with ?next=/admin,
 * and the login sends it back.
 */
export async function logInToAdmin(page: Page, email: string) {
  await page.goto(`http://localhost:${PORT}/admin`)
  await page.waitForURL((url) => url.pathname === '/logga-in' && url.searchParams.get('next') === '/admin')
  await page.getByLabel('E-postadress').fill(email)
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Logga in' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 30_000 })
}

/**
 * Bearer headers for a demo user, from the auth service's login (POST /api/auth/v2/sessions), as an
 * API client would get them; the shop's routes and the Payload API both accept them.
 */
export async function bearerFor(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/auth/v2/sessions`, {
    data: { logonId: email, logonPassword: DEMO_PASSWORD },
  })
  if (response.status() !== 200) throw new Error(`login as ${email} answered ${response.status()}`)
  const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { AccessToken: string } }
  return { Authorization: `Bearer ${AuthenticationResult.AccessToken}` }
}

/**
 * Documents of a Payload collection as the site admin reads them through Payload's REST API (the admin's
 * API: visitors and shop users are refused there). `query` is Payload's (where, sort, depth, select);
 * without `limit` every document is read, page by page of 100 (the largest page Payload answers).
 */
export async function adminDocs<T>(request: APIRequestContext, collection: string, query = ''): Promise<T[]> {
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const paged = !/(^|&)limit=/.test(query)
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const url = `http://127.0.0.1:${PORT}/api/payload/${collection}?${query}${paged ? `&limit=100&page=${page}` : ''}`
    const response = await request.get(url, { headers })
    if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}`)
    const body = (await response.json()) as { docs: T[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!paged || !body.hasNextPage) return docs
  }
}

/**
 * The text of the newest mail of `kind` to `to`, read from the outbox (every mail's record) through
 * Payload's REST API as the site admin; polls until it is there.
 */
export async function outboxText(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const query = `where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&sort=-createdAt&limit=1`
  let text: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`http://127.0.0.1:${PORT}/api/payload/outbox?${query}`, { headers })
      text = ((await response.json()) as { docs: Array<{ text: string }> }).docs[0]?.text
      return text
    })
    .toBeTruthy()
  return text as string
}

/** A JSON body as the shop's API answers it (null when the body is not JSON). */
export type JsonBody = Record<string, unknown> | null

/**
 * A call to the shop's API from inside the page (same origin, the browser's session cookies): Node's
 * request context cannot resolve the brands' *.localhost hosts. `head` is the first four bytes of the body.
 */
export async function callInPage(
  page: Page | Frame,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: JsonBody; head: string }> {
  return page.evaluate(
    async ([method, path, body, headers]) => {
      const response = await fetch(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const bytes = new Uint8Array(await response.arrayBuffer())
      const head = String.fromCharCode(...bytes.subarray(0, 4))
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(new TextDecoder().decode(bytes))
      } catch {
        json = null
      }
      return { status: response.status, json, head }
    },
    [method, path, options.body, options.headers ?? {}] as const,
  )
}

/** A JSON POST to the shop, from Node (APIRequestContext on 127.0.0.1) or from inside a page. */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; json: JsonBody }>

/** POSTs from inside the page, with its brand host and session. */
export const postInPage =
  (page: Page | Frame): PostJson =>
  (path, body) =>
    callInPage(page, 'POST', path, { body })

/** POSTs from Node to 127.0.0.1, which the default brand answers (anonymously). */
export const postFromNode =
  (request: APIRequestContext): PostJson =>
  async (path, body) => {
    const response = await request.post(`http://127.0.0.1:${PORT}${path}`, { data: body })
    return { status: response.status(), json: (await response.json().catch(() => null)) as JsonBody }
  }

/** A product tile of the catalog search, as far as the specs read it. */
export interface StockedTile {
  articleNumber: string
  url: string
  orderMultiple: number
  onlyStore: boolean
  discontinued: boolean
}

/**
 * Articles sold online by the piece (order multiple 1, not only in store, not discontinued) with at
 * least 10 units of warehouse stock at `locationId` (the central warehouse '900', a store such as
 * '101'), in the catalog's order; found through the shop's own search and stock services, so orders
 * of a unit or two go through.
 */
export async function stockedTiles(post: PostJson, locationId: string): Promise<StockedTile[]> {
  const listing = await post('/api/product/search', { categoryPath: 'jarnhandel', filters: { inStock: true } })
  if (listing.status !== 200) throw new Error(`product search answered ${listing.status}`)
  const items = (listing.json?.items ?? []) as StockedTile[]
  const plain = items.filter((tile) => tile.orderMultiple === 1 && !tile.onlyStore && !tile.discontinued)
  const stock = await post('/api/product/stock', {
    articles: plain.map((tile) => tile.articleNumber),
    locationIds: [locationId],
  })
  if (stock.status !== 200) throw new Error(`product stock answered ${stock.status}`)
  const rows = (stock.json?.stock ?? []) as Array<{
    articleNumber: string
    locations: Array<{ quantity: number; stockType: string | null }>
  }>
  const stocked = new Set(
    rows
      .filter((entry) => entry.locations.some((l) => l.stockType === 'LAG' && l.quantity >= 10))
      .map((entry) => entry.articleNumber),
  )
  return plain.filter((tile) => stocked.has(tile.articleNumber))
}

/**
 * Presses Enter on `button` until `opened` shows: before the page has hydrated the server's button
 * does nothing. It presses only while `opened` is hidden, so a toggle is never closed again.
 */
export async function enterUntil(page: Page, button: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) {
      await button.focus()
      await page.keyboard.press('Enter')
    }
    await expect(opened).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Waits until React has hydrated `control`: the server renders it before its script has arrived. With
 * `handler`, until React has attached that handler to it: a stand-in's controls are hydrated without any
 * (apps/web/src/browser/stand-in-island.tsx), and only the island that takes their place answers.
 */
export async function live(control: Locator, handler?: 'onClick') {
  await expect
    .poll(() =>
      control.evaluate((element, handler) => {
        const props = Object.entries(element).find(([key]) => key.startsWith('__reactProps'))?.[1]
        return props !== undefined && (!handler || typeof props[handler] === 'function')
      }, handler),
    )
    .toBe(true)
}
