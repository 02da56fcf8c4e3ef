import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { errorEvents, eventWith, reportedError, reportsSince } from './error-reports'
import { bearerFor, brandUrl, PORT } from './support'

/**
 * Error reporting (issue 16) against a local service speaking Sentry's envelope protocol
 * (tests/support/error-service.ts), which the e2e app's SENTRY_DSN names: a server error, a browser
 * error with the spec's 25 breadcrumbs, what is never reported, replay only with functional consent
 * and with every text masked, and source maps kept off the public folder.
 */

test.describe.configure({ timeout: 60_000 })

const BRAND = 'nordbygg'
const PRODUCT = '/produkt/expanderbult-rostfri-a4-m10x90-mm-1000027'

/** The browser's SDK is loaded after the page, when the browser is idle. */
async function reportingLive(page: Page) {
  await page.waitForFunction(() => (window as { __shopReportingLive?: boolean }).__shopReportingLive === true)
}

/** Throws in the page outside any handler, as a bug in an island would. */
async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text)
    })
  }, message)
}

async function chooseConsent(context: BrowserContext, groups: string) {
  await context.addCookies([
    { name: 'shop_consent', value: `${groups}|${new Date().toISOString()}`, domain: `${BRAND}.localhost`, path: '/' },
  ])
}

test('a thrown server error reaches the error service, tagged with its route; the caller gets the spec’s key', async ({
  request,
}) => {
  const since = new Date()
  const marker = `serverfel-${Date.now()}`
  const url = `http://127.0.0.1:${PORT}/api/diagnostics/error-report`

  const refused = await request.post(url, { headers: await bearerFor(request, 'user@demo.test'), data: { marker } })
  expect(refused.status()).toBe(403)

  const response = await request.post(url, {
    headers: await bearerFor(request, 'siteadmin@demo.test'),
    data: { marker },
  })
  expect(response.status()).toBe(500)
  expect(await response.json()).toMatchObject({ error: 'errors.internal_server_error' })

  const { event: reported } = await reportedError(request, since, marker)
  expect(reported.exception?.values?.at(-1)).toMatchObject({ type: 'ReportingCheckError' })
  expect(reported.tags).toMatchObject({ route: 'POST /api/diagnostics/error-report' })
  expect(reported.environment).toBe('e2e')
  expect(reported.platform).toBe('node')
  expect(reported.breadcrumbs?.length ?? 0).toBeLessThanOrEqual(25)
  // The refused call was no fault of ours: only the one error was reported.
  expect(
    errorEvents(await reportsSince(request, since)).filter((e) => JSON.stringify(e).includes(marker)),
  ).toHaveLength(1)
})

test('a browser error reaches the error service with the newest 25 breadcrumbs, and no replay without consent', async ({
  page,
  request,
}) => {
  const since = new Date()
  const marker = `webbläsarfel-${Date.now()}`
  await page.goto(brandUrl(BRAND, PRODUCT))
  await reportingLive(page)
  await page.evaluate(() => {
    for (let n = 0; n < 40; n++) console.log(`steg ${n}`)
  })
  await throwInPage(page, 'request aborted: the shopper left')
  await throwInPage(page, marker)

  const { event: reported, envelopes } = await reportedError(request, since, marker)
  expect(reported.platform).toBe('javascript')
  expect(reported.environment).toBe('e2e')
  expect(reported.breadcrumbs).toHaveLength(25)
  expect(reported.breadcrumbs?.some((crumb) => crumb.message === 'steg 39')).toBe(true)
  expect(reported.breadcrumbs?.some((crumb) => crumb.message === 'steg 0')).toBe(false)
  // Spec section 8: a cancelled call is no fault.
  expect(eventWith(envelopes, 'request aborted')).toBeUndefined()
  // "Endast nödvändiga": no replay recorded, none sent.
  expect(reported.contexts?.replay).toBeUndefined()
  expect(envelopes.flatMap((e) => e.items).filter((item) => item.type.startsWith('replay'))).toEqual([])
})

test("'No trackingId available' is reported when the browser refuses storage for the tracking id", async ({
  page,
  context,
  request,
}) => {
  const since = new Date()
  await chooseConsent(context, 'C0001.C0002')
  // A browser that refuses local storage (a privacy setting): reading it throws, as Chromium's does.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
  await page.goto(brandUrl(BRAND, '/search?q=1000027'))
  await page.getByTestId('listing-grid').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/produkt\//)
  const { event } = await reportedError(request, since, 'No trackingId available')
  expect(event.platform).toBe('javascript')
})

