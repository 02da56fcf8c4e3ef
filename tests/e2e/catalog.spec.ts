import { expect, type Locator, type Page, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { brandUrl, logIn } from './support'

/**
 * The catalog listings against the seeded demo catalog: category paths, facet values and article
 * numbers are read from the pages themselves, so the test holds for any seed size.
 */

const digits = (text: string) => Number(text.replace(/\D/g, ''))

/** '1 234,50 kr' → 1234.5 */
const money = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

const resultCount = async (page: Page) => digits((await page.getByTestId('listing-count').textContent()) ?? '')

const tiles = (page: Page) => page.getByTestId('listing-grid').locator('[data-article-number]')

const subcategoryLinks = (page: Page) => page.getByRole('navigation', { name: 'Underkategorier' }).getByRole('link')

const hrefsOf = (links: Locator) =>
  links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? '').filter(Boolean))

const depthOf = (href: string) => new URL(href, 'http://x').pathname.replace(/^\/kategorier\//, '').split('/').length

/** A top category from the product menu: the header lists the tree, top categories one segment deep. */
async function topCategoryHref(page: Page): Promise<string> {
  await page.goto(brandUrl('nordbygg'))
  const hrefs = await hrefsOf(page.locator('a[href^="/kategorier/"]'))
  const top = hrefs.find((href) => depthOf(href) === 1)
  expect(top, 'a top category in the menu').toBeTruthy()
  return top as string
}

/**
 * From a top category down to a third-level one that has products, following the sub-category links
 * of the pages (some small categories of a small seed are empty).
 */
async function browseToDepthThree(page: Page): Promise<void> {
  await page.goto(brandUrl('nordbygg', await topCategoryHref(page)))
  const seconds = await hrefsOf(subcategoryLinks(page))
  expect(seconds.length).toBeGreaterThan(0)
  for (const second of seconds) {
    await page.goto(brandUrl('nordbygg', second))
    const thirds = await hrefsOf(subcategoryLinks(page))
    for (const third of thirds) {
      await subcategoryLinks(page)
        .and(page.locator(`[href="${third}"]`))
        .click()
      await expect(page).toHaveURL(new RegExp(`${third}$`))
      if ((await resultCount(page)) > 0) return
      await page.goBack()
    }
  }
  throw new Error('no third-level category with products')
}

test('a third-level category lists its products with facets, sort and pages that its URL reproduces', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await browseToDepthThree(page)
  expect(depthOf(new URL(page.url()).pathname)).toBe(3)
  // Start, the top category and the second level lead back up; the page itself ends the trail.
  const trail = page.getByRole('navigation', { name: 'Du är här' })
  await expect(trail.getByRole('link')).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(tiles(page).first()).toBeVisible()
  const total = await resultCount(page)

  // A facet value that narrows the listing: its count is what the listing then shows.
  await expect(page.getByRole('heading', { level: 2, name: 'Filter' })).toBeVisible()
  const values = page.locator('[data-facet] a[data-facet-value]:not([aria-current])')
  // Values folded away under 'Visa fler' are left out: a shopper would not see them either.
  const candidates = await values.evaluateAll((links) =>
    links.map((link, index) => ({ index, text: link.textContent ?? '', visible: link.checkVisibility() })),
  )
  const narrowing = candidates
    .map((c) => ({ ...c, count: Number((c.text.match(/\(([\d\s\u00a0]+)\)\s*$/)?.[1] ?? '').replace(/\D/g, '')) }))
    .find((c) => c.visible && c.count > 0 && c.count < total)
  expect(narrowing, 'a facet value with fewer products than the category').toBeTruthy()
  const value = values.nth(narrowing?.index ?? 0)
  const before = page.url()
  await value.click()
  await expect(page).not.toHaveURL(before)
  await expect.poll(() => resultCount(page)).toBe(narrowing?.count)
  await expect(page.locator('[data-facet] a[aria-current]')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /^Ta bort filter/ })).toHaveCount(1)

  // Price, lowest first: the visible prices do not descend (articles without a price come last).
  await page.getByLabel('Sortera efter').selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  const prices = await tiles(page)
    .locator('[data-price] span.font-bold')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''))
  const amounts = prices.map(money)
  expect(amounts.length).toBeGreaterThan(0)
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))

  const nextPage = page.getByRole('navigation', { name: 'Sidor' }).locator('a[rel="next"]')
  if ((await nextPage.count()) > 0) {
    await nextPage.click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('link', { name: 'Sida 2', exact: true })).toHaveAttribute('aria-current', 'page')
  }

  // The exact URL, in a fresh page, shows the same listing.
  const url = page.url()
  const first = await tiles(page).first().getAttribute('data-article-number')
  const shown = await resultCount(page)
  const other = await browser.newPage()
  await other.goto(url)
  await expect(tiles(other).first()).toHaveAttribute('data-article-number', first ?? '')
  expect(await resultCount(other)).toBe(shown)
  await expect(other.getByLabel('Sortera efter')).toHaveValue('price-asc')
  await other.close()

  // A product opens from the grid.
  const name = (await tiles(page).first().getByRole('heading').textContent())?.trim()
  await tiles(page).first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/produkt\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
})

test('listing, campaign and search pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(60_000)
  await browseToDepthThree(page)
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(brandUrl('nordbygg', '/kampanjer'))
  const campaign = page.locator('main a[href^="/kampanjer/"]').first()
  await expect(campaign).toBeVisible()
  await campaign.click()
  await expect(page).toHaveURL(/\/kampanjer\/[^/]+$/)
  await expect(page.getByTestId('listing-count')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  await expect(tiles(page).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('an unknown category is the 404 page', async ({ page }) => {
  const response = await page.goto(brandUrl('nordbygg', '/kategorier/finns-inte'))
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found')).toBeVisible()
})

test('search finds screws by a Swedish plural and an article by its exact number', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/search?q=skruvar'))
  await expect(tiles(page).first()).toBeVisible()
  const names = await tiles(page)
    .getByRole('heading')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''))
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toMatch(/skruv/i)

  // Any article will do: the last tile of this page, so it is not first by chance.
  const articleNumber = await tiles(page).last().getAttribute('data-article-number')
  expect(articleNumber).toBeTruthy()
  await page.goto(brandUrl('nordbygg', `/search?q=${articleNumber}`))
  await expect(tiles(page).first()).toHaveAttribute('data-article-number', articleNumber ?? '')
})

test('a customer that may not see prices sees none in listings and search, and no price filter', async ({ page }) => {
  test.setTimeout(60_000)
  await logIn(page, 'nordbygg', 'noprices@demo.test')
  const price = /\d[\d\s\u00a0]*(,\d+)?\s*kr\b/
  const noPrices = async () => {
    await expect(tiles(page).first()).toBeVisible()
    await expect(page.locator('[data-price]')).toHaveCount(0)
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(price)
    await expect(page.getByLabel('Lägsta pris (kr)')).toHaveCount(0)
    const sorts = await page
      .getByLabel('Sortera efter')
      .locator('option')
      .evaluateAll((o) => o.map((n) => n.getAttribute('value')))
    expect(sorts).not.toContain('price-asc')
    expect(sorts).not.toContain('price-desc')
  }
  await browseToDepthThree(page)
  await noPrices()
  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  await noPrices()
})
