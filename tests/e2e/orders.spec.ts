import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { BrandRoute } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { expectAxeClean } from './axe'
import { type BrandId, brandUrl, callInPage, logIn, PORT, postInPage, stockedTiles } from './support'

/**
 * The order service and order history (issue 6, spec sections 2 and 7) on the demo seed: user@demo.test
 * places an order through the cart API (customer 10001, chosen at login), finds it in OrderHistory by
 * its reference, opens OrderHistoryPage, downloads the confirmation PDF and the lines, orders it again,
 * mails the confirmation and asks customer service about it. buyeradmin@demo.test (customer 10004)
 * cannot see it. The demo seed has no user whose customer denies EJ_ORDERHISTORIK; that refusal is
 * covered by tests/integration/orders-service.test.ts. noprices@demo.test (customer 10003 denies it
 * EJ_SE_PRISER and EJ_SE_RABATTER) sees the seed's order D700003, stored with prices, without any.
 */

test.describe.configure({ timeout: 120_000 })

const BRAND: BrandId = 'nordbygg'
const routes = (JSON.parse(readFileSync(`tenants/${BRAND}/routes.json`, 'utf8')) as { routes: BrandRoute[] }).routes
const historyPath = pathForPage(routes, 'OrderHistory') ?? ''
const cartPath = (path: string) => `/api/cart/v2/cart${path}`

/** An article sold online by the piece with warehouse stock at the central storage (for DBI). */
async function orderableArticle(page: Page): Promise<string> {
  const [tile] = await stockedTiles(postInPage(page), '900')
  if (!tile) throw new Error('no stocked article')
  return tile.articleNumber
}

const clearCart = (page: Page) => callInPage(page, 'DELETE', cartPath('/current/variants'))

/** Places a DBI order of one article through the cart API; answers its order number. */
async function placeOrder(page: Page, articleNumber: string, reference: string): Promise<string> {
  await clearCart(page)
  const added = await callInPage(page, 'POST', cartPath('/current/variants/batch/add'), {
    body: { items: [{ articleNumber, quantity: 2, deliveryId: 'DBI' }] },
  })
  expect(added.status).toBe(200)
  const placed = await callInPage(page, 'POST', cartPath('/current/checkout'), {
    body: {
      // Checkout needs someone to call for a delivery to an address, as the delivery form does.
      orderDetails: {
        DBI: { reference, message: 'Ring före leverans', contactName: 'Anna Bygg', contactPhone: '070-123 45 67' },
      },
    },
    headers: { 'Idempotency-Key': `orders-e2e-${Date.now()}` },
  })
  expect(placed.status).toBe(201)
  const orders = (placed.json?.orders ?? []) as Array<{ orderId: string | null; success: boolean }>
  const orderId = orders.find((o) => o.success)?.orderId
  if (!orderId) throw new Error('checkout placed no order')
  return orderId
}

