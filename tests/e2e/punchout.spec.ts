import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { t } from '@shop/i18n'
import { type ProcurementSystem, startProcurementSystem } from '../support/procurement-system'
import { expectAxeClean } from './axe'
import { pressTransfer, transferButton } from './punchout-support'
import { bearerFor, brandUrl, callInPage, DEMO_PASSWORD, PORT, postInPage, stockedTiles } from './support'

/**
 * OCI punch-out end to end (issue 15): a procurement system's page opens the shop's OCI entry, the
 * buyer fills the cart in PUNCHOUT mode and transfers it, and the procurement system's receiver
 * (tests/support/procurement-system.ts, served by this test) gets the spec's NEW_ITEM fields, with
 * each company's rule from tenants/nordbygg/punchout.json.
 */

const BRAND = 'nordbygg'
const ENTRY = brandUrl(BRAND, '/punchout/oci')
const CART = '/api/cart/v2/cart/current'

const BUYERS = [
  { email: 'punchout@demo.test', company: 'Västkustens Entreprenad', rule: 'STK becomes ST' },
  { email: 'punchout.norr@demo.test', company: 'Fastighetsservice Norr', rule: 'custom field 1 is empty' },
  { email: 'punchout.malardalen@demo.test', company: 'Mälardalens Byggservice', rule: 'the last breadcrumb parent' },
  { email: 'punchout.gavle@demo.test', company: 'Gävle Bygg & Montage', rule: 'the spec defaults' },
] as const
type Buyer = (typeof BUYERS)[number]

let procurement: ProcurementSystem
test.beforeAll(async () => {
  procurement = await startProcurementSystem()
})
test.afterAll(async () => {
  await procurement.close()
})

/** The procurement system's page, filled and submitted with the keyboard: the shop opens. */
async function enterFromProcurement(
  page: Page,
  email: string,
  company: string,
  options: Parameters<ProcurementSystem['pageUrl']>[1] = {},
) {
  await page.goto(procurement.pageUrl(ENTRY, options))
  await page.getByLabel('Användarnamn').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Tab')
  await page.keyboard.type(company)
  await page.keyboard.press('Enter')
}

interface CartLine {
  articleNumber: string
  quantity: number
  variant: { name: string }
  price: { netPrice: number; salesPriceUnit: string } | null
}

async function cartLines(page: Page): Promise<{ cartId: string; lines: CartLine[] }> {
  const answer = await callInPage(page, 'GET', CART)
  expect(answer.status).toBe(200)
  const cart = answer.json?.cart as { cartId: string; deliveries: Array<{ items: CartLine[] }> }
  return { cartId: cart.cartId, lines: cart.deliveries.flatMap((delivery) => delivery.items) }
}

/** A gutter (sold in STK) and another stocked article, each to be ordered. */
async function twoArticles(page: Page): Promise<[string, string]> {
  const search = await postInPage(page)('/api/product/search', { q: 'Hängränna', filters: { inStock: true } })
  const gutters = (search.json?.items ?? []) as Array<{ articleNumber: string; orderMultiple: number }>
  const gutter = gutters.find((tile) => tile.orderMultiple === 1)?.articleNumber
  const [other] = (await stockedTiles(postInPage(page), '900')).filter((tile) => tile.articleNumber !== gutter)
  if (!gutter || !other) throw new Error('the demo catalog has no stocked gutter or other article')
  return [gutter, other.articleNumber]
}

/** What the shop knows of an article beyond the cart: its SSG, category trail and the central lead time. */
async function catalogFacts(page: Page, request: APIRequestContext, articleNumber: string) {
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const response = await request.get(
    `http://127.0.0.1:${PORT}/api/payload/variants?where[articleNumber][equals]=${articleNumber}&depth=1`,
    { headers },
  )
  const [variant] = (
    (await response.json()) as {
      docs: Array<{
        attributes: Array<{ attributeName: string; attributeValue: string }>
        product: { breadcrumbParents: Array<{ name: string }> }
      }>
    }
  ).docs
  if (!variant) throw new Error(`no variant ${articleNumber}`)
  const stock = await postInPage(page)('/api/product/stock', { articles: [articleNumber], locationIds: ['900'] })
  const central = ((stock.json?.stock ?? []) as Array<{ locations: Array<{ availableToDays: number | null }> }>)[0]
  return {
    ssg: variant.attributes.find((a) => a.attributeName === 'SSG')?.attributeValue ?? '',
    lastParent: variant.product.breadcrumbParents.at(-1)?.name ?? '',
    leadTime: central?.locations[0]?.availableToDays ?? null,
  }
}

