import { expect, type Page, test } from '@playwright/test'
import type { QuoteView } from '@shop/schemas/quotes'
import { expectAxeClean } from './axe'
import { adminDocs, brandUrl, callInPage, logIn } from './support'

/**
 * The quote context (spec section 4) as user@demo.test with the demo's draft quote Q-DEMO-0001: from
 * the quote to the search and product pages is external mode (the bar back to the quote's product step,
 * "Lägg till i offerten"); any other page ends it. The context lives in the tab's sessionStorage, so
 * full page loads carry it as client navigations do.
 */

const QUOTE = 'Q-DEMO-0001'
const BACK = `/mina-offerter/${QUOTE}?steg=2`

/** The mode the tab keeps in sessionStorage. */
const storedMode = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('shop.quote-context') ?? '{}').state?.mode)

async function productPath(page: Page): Promise<string> {
  return (await demoProduct(page)).path
}

async function demoProduct(page: Page): Promise<{ path: string; articleNumber: string }> {
  const [variant] = await adminDocs<{ variantSlug: string; articleNumber: string }>(
    page.request,
    'variants',
    'depth=0&limit=1&where[askForPrice][equals]=false&where[discontinued][equals]=false',
  )
  if (!variant) throw new Error('the demo catalog has no priced variant')
  return { path: `/produkt/${variant.variantSlug}`, articleNumber: variant.articleNumber }
}

test('from a quote to the product and search pages and away: the bar and "Lägg till i offerten" come and go', async ({
  page,
}) => {
  // Seven page loads and two axe audits (each renders every block first): 31–33 s on a busy CI host.
  test.slow()
  const product = await productPath(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  const bar = page.getByTestId('quote-context-bar')
  const addToQuote = page.getByRole('button', { name: 'Lägg till i offerten', exact: true })

  // A product page before any quote is a plain one.
  await page.goto(brandUrl('nordbygg', product))
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeVisible()
  await expect(addToQuote).toHaveCount(0)

  await page.goto(brandUrl('nordbygg', `/mina-offerter/${QUOTE}`))
  await expect.poll(() => storedMode(page)).toBe('quote')

  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  await expect(bar).toContainText(`Du lägger till artiklar i offert ${QUOTE}.`)
  await expect(bar.getByRole('link', { name: 'Tillbaka till offerten' })).toHaveAttribute('href', BACK)
  // The search result tiles offer it too, each named with its product.
  await expect(page.getByRole('button', { name: /^Lägg till i offerten: / }).first()).toBeVisible()
  await expectAxeClean(page)

  await page.goto(brandUrl('nordbygg', product))
  await expect(addToQuote).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Tillbaka till offerten' })).toHaveAttribute('href', BACK)
  // Reachable by keyboard, like everything else on the page.
  await addToQuote.focus()
  await expect(addToQuote).toBeFocused()
  await expectAxeClean(page)

  // Any other page ends edit mode; the next product page is a plain one again.
  await page.goto(brandUrl('nordbygg', '/cart'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar).toHaveCount(0)
  await page.goto(brandUrl('nordbygg', product))
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeVisible()
  await expect(addToQuote).toHaveCount(0)
  await expect(bar).toHaveCount(0)
  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  await expect(page.locator('main article[data-article-number]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Lägg till i offerten/ })).toHaveCount(0)
})

test('a client navigation from the bar leads back to the quote and keeps its context', async ({ page }) => {
  const product = await productPath(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  await page.goto(brandUrl('nordbygg', `/mina-offerter/${QUOTE}`))
  await expect.poll(() => storedMode(page)).toBe('quote')
  await page.goto(brandUrl('nordbygg', product))
  const back = page.getByTestId('quote-context-bar').getByRole('link', { name: 'Tillbaka till offerten' })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(brandUrl('nordbygg', BACK))
  await expect(page.getByTestId('quote-context-bar')).toHaveCount(0)
  await expect.poll(() => storedMode(page)).toBe('quote')
})

test('"Lägg till i offerten" adds the page\'s quantity to the quote being edited, and says so', async ({ page }) => {
  const { path: product, articleNumber } = await demoProduct(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  // A copy, so the demo quote keeps its lines for the other specs.
  const created = await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: { copyFrom: QUOTE } })
  expect(created.status).toBe(201)
  const copy = created.json as unknown as QuoteView
  await page.goto(brandUrl('nordbygg', `/mina-offerter/${copy.quoteId}`))
  await expect.poll(() => storedMode(page)).toBe('quote')
  await page.goto(brandUrl('nordbygg', product))

  // The page's quantity (its order multiple to begin with) is what goes into the quote.
  const quantity = Number(await page.getByRole('spinbutton').first().inputValue())
  const add = page.getByRole('button', { name: 'Lägg till i offerten', exact: true })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-toaster]')).toContainText(`${quantity} `)
  await expect(page.locator('[data-toaster]')).toContainText(`lades till i offert ${copy.quoteId}.`)

  const after = (await callInPage(page, 'GET', `/api/quote/v1/quotes/${copy.quoteId}`)).json as unknown as QuoteView
  const quantityOf = (quote: QuoteView) =>
    quote.items.filter((line) => line.articleNumber === articleNumber).reduce((sum, line) => sum + line.quantity, 0)
  expect(quantityOf(after)).toBe(quantityOf(copy) + quantity)
})

test("a quote deleted meanwhile: the service's text is shown and edit mode ends", async ({ page }) => {
  const { path: product, articleNumber } = await demoProduct(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  const copy = (await callInPage(page, 'POST', '/api/quote/v1/quotes', { body: { copyFrom: QUOTE } }))
    .json as unknown as QuoteView
  await page.goto(brandUrl('nordbygg', `/mina-offerter/${copy.quoteId}`))
  await expect.poll(() => storedMode(page)).toBe('quote')
  await page.goto(brandUrl('nordbygg', product))
  const add = page.getByRole('button', { name: 'Lägg till i offerten', exact: true })
  await expect(add).toBeVisible()

  // Deleted in another tab, after this page asked.
  const deleted = await callInPage(page, 'DELETE', '/api/quote/v1/quotes', { body: { quoteIds: [copy.quoteId] } })
  expect(deleted.status).toBe(204)
  const refusal = await callInPage(page, 'POST', `/api/quote/v1/quotes/${copy.quoteId}/items`, {
    body: { items: [{ articleNumber, quantity: 1 }] },
  })
  expect(refusal.status).toBe(404)
  await add.click()
  await expect(page.locator('[data-toaster]')).toContainText(String(refusal.json?.message))
  await expect(page.getByTestId('quote-context-bar')).toHaveCount(0)
  await expect(add).toHaveCount(0)
  expect(await storedMode(page)).toBe('normal')
})