test.describe('order history', () => {
  let orderId = ''
  let articleNumber = ''
  const reference = `E2E-${Date.now().toString(36)}`

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000)
    const page = await browser.newPage()
    await logIn(page, BRAND, 'user@demo.test')
    articleNumber = await orderableArticle(page)
    orderId = await placeOrder(page, articleNumber, reference)
    await page.close()
  })

  test('user@demo.test finds the order, opens it and downloads the PDF and the lines', async ({ page }) => {
    await logIn(page, BRAND, 'user@demo.test')
    await page.goto(brandUrl(BRAND, historyPath))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orderhistorik')
    // Newest first: the order just placed leads the list.
    await expect(page.getByTestId('order-row').first()).toContainText(orderId)
    await expectAxeClean(page)

    // The filters are a plain GET form: the search lands in the URL.
    const filters = page.getByRole('search', { name: 'Filtrera ordrar' })
    await filters.getByLabel('Sök order').fill(reference)
    await filters.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`\\?q=${reference}`))
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expect(page.getByTestId('order-count')).toHaveText('1 order')
    await filters.getByLabel('Status').selectOption('delivered')
    await filters.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(page.getByTestId('order-row')).toHaveCount(0)
    await expect(page.getByText('Inga ordrar matchar din sökning.')).toBeVisible()
    await page.getByRole('link', { name: 'Rensa filter' }).click()

    await page.getByRole('link', { name: `Visa order ${orderId}` }).click()
    await expect(page).toHaveURL(brandUrl(BRAND, pathForPage(routes, 'OrderHistoryPage', { orderId }) ?? ''))
    await expect(page.getByTestId('order-title')).toHaveText(`Order ${orderId}`)
    await expect(page.getByTestId('order-lines')).toContainText(articleNumber)
    await expect(page.getByTestId('order-page')).toContainText(reference)
    await expect(page.getByTestId('order-page')).toContainText('Utkörning')
    await expect(page.getByTestId('order-totals')).toContainText('Moms 25 %')
    await expectAxeClean(page)

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-pdf').click()])
    expect(pdf.suggestedFilename()).toBe(`orderbekraftelse-${orderId}.pdf`)
    const pdfBytes = readFileSync((await pdf.path()) as string)
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF')

    const [lines] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-csv').click()])
    expect(lines.suggestedFilename()).toBe(`orderrader-${orderId}.csv`)
    const csv = readFileSync((await lines.path()) as string, 'utf8')
    expect(csv).toContain(`${orderId};${articleNumber};`)
  })

  test('"Beställ igen" puts the lines in the cart; the confirmation mail and a question are queued', async ({
    page,
  }) => {
    await logIn(page, BRAND, 'user@demo.test')
    await clearCart(page)
    await page.goto(brandUrl(BRAND, pathForPage(routes, 'OrderHistoryPage', { orderId }) ?? ''))

    await page.getByTestId('order-reorder').click()
    await expect(page.getByText('Orderraderna ligger nu i varukorgen.')).toBeVisible()
    const cart = await callInPage(page, 'GET', cartPath('/current'))
    expect((cart.json?.cart as { itemCount: number } | undefined)?.itemCount ?? 0).toBeGreaterThan(0)
    await clearCart(page)

    await page.getByTestId('order-email').click()
    const mailDialog = page.getByTestId('order-email-dialog')
    await expect(mailDialog).toBeVisible()
    await expectAxeClean(page)
    await mailDialog.getByLabel('Meddelande (valfritt)').fill('Till ekonomiavdelningen')
    await mailDialog.getByRole('button', { name: 'Skicka' }).click()
    // The first call of a route compiles it on a dev server: allow for that.
    await expect(page.getByTestId('order-email-sent')).toHaveText('Orderbekräftelsen skickas till user@demo.test.', {
      timeout: 30_000,
    })

    await page.getByTestId('order-inquiry').click()
    const inquiry = page.getByTestId('order-inquiry-dialog')
    await inquiry.getByRole('button', { name: 'Skicka fråga' }).click()
    await expect(inquiry.getByText('Skriv din fråga.')).toBeVisible({ timeout: 30_000 })
    await inquiry.getByLabel('Din fråga *').fill('När kommer leveransen?')
    await inquiry.getByRole('button', { name: 'Skicka fråga' }).click()
    await expect(page.getByTestId('order-inquiry-sent')).toHaveText('Tack! Kundservice återkommer till dig.', {
      timeout: 30_000,
    })
  })

  test("another customer's buyer gets 404 for the order; without a login the API answers 401", async ({ page }) => {
    const anonymous = await page.request.get(`http://127.0.0.1:${PORT}/api/order/orders/search`)
    expect(anonymous.status()).toBe(401)

    await logIn(page, BRAND, 'buyeradmin@demo.test')
    for (const path of ['/invoices', '/addresses', '/documents/order-confirmation', '/download']) {
      const answer = await callInPage(page, 'GET', `/api/order/orders/${orderId}${path}`)
      expect(answer.status, path).toBe(404)
      expect(answer.json?.error).toBe('errors.not_found')
    }
    const search = await callInPage(page, 'GET', `/api/order/orders/search?q=${reference}`)
    expect(search.json).toEqual({ orders: [], total: 0 })
    const response = await page.goto(brandUrl(BRAND, pathForPage(routes, 'OrderHistoryPage', { orderId }) ?? ''))
    expect(response?.status()).toBe(404)
  })
})