/** Spec section 3's export item for line n, with the buyer's company rule. */
function expectedFields(buyer: Buyer, n: number, line: CartLine, facts: Awaited<ReturnType<typeof catalogFacts>>) {
  const unit = (line.price?.salesPriceUnit ?? '').toUpperCase()
  return {
    [`NEW_ITEM-DESCRIPTION[${n}]`]: line.variant.name,
    [`NEW_ITEM-VENDORMAT[${n}]`]: line.articleNumber,
    [`NEW_ITEM-QUANTITY[${n}]`]: String(line.quantity),
    [`NEW_ITEM-CURRENCY[${n}]`]: 'SEK',
    [`NEW_ITEM-PRICEUNIT[${n}]`]: '1',
    [`NEW_ITEM-PRICE[${n}]`]: (line.price?.netPrice ?? 0).toFixed(2),
    [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`]: facts.ssg,
    [`NEW_ITEM-LEADTIME[${n}]`]: String(facts.leadTime ?? 1),
    [`NEW_ITEM-UNIT[${n}]`]: buyer.email === 'punchout@demo.test' && unit === 'STK' ? 'ST' : unit,
    [`NEW_ITEM-CUST_FIELD1[${n}]`]: buyer.email === 'punchout.norr@demo.test' ? '' : '40000000',
    [`NEW_ITEM-MATGROUP[${n}]`]: buyer.email === 'punchout.malardalen@demo.test' ? facts.lastParent : '40000000',
    [`NEW_ITEM-CUST_FIELD3[${n}]`]: '',
  }
}

for (const [index, buyer] of BUYERS.entries()) {
  test(`${buyer.company} (${buyer.rule}): enters by OCI, fills the cart and transfers it with the keyboard`, async ({
    page,
    request,
  }) => {
    await enterFromProcurement(page, buyer.email, buyer.company)
    // In the shop, in PUNCHOUT mode: the OCI parameters are gone from the address.
    await expect(page).toHaveURL(brandUrl(BRAND, '/'))
    await expect(page.getByTestId('punchout-company')).toHaveText(t('punchout.mode_label', { company: buyer.company }))

    await callInPage(page, 'PUT', `${CART}/status`, { body: { status: 'DELETED' } })
    const [gutter, other] = await twoArticles(page)
    // The fixed delivery option: another method is refused, the punch-out one is taken.
    const refused = await callInPage(page, 'POST', `${CART}/variants/batch/add`, {
      body: { items: [{ articleNumber: gutter, quantity: 1, deliveryId: 'EXH' }] },
    })
    expect((refused.json?.errors as unknown[] | undefined)?.length).toBe(1)
    const added = await callInPage(page, 'POST', `${CART}/variants/batch/add`, {
      body: {
        items: [
          { articleNumber: gutter, quantity: 2, deliveryId: 'DBI' },
          { articleNumber: other, quantity: 1, deliveryId: 'DBI' },
        ],
      },
    })
    expect(added.json?.errors).toEqual([])
    const { cartId, lines } = await cartLines(page)
    expect(lines.map((line) => line.articleNumber)).toEqual([gutter, other])

    const expected = {}
    for (const [n, line] of lines.entries()) {
      Object.assign(expected, expectedFields(buyer, n + 1, line, await catalogFacts(page, request, line.articleNumber)))
    }

    await page.goto(brandUrl(BRAND, '/cart'))
    const transfer = transferButton(page)
    await expect(transfer).toHaveText(t('punchout.transfer'))
    await expect(page.getByTestId('cart-checkout')).toHaveCount(0)
    if (index === 0) await expectAxeClean(page)

    const since = new Date()
    const received = page.getByRole('heading', { name: 'Varukorgen togs emot' })
    await pressTransfer(page, () => expect(received).toBeVisible({ timeout: 3_000 }))
    const post = await procurement.waitForPost(since)

    const fields = Object.fromEntries(post.fields)
    expect(fields['~OkCode']).toBe('ADDI')
    expect(fields['~TARGET']).toBe('_top')
    expect(fields).toMatchObject(expected)
    // The gutter is sold in STK: only Västkustens Entreprenad's rule renames it.
    expect(fields['NEW_ITEM-UNIT[1]']).toBe(buyer.email === 'punchout@demo.test' ? 'ST' : 'STK')
    expect(post.fields.filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT'))).toHaveLength(2)

    // The cart was deleted after the transfer: a fresh, empty one begins.
    await page.goto(brandUrl(BRAND, '/'))
    await expect
      .poll(async () => {
        const fresh = await cartLines(page)
        return fresh.cartId !== cartId && fresh.lines.length === 0
      })
      .toBe(true)
  })
}

test('punch-out may not check out, see order history or administer users: the server refuses', async ({ page }) => {
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage')
  await expect(page.getByTestId('punchout-company')).toBeVisible()
  const checkout = await callInPage(page, 'POST', `${CART}/checkout`, {
    headers: { 'Idempotency-Key': `punchout-${Date.now()}` },
    body: { orderDetails: { DBI: {} } },
  })
  expect(checkout.status).toBe(403)
  const history = await callInPage(page, 'GET', '/api/order/orders/search')
  expect(history.status).toBe(403)
  const users = await callInPage(page, 'GET', '/api/auth/v2/users')
  expect(users.status).toBe(403)
})

test('a line without a price blocks the transfer, names the article, and the cart stays', async ({ page, request }) => {
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage')
  await expect(page.getByTestId('punchout-company')).toBeVisible()
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const response = await request.get(
    `http://127.0.0.1:${PORT}/api/payload/variants?where[askForPrice][equals]=true&limit=1`,
    { headers },
  )
  const askForPrice = ((await response.json()) as { docs: Array<{ articleNumber: string }> }).docs[0]?.articleNumber
  if (!askForPrice) throw new Error('the demo catalog has no article priced on request')
  await callInPage(page, 'PUT', `${CART}/status`, { body: { status: 'DELETED' } })
  await callInPage(page, 'POST', `${CART}/variants/batch/add`, {
    body: { items: [{ articleNumber: askForPrice, quantity: 1, deliveryId: 'DBI' }] },
  })
  const before = await cartLines(page)
  expect(before.lines).toHaveLength(1)

  await page.goto(brandUrl(BRAND, '/cart'))
  const since = new Date()
  const refusal = page.getByTestId('punchout-transfer-error')
  await pressTransfer(page, () => expect(refusal).toBeVisible({ timeout: 3_000 }))
  await expect(refusal).toContainText(t('errors.punchout.export_price'))
  await expect(page.getByTestId('punchout-transfer-error')).toContainText(askForPrice)
  expect(procurement.received.filter((post) => post.receivedAt >= since)).toEqual([])
  expect(await cartLines(page)).toEqual(before)
  await callInPage(page, 'PUT', `${CART}/status`, { body: { status: 'DELETED' } })
})

