import { expect, type Page, test } from '@playwright/test'
import { CONSENT_GROUPS, consentMode } from '@shop/commerce/tracking/consent'
import { expectAxeClean } from './axe'
import { type BrandId, brandUrl, live } from './support'

// Every other spec starts as a visitor who already chose (playwright.config.ts); these start as a new one.
test.use({ storageState: { cookies: [], origins: [] } })

// The mapping is unit-tested (packages/commerce/src/tracking/consent.test.ts); here, that the page applies it.
const DENIED = consentMode([])
const GRANTED = consentMode(CONSENT_GROUPS)

/**
 * A first visit with the tag manager answered locally: the container is an outside system, so its request
 * is served an empty script here (and the browser cannot resolve its host anyway, playwright.config.ts).
 * Returns the container URLs the page asked for.
 */
async function firstVisit(page: Page, brand: BrandId, path = '/', waitUntil: 'load' | 'domcontentloaded' = 'load') {
  const containers: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    containers.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { consentEvents: string[] }).consentEvents = seen
    window.addEventListener('consent.changed', (event) => seen.push((event as CustomEvent).detail.activeGroups))
  })
  await page.goto(brandUrl(brand, path), { waitUntil })
  return containers
}

/** The data layer as tags read it: gtag's Arguments objects as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  )
const consentUpdates = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update')
const activeGroups = (page: Page) =>
  page.evaluate(() => (window as { OnetrustActiveGroups?: string }).OnetrustActiveGroups)
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'shop_consent')

const banner = (page: Page) => page.getByRole('region', { name: 'Vi använder cookies' })

test('a first visit shows the banner; "Endast nödvändiga" keeps everything denied and the banner closed on reload', async ({
  page,
}) => {
  const containers = await firstVisit(page, 'nordbygg')
  await expect(banner(page)).toBeVisible()
  // The defaults came first, before the container, which loads after the page with the brand's id.
  expect((await dataLayer(page))[0]).toEqual(['consent', 'default', DENIED])
  expect(await activeGroups(page)).toBe(',C0001,')
  await expect.poll(() => containers).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-NB0001'])
  await expect(page.locator('script[src*="googletagmanager.com/gtm.js"]')).toHaveAttribute('src', /id=GTM-NB0001$/)

  const necessary = banner(page).getByRole('button', { name: 'Endast nödvändiga' })
  await live(necessary, 'onClick')
  await necessary.click()
  await expect(banner(page)).toHaveCount(0)
  const cookie = await consentCookie(page)
  expect(cookie?.value).toMatch(/^C0001\|\d{4}-\d{2}-\d{2}T/)
  expect(cookie).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' })
  // Kept for 12 months.
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000)
  expect(await consentUpdates(page)).toEqual([['consent', 'update', DENIED]])
  expect(await activeGroups(page)).toBe(',C0001,')
  expect(await page.evaluate(() => (window as unknown as { consentEvents: string[] }).consentEvents)).toEqual([
    ',C0001,',
  ])

  // The server reads the choice: no banner in the HTML at all, and the tags get the choice before loading.
  const response = await page.reload()
  expect(await response?.text()).not.toContain('Vi använder cookies')
  await expect(banner(page)).toHaveCount(0)
  expect(await consentUpdates(page)).toEqual([['consent', 'update', DENIED]])
})

test('"Acceptera alla" grants every Consent Mode type and every group', async ({ page }) => {
  await firstVisit(page, 'trahuset')
  const all = banner(page).getByRole('button', { name: 'Acceptera alla' })
  await live(all, 'onClick')
  await all.click()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toMatch(/^C0001\.C0002\.C0003\.C0004\|/)
  expect(await consentUpdates(page)).toEqual([['consent', 'update', GRANTED]])
  expect(await activeGroups(page)).toBe(',C0001,C0002,C0003,C0004,')
})

test('a custom choice, and the footer reopens the banner with it ticked; axe finds nothing in either view', async ({
  page,
}) => {
  await firstVisit(page, 'nordbygg')
  await expectAxeClean(page)
  const customise = banner(page).getByRole('button', { name: 'Anpassa' })
  await live(customise, 'onClick')
  await customise.click()
  const necessaryBox = banner(page).getByRole('checkbox', { name: /Nödvändiga/ })
  await expect(necessaryBox).toBeChecked()
  await expect(necessaryBox).toBeDisabled()
  await expectAxeClean(page)
  await banner(page)
    .getByRole('checkbox', { name: /Statistik/ })
    .check()
  await banner(page)
    .getByRole('checkbox', { name: /Marknadsföring/ })
    .check()
  await banner(page).getByRole('button', { name: 'Spara val' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toMatch(/^C0001\.C0002\.C0004\|/)
  expect(await consentUpdates(page)).toEqual([
    [
      'consent',
      'update',
      {
        ...DENIED,
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ],
  ])
  expect(await activeGroups(page)).toBe(',C0001,C0002,C0004,')

  // Reopened after a reload, from the footer: the same choice ticked.
  await page.reload()
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-inställningar' }).click()
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Anpassa' }).click()
  await expect(banner(page).getByRole('checkbox', { name: /Statistik/ })).toBeChecked()
  await expect(banner(page).getByRole('checkbox', { name: /Funktionella/ })).not.toBeChecked()
  await expect(banner(page).getByRole('checkbox', { name: /Marknadsföring/ })).toBeChecked()
})

test('works by keyboard alone: first in the tab order, and the footer button gets focus back', async ({ page }) => {
  await firstVisit(page, 'nordbygg')
  const all = banner(page).getByRole('button', { name: 'Acceptera alla' })
  await live(all, 'onClick')
  await page.keyboard.press('Tab')
  await expect(all).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Anpassa' })).toBeFocused()
  await page.keyboard.press('Enter')
  // Into the groups (the necessary one cannot be changed): statistics first.
  await expect(banner(page).getByRole('checkbox', { name: /Statistik/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('checkbox', { name: /Funktionella/ })).toBeFocused()
  await page.keyboard.press('Space')
  for (const _ of [1, 2, 3, 4]) await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Spara val' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  expect(await activeGroups(page)).toBe(',C0001,C0003,')

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-inställningar' })
  await settings.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page).getByRole('heading', { name: 'Vi använder cookies' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Endast nödvändiga' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  await expect(settings).toBeFocused()
  expect(await activeGroups(page)).toBe(',C0001,')
})

test('the banner shows before any script has run, on a long category page too', async ({ browser }) => {
  // Without scripts what shows is what the server put where the banner belongs, which is also what a phone
  // paints first on a slow connection.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  for (const path of ['/', '/kategorier/jarnhandel']) {
    const response = await page.goto(brandUrl('nordbygg', path))
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Endast nödvändiga' })).toBeVisible()
    // Once, where it belongs: not also written after the page for a script to swap in after the first paint.
    expect((await response?.text())?.match(/id="consent-banner"/g)?.length).toBe(1)
  }
  await context.close()
})

test('a keyboard user in the banner before its script has arrived stays there once the banner is live', async ({
  page,
}) => {
  // A slow connection: every script arrives late, so the server's stand-in is all there is for a while.
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await firstVisit(page, 'nordbygg', '/', 'domcontentloaded')
  const all = banner(page).getByRole('button', { name: 'Acceptera alla' })
  await page.keyboard.press('Tab')
  await expect(all).toBeFocused()
  expect(await all.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(
    false,
  )
  await live(all, 'onClick')
  await expect(all).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  expect(await activeGroups(page)).toBe(',C0001,C0002,C0003,C0004,')
})

test("a brand without a container id loads no tag manager and logs 'Missing GTM_ID' once", async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const containers = await firstVisit(page, 'proffsbygget')
  await expect(banner(page)).toBeVisible()
  expect((await dataLayer(page))[0]).toEqual(['consent', 'default', DENIED])
  const all = banner(page).getByRole('button', { name: 'Acceptera alla' })
  await live(all, 'onClick')
  await all.click()
  expect(await consentUpdates(page)).toEqual([['consent', 'update', GRANTED]])
  expect(containers).toEqual([])
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
  expect(warnings.filter((text) => text === 'Missing GTM_ID')).toEqual(['Missing GTM_ID'])
})
