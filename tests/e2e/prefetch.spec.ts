import { type CDPSession, expect, type Page, type Request, test } from '@playwright/test'
import { brandUrl } from './support'

/**
 * Spec, route rules: routes are prefetched except on slow connections (2g or data saver), at most 4 in
 * parallel. A search listing puts many product links in the viewport at once. The connection is
 * emulated through Chromium's DevTools protocol, so `navigator.connection` is the browser's own:
 * `Emulation.setDataSaverOverride` sets saveData, and `Network.emulateNetworkConditions` with 1.7 s of
 * latency makes Chromium report effectiveType '2g' (it derives the type from the round trip; 1.5 to 2 s
 * is 2g). No mouse moves before a click, so no link is hovered: every prefetch before it is a background one.
 */

test.describe.configure({ timeout: 90_000 })

const LISTING = '/search?q=skruv'

/** Next 16's segment cache sends each prefetch with this header; a navigation's own request has none. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined

/**
 * Every prefetch request of the page, and the most that were waiting for their answer at once. Next frees
 * a slot when a prefetch's stream closes, often by cancelling it once it has what it needs, and Chromium
 * may report that cancel after the next request has left; the answer's headers always come before either,
 * so a prefetch counts as in flight from its request to its response (or its failure).
 */
function watchPrefetches(page: Page) {
  const inFlight = new Set<Request>()
  const seen = { total: 0, most: 0 }
  page.on('request', (request) => {
    if (!isPrefetch(request)) return
    seen.total += 1
    inFlight.add(request)
    seen.most = Math.max(seen.most, inFlight.size)
  })
  page.on('response', (response) => inFlight.delete(response.request()))
  page.on('requestfailed', (request) => inFlight.delete(request))
  return { seen, inFlight }
}

const productLinks = (page: Page) => page.getByTestId('listing-grid').locator('a[href^="/produkt/"]')

/**
 * The listing, loaded and hydrated, with its links given the time to prefetch: the network goes quiet
 * once at the top and once more after a scroll to the bottom has brought the rest of the links into view.
 */
async function openListing(page: Page) {
  await page.goto(brandUrl('nordbygg', LISTING))
  await expect(productLinks(page).nth(8)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
}

const connection = (page: Page) =>
  page.evaluate(() => {
    const info = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection
    return { effectiveType: info?.effectiveType, saveData: info?.saveData }
  })

/** A click on a product link routes client-side: the window (and a mark left on it) survives. */
async function clickRoutesClientSide(page: Page) {
  await page.evaluate(() => {
    ;(window as { prefetchSpecMark?: boolean }).prefetchSpecMark = true
  })
  const link = productLinks(page).first()
  const href = (await link.getAttribute('href')) as string
  await link.click()
  await expect(page).toHaveURL(brandUrl('nordbygg', href), { timeout: 30_000 })
  expect(await page.evaluate(() => (window as { prefetchSpecMark?: boolean }).prefetchSpecMark)).toBe(true)
}

/**
 * React's reports of a hydration mismatch (error 418 in a production build). The server renders every
 * link with Next's default prefetch and the browser on a slow connection with `false`; next/link keeps
 * `prefetch` out of the anchor's attributes, so the trees must match.
 */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  const keep = (text: string) => {
    if (/hydrat|#418\b/i.test(text)) errors.push(text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text())
  })
  page.on('pageerror', (error) => keep(String(error)))
  return errors
}

/** A session on the page's own target, opened on the brand's host so the listing loads in the same renderer. */
async function devTools(page: Page): Promise<CDPSession> {
  await page.goto(brandUrl('nordbygg', '/api/brand-config'))
  return page.context().newCDPSession(page)
}

test('on a normal connection the links in view are prefetched, never more than 4 at once', async ({ page }) => {
  const { seen } = watchPrefetches(page)
  await openListing(page)
  expect(await connection(page)).toEqual({ effectiveType: '4g', saveData: false })
  // More prefetches than the limit, or the limit was never put to the test.
  expect(seen.total).toBeGreaterThan(4)
  expect(seen.most).toBeLessThanOrEqual(4)
})

test('with data saver on, nothing is prefetched and a click still routes client-side', async ({ page }) => {
  const cdp = await devTools(page)
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
  const { seen } = watchPrefetches(page)
  const hydration = hydrationErrors(page)
  await openListing(page)
  expect((await connection(page)).saveData).toBe(true)
  expect(seen.total).toBe(0)
  expect(hydration).toEqual([])
  await clickRoutesClientSide(page)
})

test('on 2g, nothing is prefetched and a click still routes client-side', async ({ page }) => {
  const cdp = await devTools(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1700,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const { seen } = watchPrefetches(page)
  const hydration = hydrationErrors(page)
  await openListing(page)
  expect(await connection(page)).toEqual({ effectiveType: '2g', saveData: false })
  expect(seen.total).toBe(0)
  expect(hydration).toEqual([])
  await clickRoutesClientSide(page)
})