test('without HOOK_URL the shop stays NORMAL and says why', async ({ page }) => {
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage', { withoutHook: true })
  await expect(page.getByTestId('punchout-status')).toHaveText(t('errors.punchout.missing_callback_url'))
  await expectAxeClean(page)
  await page.goto(brandUrl(BRAND, '/'))
  await expect(page.getByTestId('punchout-company')).toHaveCount(0)
  // Logged in, in NORMAL mode: the cart leads to checkout as usual.
  const cart = await cartLines(page)
  expect(cart.cartId).toBeTruthy()
})

test('the saved settings bring a later entry into punch-out; leaving clears them', async ({ page }) => {
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage')
  await expect(page.getByTestId('punchout-company')).toBeVisible()
  // The procurement system opens the shop again without the callback: the saved one is taken. (By GET:
  // over plain http the browser sends the settings' cookie on a cross-site GET only; over https it is
  // SameSite=None, for a POST as well.)
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage', {
    withoutHook: true,
    method: 'get',
  })
  await expect(page).toHaveURL(brandUrl(BRAND, '/'))
  await expect(page.getByTestId('punchout-company')).toBeVisible()
  // Leaving punch-out logs out and forgets the settings: the next entry without a callback stays NORMAL.
  await page.getByRole('button', { name: t('punchout.leave') }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('punchout-company')).toHaveCount(0)
  await enterFromProcurement(page, 'punchout.gavle@demo.test', 'Gävle Bygg & Montage', { withoutHook: true })
  await expect(page.getByTestId('punchout-status')).toHaveText(t('errors.punchout.missing_callback_url'))
})

test('a user not enabled for punch-out is refused at the entry and gets no session', async ({ page }) => {
  await enterFromProcurement(page, 'user@demo.test', 'Byggmästarna i Umeå')
  await expect(page.getByTestId('punchout-status')).toHaveText(t('errors.punchout.not_enabled'))
  const cart = await callInPage(page, 'GET', CART)
  expect(cart.status).toBe(401)
  // A wrong password says so, and nothing else.
  await page.goto(procurement.pageUrl(ENTRY))
  await page.getByLabel('Användarnamn').fill('punchout@demo.test')
  await page.getByLabel('Lösenord').fill('Fel-lösenord-1')
  await page.getByLabel('Bolag').fill('Västkustens Entreprenad')
  await page.getByLabel('Bolag').press('Enter')
  await expect(page.getByTestId('punchout-status')).toHaveText(t('auth.wrong_credentials'))
})
