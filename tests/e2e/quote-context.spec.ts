import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { brandUrl, logIn, PORT } from './support'

/**
 * The quote context (spec section 4) as user@demo.test with the demo's draft quote Q-DEMO-0001: from
 * the quote to the search and product pages is external mode (the bar back to the quote's product step,
 * "Lägg till i offerten"); any other page ends it. The context lives in the tab's sessionStorage, so
 * full page loads carry it as client navigations do.
 */

const QUOTE = 'Q-DEMO-0001'
const BACK = `/mina-offerter/${QUOTE}?steg=2`

async function productPath(page: import('@playwright/test').Page): Promise<string> {
  // Node does not resolve *.localhost (the browser does); the API answers the same on any host.
  const response = await page.request.get(
    `http://127.0.0.1:${PORT}/api/payload/variants?depth=0&limit=1&where[askForPrice][equals]=false&where[discontinued][equals]=false`,
  )
  expect(response.ok()).toBe(true)
  const [variant] = ((await response.json()) as { docs: Array<{ variantSlug: string }> }).docs
  if (!variant) throw new Error('the demo catalog has no priced variant')
  return `/produkt/${variant.variantSlug}`
}

test('from a quote to the product and search pages and away: the bar and "Lägg till i offerten" come and go', async ({
  page,
}) => {
  const product = await productPath(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  const bar = page.getByTestId('quote-context-bar')
  const addToQuote = page.getByRole('button', { name: 'Lägg till i offerten' })

  // A product page before any quote is a plain one.
  await page.goto(brandUrl('nordbygg', product))
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeVisible()
  await expect(addToQuote).toHaveCount(0)

  await page.goto(brandUrl('nordbygg', `/mina-offerter/${QUOTE}`))
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('shop.quote-context') ?? '{}').state?.mode))
    .toBe('quote')

  await page.goto(brandUrl('nordbygg', '/search?q=skruv'))
  await expect(bar).toContainText(`Du lägger till artiklar i offert ${QUOTE}.`)
  await expect(bar.getByRole('link', { name: 'Tillbaka till offerten' })).toHaveAttribute('href', BACK)

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
})

test('a client navigation from the bar leads back to the quote and keeps its context', async ({ page }) => {
  const product = await productPath(page)
  await logIn(page, 'nordbygg', 'user@demo.test')
  await page.goto(brandUrl('nordbygg', `/mina-offerter/${QUOTE}`))
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('shop.quote-context') ?? '{}').state?.mode))
    .toBe('quote')
  await page.goto(brandUrl('nordbygg', product))
  const back = page.getByTestId('quote-context-bar').getByRole('link', { name: 'Tillbaka till offerten' })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(brandUrl('nordbygg', BACK))
  await expect(page.getByTestId('quote-context-bar')).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('shop.quote-context') ?? '{}').state?.mode))
    .toBe('quote')
})
