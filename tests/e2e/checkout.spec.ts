import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { isClosedDay, swedishHolidays } from '@shop/commerce/delivery-dates'
import type { BrandRoute } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { expectAxeClean } from './axe'
import { type BrandId, brandUrl, callInPage, logIn, postInPage, type StockedTile, stockedTiles } from './support'

/**
 * Issue 6's checkout journey (spec sections 2, 4 and 5) in the browser, on two brands: add two
 * articles with two delivery methods on their product pages, change a quantity in the cart, fill the
 * delivery step (dates, address flyout, store, notes), check the summary, place the order, see the
 * confirmation, find the order in the order history and download its PDF. Also: a customer that
 * denies EJ_ORDER cannot place an order, and the steps are axe-clean.
 */

test.describe.configure({ timeout: 90_000 })

const emptyCart = async (page: Page) =>
  expect((await callInPage(page, 'DELETE', apiPath('/current/variants'))).status).toBe(200)

/** Adds one unit with the delivery method named `method` from the article's product page. */
async function addOnProductPage(page: Page, brand: BrandId, tile: StockedTile, method: string) {
  await page.goto(brandUrl(brand, tile.url))
  const form = page.getByTestId('add-to-cart')
  await form.getByRole('radio', { name: method, exact: true }).check()
  await form.getByRole('button', { name: 'Lägg i varukorgen' }).click()
  await expect(form.getByTestId('add-to-cart-added')).not.toBeEmpty({ timeout: 20_000 })
}

/** What the journey needs of a brand's files (tenants/<brand>/brand.json and routes.json). */
function brandConfig(brand: BrandId) {
  const read = (file: string) => JSON.parse(readFileSync(`tenants/${brand}/${file}`, 'utf8'))
  const config = read('brand.json') as { defaultStoreId: string; centralStorageId: string; closedDays: string[] }
  return { ...config, routes: (read('routes.json') as { routes: BrandRoute[] }).routes }
}

const apiPath = (path: string) => `/api/cart/v2/cart${path}`

for (const brand of ['nordbygg', 'trahuset'] as const) {
  test(`${brand}: cart → delivery → summary → confirmation → order history and PDF`, async ({ page }) => {
    const config = brandConfig(brand)
    await logIn(page, brand, 'user@demo.test')
    await emptyCart(page)

    const central = await stockedTiles(postInPage(page), config.centralStorageId)
    const store = await stockedTiles(postInPage(page), config.defaultStoreId)
    const home = central[0]
    const pickup = store.find((tile) => tile.articleNumber !== home?.articleNumber)
    if (!home || !pickup) throw new Error('no stocked articles for the journey')

    // ── Product pages: two delivery methods ────────────────────────────────────────────────────────
    await addOnProductPage(page, brand, home, 'Utkörning')
    await addOnProductPage(page, brand, pickup, 'Leverans till butik')

    // ── Cart: change a quantity, go on to the delivery step ───────────────────────────────────────
    await page.goto(brandUrl(brand, '/cart'))
    const line = page.getByTestId('cart-line').filter({ hasText: home.articleNumber })
    const saved = page.waitForResponse(
      (r) => r.url().includes('/variants/') && r.request().method() === 'PUT' && r.status() === 200,
    )
    await line.getByTestId('cart-quantity').fill('2')
    await saved
    await page.getByTestId('cart-checkout').click()
    await expect(page).toHaveURL(/\/delivery$/, { timeout: 20_000 })

    // ── Delivery: stepper, dates, address flyout, store, notes ────────────────────────────────────
    await expect(page.getByRole('navigation', { name: 'Steg i kassan' })).toContainText('Leverans')
    const dbi = page.locator('[data-delivery="DBI"]')
    const exh = page.locator('[data-delivery="EXH"]')
    const dates = dbi.locator('input[data-date]')
    await expect(dates.first()).toBeAttached()
    const offered = await dates.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(offered.length).toBe(30)
    for (const day of offered) expect(isClosedDay(day, config), day).toBe(false)
    const first = offered[0] as string
    const last = offered.at(-1) as string
    const years = new Set([first.slice(0, 4), last.slice(0, 4)].map(Number))
    const holidays = [...years].flatMap((year) => [...swedishHolidays(year)]).filter((d) => d >= first && d <= last)
    expect(holidays.length).toBeGreaterThan(0)
    for (const holiday of holidays) expect(offered).not.toContain(holiday)
    await expect(dbi.getByText(/^(Mån|Tis|Ons|Tors|Fre) /).first()).toBeVisible()
    await expectAxeClean(page)

    const chosenDate = offered[1] as string
    const dateSaved = page.waitForResponse((r) => r.url().includes('/delivery/DBI') && r.request().method() === 'PUT')
    await dbi.locator(`label:has(input[data-date="${chosenDate}"])`).click()
    expect((await dateSaved).status()).toBe(200)

    await dbi.getByRole('button', { name: /adress/ }).click()
    const flyout = page.getByRole('dialog', { name: 'Välj leveransadress' })
    await expect(flyout).toBeVisible()
    const choices = flyout.getByRole('button', { name: /^Välj / })
    await expect(choices.first()).toBeVisible()
    await choices.last().click()
    await expect(flyout).toBeHidden()
    await expect(dbi.getByRole('button', { name: 'Byt adress' })).toBeFocused()

    await exh.getByLabel('Butik för avhämtning').selectOption(config.defaultStoreId)
    await exh.getByLabel('Meddelande').fill('Hämtas av Anna.')

    // The spec's form rules: required fields and maxlength.
    await dbi.getByLabel('Meddelande').fill('x'.repeat(251))
    await dbi.getByLabel('Kontaktperson vid leverans').fill('   ')
    await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Rätta de markerade fälten' })).toBeVisible()
    await expect(dbi.getByText('Högst 250 tecken.', { exact: true })).toBeVisible()
    await expect(dbi.getByText('Fältet måste fyllas i.').first()).toBeVisible()
    await expect(page).toHaveURL(/\/delivery$/)

    const reference = `E2E-${brand}-${Date.now() % 100000}`
    await dbi.getByLabel('Meddelande').fill('Ring tio minuter innan.')
    await dbi.getByLabel('Er referens').fill(reference)
    await dbi.getByLabel('Kontaktperson vid leverans').fill('Anna Bygg')
    await dbi.getByLabel('Telefon till kontaktpersonen').fill('070-123 45 67')

    // Kept in session storage: a reload loses nothing.
    await page.reload()
    await expect(dbi.getByLabel('Er referens')).toHaveValue(reference)
    await expect(dbi.locator(`input[data-date="${chosenDate}"]`)).toBeChecked()
    await expect(exh.getByLabel('Butik för avhämtning')).toHaveValue(config.defaultStoreId)

    await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
    await expect(page).toHaveURL(/\/summary$/, { timeout: 20_000 })

    // ── Summary ───────────────────────────────────────────────────────────────────────────────────
    const summaryHome = page.locator('[data-delivery="DBI"]')
    await expect(summaryHome.locator(`tr[data-article="${home.articleNumber}"]`)).toContainText('2')
    await expect(summaryHome.getByTestId('delivery-details')).toContainText(reference)
    await expect(summaryHome.getByTestId('delivery-details')).toContainText('Ring tio minuter innan.')
    await expect(page.locator('[data-delivery="EXH"]').getByTestId('delivery-details')).toContainText('Hämtas av Anna.')
    await expect(page.getByTestId('price-summary')).toContainText('Moms 25 %')
    await expectAxeClean(page)

    const placed = page.waitForResponse((r) => r.url().endsWith('/checkout') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Skicka order' }).click()
    const answer = await placed
    expect(answer.status()).toBe(201)
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/)

    // ── Confirmation ──────────────────────────────────────────────────────────────────────────────
    await expect(page).toHaveURL(/\/checkout-success-page\?orders=/, { timeout: 20_000 })
    const confirmed = page.getByTestId('confirmed-order')
    await expect(confirmed).toHaveCount(2)
    const orderIds = await page.getByTestId('order-number').allTextContents()
    expect(orderIds).toHaveLength(2)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din order!')
    await expect(confirmed.filter({ hasText: reference })).toHaveCount(1)
    await expectAxeClean(page)

    // The cart no longer holds the ordered deliveries.
    const cart = await callInPage(page, 'GET', apiPath('/current'))
    expect((cart.json as { cart: { itemCount: number } }).cart.itemCount).toBe(0)

    // ── The PDF of the confirmation ───────────────────────────────────────────────────────────────
    const orderId = orderIds[0] as string
    const pdfHref = await page.getByTestId('order-pdf').first().getAttribute('href')
    expect(pdfHref).toBe(`/api/order/orders/${orderId}/documents/order-confirmation`)
    const pdf = await callInPage(page, 'GET', pdfHref as string)
    expect(pdf.status).toBe(200)
    expect(pdf.head).toBe('%PDF')

    // ── Order history ─────────────────────────────────────────────────────────────────────────────
    await page.getByTestId('order-history-link').click()
    await expect(page).toHaveURL(brandUrl(brand, pathForPage(config.routes, 'OrderHistory') ?? ''), { timeout: 20_000 })
    await expect(page.getByTestId('order-history')).toContainText(orderId)
  })
}

