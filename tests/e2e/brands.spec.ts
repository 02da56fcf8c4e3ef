import { expect, type Page, test } from '@playwright/test'
import { adminDocs, BRANDS, type BrandId, brandUrl, PORT } from './support'

const expected = {
  nordbygg: { name: 'Nordbygg', primary: '#0b4f8a', hero: 'Allt för bygget – från grund till nock' },
  trahuset: { name: 'Trähuset', primary: '#2f5d34', hero: 'Kvalitetsvirke direkt från sågen' },
  proffsbygget: { name: 'Proffsbygget', primary: '#d4380d', hero: 'Snabbare leveranser till bygget' },
} as const

for (const brand of BRANDS) {
  test(`${brand} host renders its own brand, theme and front page`, async ({ page }) => {
    const response = await page.goto(brandUrl(brand))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(expected[brand].name))
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    )
    expect(primary).toBe(expected[brand].primary)
    // The front page hero comes from the brand's own front-page document (seeded per brand).
    await expect(page.getByTestId('front-page-hero').getByRole('heading', { level: 1 })).toHaveText(
      expected[brand].hero,
    )
    // The logo is a drawing: the link to the start page names the brand.
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${expected[brand].name} – till startsidan` }),
    ).toBeVisible()
  })
}

test('an unknown host gets the default brand', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'nordbygg')
})

/**
 * Maps script requests while `visit` runs (aborted: this machine has no network). The script is
 * injected lazily once the page is idle, so a page is done when its network is quiet and the
 * browser has had an idle moment.
 */
async function mapsScriptOn(page: Page, path: string, brand: BrandId = 'trahuset') {
  const requests: string[] = []
  await page.route(/maps\.googleapis\.com/, (route) => {
    requests.push(route.request().url())
    return route.abort()
  })
  await page.goto(brandUrl(brand, path))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 })))
  const elements = await page.locator('script#maps-script, script[src*="maps.googleapis.com"]').count()
  await page.unroute(/maps\.googleapis\.com/)
  return { elements, requests }
}

test('the maps script loads only where a map is shown, for a brand with a maps key', async ({ page, request }) => {
  const [variant] = await adminDocs<{ variantSlug: string }>(request, 'variants', 'limit=1&depth=0')
  const slug = variant?.variantSlug as string
  // Trähuset has a maps key (tenants/trahuset/brand.json); its front and product pages show no map.
  for (const path of ['/', `/produkt/${slug}`]) {
    expect(await mapsScriptOn(page, path), path).toEqual({ elements: 0, requests: [] })
  }
  const finder = await mapsScriptOn(page, '/hitta-butik')
  expect(finder.elements).toBe(1)
  expect(finder.requests).toHaveLength(1)
  expect(finder.requests[0]).toContain('key=trahuset-demo-maps-key')
  // Without a key the store finder is a list, and no script is asked for.
  expect(await mapsScriptOn(page, '/hitta-butik', 'nordbygg')).toEqual({ elements: 0, requests: [] })
})

test('a versioned app marker in the user agent switches on app mode', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'NordbyggApp/3.2.0 (Android 15)' })
  const page = await context.newPage()
  await page.goto(brandUrl('nordbygg'))
  await expect(page.locator('[data-app-mode]')).toHaveCount(1)
  await context.close()
  const browserPage = await browser.newPage()
  await browserPage.goto(brandUrl('nordbygg'))
  await expect(browserPage.locator('[data-app-mode]')).toHaveCount(0)
  await browserPage.close()
})
