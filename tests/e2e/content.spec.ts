import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { FRONT_PAGE_SECTION_TYPES } from '@shop/blocks/payload'
import { SECTION_TYPES } from '@shop/blocks/sections'
import { seriousViolations } from './axe'
import { adminDocs, BRANDS, type BrandId, bearerFor, brandUrl, logIn, PORT } from './support'

/**
 * What went wrong while `run` worked: script errors, console errors and failed page resources (with
 * their URL). Link prefetches (`_rsc`) are left out: they point at other routes, some of which later
 * issues build, and are cancelled whenever a navigation starts. The maps script is kept off the
 * network (this machine has none) and is checked in brands.spec.ts; the tag manager's container, an
 * outside system too, is answered with an empty script (consent.spec.ts checks its address).
 */
async function pageErrors(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = []
  const ignored = (url: string) => url.includes('_rsc=') || url.includes('maps.googleapis.com')
  await page.route(/maps\.googleapis\.com/, (route) => route.abort())
  await page.route(/googletagmanager\.com/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400 && !ignored(response.url())) errors.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    if (!ignored(request.url())) errors.push(`${request.failure()?.errorText} ${request.url()}`)
  })
  await run()
  return errors
}

const sectionTypesOn = (page: Page) =>
  page.locator('[data-section-type]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section-type')))