test('with functional consent (C0003) a replay is sent, every text of the page masked', async ({
  page,
  context,
  request,
}) => {
  const since = new Date()
  const marker = `replayfel-${Date.now()}`
  await chooseConsent(context, 'C0001.C0003')
  await page.goto(brandUrl(BRAND, PRODUCT))
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(heading.length).toBeGreaterThan(5)
  await reportingLive(page)
  // The replay integration keeps its session here once it records (in buffer mode, until an error).
  await page.waitForFunction(() => sessionStorage.getItem('sentryReplaySession') !== null)
  await throwInPage(page, marker)

  type Recording = { segment: unknown; events: unknown[] }
  let recordings: Recording[] = []
  await expect
    .poll(
      async () => {
        const envelopes = await reportsSince(request, since)
        recordings = envelopes
          .flatMap((e) => e.items)
          .filter((item) => item.type === 'replay_recording')
          .map((item) => item.payload as Recording)
        return recordings.length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  // Every text the page showed is in the recording only as asterisks (styles and scripts are not text
  // a shopper reads, and the addresses in it are not shown text either).
  const texts = shownTexts(recordings.flatMap((recording) => recording.events))
  expect(texts.length).toBeGreaterThan(20)
  expect(texts.filter((text) => !/^[\s*]*$/.test(text))).toEqual([])
  const recorded = JSON.stringify(recordings)
  for (const visible of [heading, 'Lägg i varukorgen', 'Logga in']) expect(recorded).not.toContain(visible)
  // The spec's settings, as the replay itself records them.
  expect(recorded).toMatch(/"maskAllText":true/)
  expect(recorded).toMatch(/"blockAllMedia":true/)
})

type RecordedNode = { type: number; tagName?: string; textContent?: string; childNodes?: RecordedNode[] }

/** The text nodes of rrweb's snapshots and added nodes, and its text changes, outside style and script. */
function shownTexts(events: unknown[]): string[] {
  const found: string[] = []
  const walk = (node: RecordedNode | undefined, inCode = false) => {
    if (!node) return
    if (node.type === 3 && !inCode && node.textContent) found.push(node.textContent)
    const code = inCode || node.tagName === 'style' || node.tagName === 'script' || node.tagName === 'noscript'
    for (const child of node.childNodes ?? []) walk(child, code)
  }
  for (const event of events as { type: number; data?: Record<string, unknown> }[]) {
    if (event.type === 2) walk(event.data?.node as RecordedNode)
    if (event.type === 3 && event.data?.source === 0) {
      for (const added of (event.data.adds as { node: RecordedNode }[] | undefined) ?? []) walk(added.node)
      for (const text of (event.data.texts as { value: string | null }[] | undefined) ?? [])
        if (text.value) found.push(text.value)
    }
  }
  return found
}

test('source maps are never public: none is served, no chunk points at one, the build keeps them privately', async ({
  page,
  request,
}) => {
  await page.goto(brandUrl(BRAND, '/'))
  const scripts = await page
    .locator('script[src*="/_next/static/chunks/"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).getAttribute('src') ?? ''))
  expect(scripts.length).toBeGreaterThan(3)
  const privateDir = 'apps/web/.next/source-maps'
  const manifest = JSON.parse(readFileSync(path.join(privateDir, 'manifest.json'), 'utf8')) as Record<string, string>
  let kept = 0
  for (const chunk of scripts) {
    // The files are the same on every host; Node cannot resolve *.localhost, so ask by address.
    const source = await request.get(`http://127.0.0.1:${PORT}${chunk}`)
    expect(source.status()).toBe(200)
    expect(await source.text()).not.toContain('sourceMappingURL')
    expect((await request.get(`http://127.0.0.1:${PORT}${chunk}.map`)).status()).toBe(404)
    const map = manifest[`chunks/${path.basename(chunk)}`]
    if (map) {
      expect((await request.get(`http://127.0.0.1:${PORT}/_next/static/${map}`)).status()).toBe(404)
      expect(JSON.parse(readFileSync(path.join(privateDir, map), 'utf8'))).toMatchObject({ version: 3 })
      kept++
    }
  }
  // Turbopack writes no map for a few generated chunks; the page's own code has its maps.
  expect(kept).toBeGreaterThan(scripts.length / 2)
})
