import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { t } from '@shop/i18n'
import { seriousViolations } from './axe'
import { adminDocs, brandUrl, logIn } from './support'

/**
 * The product page /produkt/{slug} against the seeded demo catalog (600 variants). Products are found
 * through Payload's API as the site admin and the page itself, never by fixed article numbers, so a change
 * of the seed does not break these tests.
 */

interface VariantDoc {
  articleNumber: string
  variantSlug: string
  sortOrder?: number | null
  askForPrice?: boolean | null
  images?: Array<{ assetType: string }> | null
}

async function variants(page: Page, query: string): Promise<VariantDoc[]> {
  return adminDocs<VariantDoc>(page.request, 'variants', `depth=0&${query}`)
}

/** A priced variant of a product with at least two variants (sortOrder 1 exists only then). */
async function variantWithSiblings(page: Page): Promise<VariantDoc> {
  const [variant] = await variants(page, 'where[sortOrder][equals]=1&where[askForPrice][equals]=false')
  if (!variant) throw new Error('the demo catalog has no product with two variants')
  return variant
}

const productUrl = (variant: VariantDoc) => brandUrl('nordbygg', `/produkt/${variant.variantSlug}`)

const STOCK_TEXTS = [
  t('stock.out_of_stock'),
  t('stock.order_product'),
  t('stock.not_stocked_in_store'),
  t('stock.in_central_stock'),
  t('stock.in_store_stock'),
  '–',
]
const isStockText = (text: string) => STOCK_TEXTS.includes(text) || /^Leverans inom \d+(–\d+)? dagar$/.test(text)

test('a product page shows the variant, and the variant table switches variant', async ({ page }) => {
  const variant = await variantWithSiblings(page)
  const response = await page.goto(productUrl(variant))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText(variant.articleNumber)
  await expect(page).toHaveTitle(/./)

  const table = page.getByTestId('variant-table')
  await expect(table.locator('tbody tr[aria-current="true"]')).toContainText(variant.articleNumber)
  const other = table.locator('tbody tr:not([aria-current]) a').first()
  const otherNumber = (await other.textContent())?.trim() ?? ''
  const otherHref = (await other.getAttribute('href')) ?? ''
  expect(otherHref).toMatch(/^\/produkt\//)
  await other.click()
  await expect(page).toHaveURL(brandUrl('nordbygg', otherHref))
  await expect(table.locator('tbody tr[aria-current="true"]')).toContainText(otherNumber)
  await expect(table.locator('tbody tr[aria-current="true"] a')).toHaveAttribute('aria-current', 'page')

  // The product history: the first variant is now a previously viewed product.
  const history = page.getByRole('region', { name: t('product.history_heading') })
  await expect(history.getByRole('link', { name: /./ }).first()).toHaveAttribute(
    'href',
    `/produkt/${variant.variantSlug}`,
  )
})

test('the image modal opens and closes with the keyboard and switches pictures with the arrows', async ({ page }) => {
  const withGallery = (await variants(page, 'select[variantSlug]=true&select[images]=true')).find(
    (v) => (v.images?.length ?? 0) > 1,
  )
  const variant = withGallery ?? (await variantWithSiblings(page))
  await page.goto(productUrl(variant))
  const opener = page.getByTestId('gallery-open')
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  if (withGallery) {
    const total = withGallery.images?.length ?? 0
    await expect(dialog).toContainText(t('product.gallery_position', { current: 1, total }))
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toContainText(t('product.gallery_position', { current: 2, total }))
    await page.keyboard.press('ArrowLeft')
    await expect(dialog).toContainText(t('product.gallery_position', { current: 1, total }))
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('stock: my store and the central warehouse with their texts, and every store of the brand', async ({ page }) => {
  // Read as a file: Playwright's loader cannot import the tenants package's JSON modules.
  const brand = JSON.parse(readFileSync('tenants/nordbygg/brand.json', 'utf8')) as { storeIds: string[] }
  const variant = await variantWithSiblings(page)
  await page.goto(productUrl(variant))
  const stock = page.getByTestId('product-stock')
  await expect(stock).toContainText(t('product.central_warehouse'))
  const signals = page.getByTestId('stock-summary').locator('[data-stock-level]')
  await expect(signals).toHaveCount(2)
  for (const text of await signals.locator('[data-stock-text]').allTextContents()) {
    expect(isStockText(text.trim()), text).toBe(true)
  }

  await stock.getByText(t('product.stock_all_stores')).click()
  const rows = stock.locator('table tbody tr')
  await expect(rows).toHaveCount((brand?.storeIds.length ?? 0) + 1)
  await expect(rows.last()).toContainText(t('product.central_warehouse'))
  for (const quantity of await rows.locator('td:nth-child(2)').allTextContents()) {
    expect(quantity.trim()).toMatch(/^(–|[\d\s\u00a0]+ \S+)$/)
  }
  // Every store's status in the spec's words, also where the store keeps no row for the article (the stock
  // API's dash, which the shopper is told means not stocked there).
  const storeStatuses = await rows.locator('td:nth-child(3) [data-stock-text]').allTextContents()
  expect(storeStatuses).toHaveLength(brand.storeIds.length + 1)
  for (const text of storeStatuses.slice(0, -1))
    expect(isStockText(text.trim()) && text.trim() !== '–', text).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
})

test('an unknown product slug answers 404 Page Not Found, to a visitor and to a logged-in shopper', async ({
  page,
}) => {
  const response = await page.goto(brandUrl('nordbygg', '/produkt/finns-inte-alls-0'))
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /produkt/finns-inte-alls-0')).toBeVisible()

  // The member page's route (rendered once for the shoppers of a view) says the same.
  await logIn(page, 'nordbygg', 'user@demo.test')
  const member = await page.goto(brandUrl('nordbygg', '/produkt/finns-inte-heller-0'))
  expect(member?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /produkt/finns-inte-heller-0')).toBeVisible()
})

test('a customer denied EJ_SE_PRISER sees no price on the product page', async ({ page }) => {
  const variant = await variantWithSiblings(page)
  // Anonymous visitors of Nordbygg see list prices: the page does have prices to hide.
  await page.goto(productUrl(variant))
  await expect(page.locator('main [data-price]').first()).toBeVisible()

  await logIn(page, 'nordbygg', 'noprices@demo.test')
  await page.goto(productUrl(variant))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The shopper's own parts are filled in by the browser (a member page): the stock shows once they are.
  await expect(page.getByTestId('stock-summary')).toBeVisible()
  await expect(page.locator('main [data-price]')).toHaveCount(0)
  expect(await page.locator('main').textContent()).not.toMatch(/\bkr\b/)
  await expect(
    page.getByTestId('variant-table').getByRole('columnheader', { name: t('product.variant_price'), exact: true }),
  ).toHaveCount(0)
})

test('the product page has no serious accessibility violations', async ({ page }) => {
  const variant = await variantWithSiblings(page)
  await page.goto(productUrl(variant))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