test('a search date that is no calendar day is a 400 with a Swedish message; the page falls back', async ({ page }) => {
  await logIn(page, BRAND, 'user@demo.test')
  const answer = await callInPage(page, 'GET', '/api/order/orders/search?fromDate=2024-13-45&toDate=x')
  expect(answer.status).toBe(400)
  expect(answer.json).toMatchObject({
    error: 'errors.bad_request',
    issues: [
      { path: 'fromDate', message: 'Ange datum som ÅÅÅÅ-MM-DD.' },
      { path: 'toDate', message: 'Ange datum som ÅÅÅÅ-MM-DD.' },
    ],
  })
  // The history page reads the same fields leniently: the list is shown without the bad dates.
  await page.goto(brandUrl(BRAND, `${historyPath}?fromDate=2024-13-45&toDate=x`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orderhistorik')
  await expect(page.getByTestId('order-row').first()).toBeVisible()
})

test.describe('a customer that denies EJ_SE_PRISER and EJ_SE_RABATTER', () => {
  /** The demo seed's order of customer 10003, stored with its prices. */
  const orderId = 'D700003'
  /** An amount as the Swedish formatter writes it ("1 234,50 kr"). */
  const money = /\d\s*kr\b/

  test('noprices@demo.test sees its order without a price, total or moms, in every view', async ({ page }) => {
    await logIn(page, BRAND, 'noprices@demo.test')

    const search = await callInPage(page, 'GET', `/api/order/orders/search?q=${orderId}&sort=-total`)
    expect(search.status).toBe(200)
    const orders = (search.json?.orders ?? []) as Array<{
      orderId: string
      totals: unknown
      orderItems: Array<{ articleNumber: string; netPrice: unknown; alloyingPrice?: unknown }>
    }>
    expect(orders.map((o) => o.orderId)).toEqual([orderId])
    expect(orders[0]?.totals).toBeNull()
    expect(orders[0]?.orderItems.length).toBeGreaterThan(0)
    for (const item of orders[0]?.orderItems ?? []) expect([item.netPrice, item.alloyingPrice]).toEqual([null, null])

    // OrderHistory: the order without the total column.
    await page.goto(brandUrl(BRAND, historyPath))
    await expect(page.getByTestId('order-row').filter({ hasText: orderId })).toHaveCount(1)
    await expect(page.getByRole('columnheader', { name: /Summa/ })).toHaveCount(0)
    await expect(page.getByTestId('order-history')).not.toContainText(money)
    await expectAxeClean(page)

    // OrderHistoryPage: the lines without price columns, no totals.
    await page.getByRole('link', { name: `Visa order ${orderId}` }).click()
    await expect(page.getByTestId('order-title')).toHaveText(`Order ${orderId}`)
    await expect(page.getByTestId('order-lines')).toContainText(orders[0]?.orderItems[0]?.articleNumber ?? '?')
    await expect(page.getByRole('columnheader', { name: 'À-pris' })).toHaveCount(0)
    await expect(page.getByTestId('order-totals')).toHaveCount(0)
    await expect(page.getByTestId('order-page')).not.toContainText(money)
    await expect(page.getByTestId('order-page')).not.toContainText('Moms')
    await expectAxeClean(page)

    // The lines file has no price columns; the PDF is still there.
    // (Read in the page: its host and session; fetch's text() drops the byte-order mark.)
    const csv = await page.evaluate(async (path) => {
      const response = await fetch(path)
      return { status: response.status, text: await response.text() }
    }, `/api/order/orders/${orderId}/download`)
    expect(csv.status).toBe(200)
    const [head, first] = csv.text.split('\r\n')
    expect(head).toBe('Ordernummer;Artikelnummer;Benämning;Antal;Enhet;Märkning;Önskat leveransdatum')
    expect(first?.split(';')).toHaveLength(7)
    const pdf = await callInPage(page, 'GET', `/api/order/orders/${orderId}/documents/order-confirmation`)
    expect([pdf.status, pdf.head]).toEqual([200, '%PDF'])

    // Checkout's confirmation page shows the order the same way.
    await page.goto(brandUrl(BRAND, `/checkout-success-page?orders=${orderId}`))
    await expect(page.getByTestId('order-number')).toHaveText(orderId)
    await expect(page.getByTestId('confirmed-order')).not.toContainText(money)

    // Payload's own API is no way round the rights: the stored rows, with real prices, are the admin's.
    const raw = await callInPage(page, 'GET', `/api/payload/orders?where[orderId][equals]=${orderId}`)
    expect(raw.status).toBe(403)
    expect(JSON.stringify(raw.json)).not.toContain('netPrice')
  })
})
