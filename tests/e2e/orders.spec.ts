import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import type { BrandRoute } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { type BrandId, brandUrl, callInPage, logIn, PORT, postInPage, stockedTiles } from './support'

/**
 * The order service and order history (issue 6, spec sections 2 and 7) on the demo seed: user@demo.test
 * places an order through the cart API (customer 10001, chosen at login), finds it in OrderHistory by
 * its reference, opens OrderHistoryPage, downloads the confirmation PDF and the lines, orders it again,
 * mails the confirmation and asks customer service about it. buyeradmin@demo.test (customer 10004)
 * cannot see it. The demo seed has no user whose customer denies EJ_ORDERHISTORIK; that refusal is
 * covered by tests/integration/orders-service.test.ts.
 */

test.describe.configure({ timeout: 120_000 })

const BRAND: BrandId = 'nordbygg'
const routes = (JSON.parse(readFileSync(`tenants/${BRAND}/routes.json`, 'utf8')) as { routes: BrandRoute[] }).routes
const historyPath = pathForPage(routes, 'OrderHistory') ?? ''
const cartPath = (path: string) => `/api/cart/v2/cart${path}`

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

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
