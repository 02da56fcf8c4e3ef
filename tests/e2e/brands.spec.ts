import { expect, test } from '@playwright/test'
import { BRANDS, brandUrl, PORT } from './support'

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
    await expect(page.getByRole('banner')).toContainText(new RegExp(expected[brand].name, 'i'))
  })
}

test('an unknown host gets the default brand', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'nordbygg')
})

test('the maps script loads only for a brand with a maps key', async ({ page }) => {
  const mapsRequests: string[] = []
  // Nothing leaves the machine: record and abort.
  await page.route(/maps\.googleapis\.com/, (route) => {
    mapsRequests.push(route.request().url())
    return route.abort()
  })
  await page.goto(brandUrl('nordbygg'))
  await page.waitForLoadState('load')
  expect(await page.locator('script#maps-script, script[src*="maps.googleapis.com"]').count()).toBe(0)
  await page.goto(brandUrl('trahuset'))
  await expect.poll(() => mapsRequests.length).toBeGreaterThan(0)
  expect(mapsRequests[0]).toContain('key=trahuset-demo-maps-key')
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