for (const brand of BRANDS) {
  test(`${brand}: the front page shows a hero and the brand's own front-page sections`, async ({ page }) => {
    const errors = await pageErrors(page, async () => {
      await page.goto(brandUrl(brand))
      await expect(page.getByTestId('front-page-hero')).toBeVisible()
    })
    const types = await sectionTypesOn(page)
    expect(types.length).toBeGreaterThanOrEqual(5)
    for (const type of types) expect(FRONT_PAGE_SECTION_TYPES as readonly (string | null)[]).toContain(type)
    expect(errors).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${brand}: a content page with all 16 section types renders without console errors`, async ({ page }) => {
    const errors = await pageErrors(page, async () => {
      const response = await page.goto(brandUrl(brand, '/alla-sektioner'))
      expect(response?.status()).toBe(200)
    })
    expect(new Set(await sectionTypesOn(page))).toEqual(new Set(SECTION_TYPES))
    // SelectedProducts shows real catalog products, linked to their product pages.
    await expect(page.locator('[data-section-type="SelectedProducts"] a[href^="/produkt/"]').first()).toBeVisible()
    expect(errors).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${brand}: a store page shows the store, opening hours Mån–Sön and contacts`, async ({ page }) => {
    const storeId = { nordbygg: '101', trahuset: '201', proffsbygget: '301' }[brand]
    await page.goto(brandUrl(brand, `/butiker/${storeId}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const hours = page.locator('#store-hours').locator('..')
    for (const day of ['Mån', 'Tis', 'Ons', 'Tors', 'Fre', 'Lör', 'Sön']) {
      await expect(hours.getByRole('rowheader', { name: day, exact: true })).toBeVisible()
    }
    await expect(page.getByTestId('store-contacts').locator('li').first()).toBeVisible()
    // Services by their Swedish names, never the stored values.
    await expect(page.getByText('Hämta i butik', { exact: true })).toBeVisible()
    await expect(page.getByText('standard-pickup')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test.describe('Min butik', () => {
  test("an anonymous visitor sees the brand's main store, today's opening first, and how to choose their own", async ({
    page,
  }) => {
    await page.goto(brandUrl('trahuset', '/mitt-varuhus'))
    const store = page.locator('[data-store="201"]')
    await expect(store.getByRole('heading', { name: 'Trähuset Uppsala' })).toBeVisible()
    await expect(store.getByTestId('open-today')).toHaveText(
      /^(Idag|[A-ZÅÄÖ][a-zåäö]+): (öppet \d\d:\d\d–\d\d:\d\d|stängt)$/,
    )
    await expect(store.getByText(/Logga in och välj din butik/)).toBeVisible()
    await expect(store.getByRole('link', { name: 'Till butikssidan' })).toHaveAttribute('href', '/butiker/201')
    for (const day of ['Mån', 'Tis', 'Ons', 'Tors', 'Fre', 'Lör', 'Sön']) {
      await expect(store.getByRole('rowheader', { name: day, exact: true })).toBeVisible()
    }
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a logged-in shopper sees the store of their profile, with its contacts and page', async ({ page }) => {
    await logIn(page, 'trahuset', 'buyeradmin@demo.test')
    await page.goto(brandUrl('trahuset', '/mitt-varuhus'))
    const store = page.locator('[data-store="202"]')
    await expect(store.getByText('Det här är butiken du valt i din profil.')).toBeVisible()
    await expect(store.getByTestId('open-today')).toBeVisible()
    await expect(store.getByTestId('store-contacts').locator('li').first()).toBeVisible()
    await expect(store.getByRole('link', { name: 'Byt butik i din profil' })).toHaveAttribute(
      'href',
      '/mitt-konto/uppgifter',
    )
    await store.getByRole('link', { name: 'Till butikssidan' }).click()
    await expect(page).toHaveURL(/\/butiker\/202$/)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('an unknown store id answers 404', async ({ page }) => {
  const response = await page.goto(brandUrl('nordbygg', '/butiker/999999'))
  expect(response?.status()).toBe(404)
})

test('the store finder finds stores by town and by postcode without a maps key', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/hitta-butik'))
  await expect(page.getByRole('button', { name: 'Karta' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: /Sök butik/ }).fill('Umeå')
  await page.getByRole('main').getByRole('button', { name: 'Sök', exact: true }).click()
  await expect(page.getByTestId('store-list').locator('li')).toHaveCount(1)
  await expect(page.getByTestId('store-list')).toContainText('Umeå')

  await page.goto(brandUrl('nordbygg', '/hitta-butik?q=901%2032'))
  await expect(page.getByTestId('store-list')).toContainText('901 32')
})

test('a brand with a maps key offers the map view', async ({ page }) => {
  await page.route(/maps\.googleapis\.com/, (route) => route.abort())
  await page.goto(brandUrl('trahuset', '/hitta-butik'))
  await page.getByRole('button', { name: 'Karta' }).click()
  await expect(page.locator('#store-map')).toBeVisible()
})

/**
 * The brand's editor publishes a new title for its Kundservice page through the admin API; `before` (run
 * before the change) is given the page's title as it was.
 */
async function publishNewTitle(
  request: APIRequestContext,
  brand: BrandId,
  before?: (title: string) => Promise<void>,
): Promise<string> {
  const api = `http://127.0.0.1:${PORT}/api/payload`
  const headers = await bearerFor(request, `editor.${brand}@demo.test`)
  const found = await request.get(`${api}/pages?where[brand][equals]=${brand}&where[slug][equals]=kundservice`, {
    headers,
  })
  const { id, title: old } = (await found.json()).docs[0] as { id: number; title: string }
  await before?.(old)
  const title = `Kundservice ${Date.now()}`
  const update = await request.patch(`${api}/pages/${id}`, { headers, data: { title, _status: 'published' } })
  expect(update.status()).toBe(200)
  return title
}

test('an editor’s published title change shows on the brand site at once, other brands untouched', async ({
  page,
  request,
}) => {
  const title = await publishNewTitle(request, 'trahuset')
  await page.goto(brandUrl('trahuset', '/kundservice'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 5_000 })
  await page.goto(brandUrl('nordbygg', '/kundservice'))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
})

test('a published change shows at once to a logged-in shopper too, whose page is rendered from the cached page document', async ({
  page,
  request,
}) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  const title = await publishNewTitle(request, 'nordbygg', async (old) => {
    // Read once as this shopper, so the page document is in the data cache before the change.
    await page.goto(brandUrl('nordbygg', '/kundservice'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(old)
  })
  const shown = await page.goto(brandUrl('nordbygg', '/kundservice'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 5_000 })
  // Rendered for this shopper, not the anonymous page from the page cache.
  expect(shown?.headers()['x-nextjs-cache']).toBeUndefined()
})

test('an editor of one brand cannot read or change another brand’s content through the API', async ({ request }) => {
  const api = `http://127.0.0.1:${PORT}/api/payload`
  // A published page of Nordbygg, as the site admin finds it (Payload's API is the admin's).
  const nordbyggId = (await adminDocs<{ id: number }>(request, 'pages', 'where[brand][equals]=nordbygg&limit=1'))[0]?.id
  expect(nordbyggId).toBeDefined()

  const headers = await bearerFor(request, 'editor.trahuset@demo.test')
  const own = await request.get(`${api}/pages?where[brand][equals]=trahuset&limit=1`, { headers })
  expect((await own.json()).docs.length).toBe(1)
  const nordbygg = await request.get(`${api}/pages?where[brand][equals]=nordbygg&draft=true`, { headers })
  expect((await nordbygg.json()).docs).toEqual([])
  const update = await request.patch(`${api}/pages/${nordbyggId}`, { headers, data: { title: 'Kapad' } })
  expect([401, 403, 404]).toContain(update.status())
})

test('a draft shows only in the preview of an editor of that brand', async ({ page, request }) => {
  const api = `http://127.0.0.1:${PORT}/api/payload`
  const headers = await bearerFor(request, 'editor.nordbygg@demo.test')
  const found = await request.get(`${api}/pages?where[brand][equals]=nordbygg&where[slug][equals]=leveransvillkor`, {
    headers,
  })
  const published = (await found.json()).docs[0] as { id: number; title: string }
  const draftTitle = `Utkast ${Date.now()}`
  const saved = await request.patch(`${api}/pages/${published.id}?draft=true`, {
    headers,
    data: { title: draftTitle, _status: 'draft' },
  })
  expect(saved.status()).toBe(200)

  await page.goto(brandUrl('nordbygg', '/leveransvillkor?preview=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title)

  await logIn(page, 'nordbygg', 'editor.trahuset@demo.test')
  await page.goto(brandUrl('nordbygg', '/leveransvillkor?preview=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title)

  await logIn(page, 'nordbygg', 'editor.nordbygg@demo.test')
  await page.goto(brandUrl('nordbygg', '/leveransvillkor?preview=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
  await page.goto(brandUrl('nordbygg', '/leveransvillkor'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title)
})