test.describe('checkout refusals', () => {
  test('noorder@demo.test is shown why it cannot order, and the API answers 403', async ({ page }) => {
    const brand = 'nordbygg'
    await logIn(page, brand, 'noorder@demo.test')
    await emptyCart(page)
    const [tile] = await stockedTiles(postInPage(page), '900')
    if (!tile) throw new Error('no stocked article')
    const added = await callInPage(page, 'POST', apiPath('/current/variants/batch/add'), {
      body: { items: [{ articleNumber: tile.articleNumber, quantity: 1, deliveryId: 'DBI' }] },
    })
    expect(added.status).toBe(200)

    await page.goto(brandUrl(brand, '/summary'))
    await expect(page.getByTestId('cannot-order')).toContainText('får inte lägga order')
    await expect(page.getByRole('button', { name: 'Skicka order' })).toHaveCount(0)
    await expectAxeClean(page)

    const refused = await callInPage(page, 'POST', apiPath('/current/checkout'), {
      headers: { 'Idempotency-Key': `noorder-${Date.now()}` },
      body: { orderDetails: { DBI: {} } },
    })
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ error: 'errors.forbidden_action' })
    await emptyCart(page)
  })

  test('the steps ask an anonymous visitor to log in; an empty cart goes back to /cart', async ({ page }) => {
    for (const path of ['/delivery', '/summary', '/checkout-success-page?orders=D1']) {
      await page.goto(brandUrl('trahuset', path))
      await expect(page.getByTestId('access-message')).toHaveText(/Vänligen logga in/)
    }
    await logIn(page, 'trahuset', 'user@demo.test')
    await emptyCart(page)
    await page.goto(brandUrl('trahuset', '/delivery'))
    await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 })
  })

  test("the confirmation shows only the user's own orders", async ({ page }) => {
    // An order number that is not this user's (or does not exist) sends the visitor to the start page.
    await logIn(page, 'nordbygg', 'buyeradmin@demo.test')
    await page.goto(brandUrl('nordbygg', '/checkout-success-page?orders=D0000000'))
    await expect(page).toHaveURL(brandUrl('nordbygg', '/'), { timeout: 20_000 })
  })
})
