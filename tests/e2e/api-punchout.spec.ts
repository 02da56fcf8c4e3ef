import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { at, parseOrderMessage, readCxmlTree, textAt } from '@shop/commerce/punchout/cxml'
import { t } from '@shop/i18n'
import { DEMO_ORGANISATION, orderRequest, setupRequest, XXE_REQUEST } from '../support/cxml-documents'
import { type ProcurementSystem, startProcurementSystem } from '../support/procurement-system'
import { buyerPricedArticles, pressTransfer } from './punchout-support'
import { bearerFor, brandUrl, callInPage, DEMO_PASSWORD, PORT, postInPage, stockedTiles } from './support'

/**
 * Punch-out over HTTP (issue 15): POST /api/auth/v2/oci/sessions for API clients, and cXML beside OCI:
 * setup with the buying organisation's shared secret, the one-time start page, the cart back as a
 * PunchOutOrderMessage (read here with the shop's own saxes-based reader, a real XML parser), and
 * OrderRequests, once per payloadID. 127.0.0.1 is the default brand, nordbygg, whose punch-out.json
 * holds the demo organisation.
 */

const SHOP = `http://127.0.0.1:${PORT}`
/** Where the StartPage leads: the brand's own origin (nordbygg, the default), whichever host was asked. */
const SITE = brandUrl('nordbygg', '')
const CART = '/api/cart/v2/cart/current'

let procurement: ProcurementSystem
test.beforeAll(async () => {
  procurement = await startProcurementSystem()
})
test.afterAll(async () => {
  await procurement.close()
})

const postXml = (request: APIRequestContext, path: string, xml: string) =>
  request.post(`${SHOP}${path}`, { data: xml, headers: { 'content-type': 'text/xml; charset=utf-8' } })

/** The Status of a cXML answer, read with the shop's XML reader. */
function statusOf(xml: string): { code: string; text: string } {
  const tree = readCxmlTree(xml)
  if (!tree.ok) throw new Error(`not cXML: ${xml.slice(0, 200)}`)
  const status = at(tree.value, 'Response', 'Status')
  return { code: status?.attributes.code ?? '', text: status?.text.trim() ?? '' }
}

const payloadID = (label: string) => `${Date.now()}.${Math.random().toString(36).slice(2)}.${label}@test.example`

test.describe('POST /api/auth/v2/oci/sessions', () => {
  const path = `${SHOP}/api/auth/v2/oci/sessions`
  const entry = {
    USERNAME: 'punchout@demo.test',
    PASSWORD: DEMO_PASSWORD,
    HOOK_URL: 'https://srm.example.se/hook',
    Bolag: 'Västkustens Entreprenad',
  }

  test('answers a PUNCHOUT session whose cart cannot go to checkout', async ({ request }) => {
    const response = await request.post(path, { data: entry })
    expect(response.status()).toBe(200)
    const { AuthenticationResult } = (await response.json()) as {
      AuthenticationResult: { AccessToken: string; RefreshToken: string; TokenType: string }
    }
    expect(AuthenticationResult.TokenType).toBe('Bearer')
    const headers = { Authorization: `Bearer ${AuthenticationResult.AccessToken}` }
    const cart = await request.get(`${SHOP}${CART}`, { headers })
    expect(await cart.json()).toMatchObject({
      cart: { punchout: true, canOrder: false, allowedDeliveryMethods: ['DBI'] },
    })
  })

  test('refuses a user not enabled for punch-out, wrong credentials and a missing callback, with no session', async ({
    request,
  }) => {
    const notEnabled = await request.post(path, { data: { ...entry, USERNAME: 'user@demo.test' } })
    expect(notEnabled.status()).toBe(403)
    expect(await notEnabled.json()).toMatchObject({
      error: 'errors.punchout.not_enabled',
      message: t('errors.punchout.not_enabled'),
    })
    const wrong = await request.post(path, { data: { ...entry, PASSWORD: 'Fel-lösenord-1' } })
    expect(wrong.status()).toBe(401)
    const missing = await request.post(path, { data: { ...entry, HOOK_URL: '' } })
    expect(missing.status()).toBe(400)
    expect(await missing.json()).toMatchObject({
      error: 'errors.punchout.missing_callback_url',
      message: t('errors.punchout.missing_callback_url'),
    })
    const unusable = await request.post(path, { data: { ...entry, HOOK_URL: 'javascript:alert(1)' } })
    expect(unusable.status()).toBe(400)
  })
})

test.describe('cXML', () => {
  async function startPage(request: APIRequestContext, buyerCookie: string): Promise<string> {
    const response = await postXml(
      request,
      '/punchout/cxml/setup',
      setupRequest({ payloadID: payloadID('setup'), buyerCookie, formPost: procurement.hookUrl }),
    )
    const xml = await response.text()
    expect(response.status()).toBe(200)
    expect(statusOf(xml).code).toBe('200')
    const tree = readCxmlTree(xml)
    const url = tree.ok ? textAt(tree.value, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL') : undefined
    if (!url) throw new Error('no StartPage')
    return url
  }

  async function enter(page: Page, url: string) {
    await page.goto(url)
    await expect(page).toHaveURL(`${SITE}/`)
    await expect(page.getByTestId('punchout-company')).toHaveText(
      t('punchout.mode_label', { company: 'Västkustens Entreprenad' }),
    )
  }

  test('setup, a one-time start page, and the cart back as a PunchOutOrderMessage', async ({ page, request }) => {
    const buyerCookie = `cookie-${Date.now()}`
    const url = await startPage(request, buyerCookie)
    expect(url.startsWith(`${SITE}/punchout/cxml/start/`)).toBe(true)
    await enter(page, url)

    await callInPage(page, 'PUT', `${CART}/status`, { body: { status: 'DELETED' } })
    const [first, second] = await stockedTiles(postInPage(page), '900')
    if (!first || !second) throw new Error('no stocked articles')
    await callInPage(page, 'POST', `${CART}/variants/batch/add`, {
      body: {
        items: [
          { articleNumber: first.articleNumber, quantity: 3, deliveryId: 'DBI' },
          { articleNumber: second.articleNumber, quantity: 1, deliveryId: 'DBI' },
        ],
      },
    })
    const cart = (await callInPage(page, 'GET', CART)).json?.cart as {
      deliveries: Array<{ items: Array<{ articleNumber: string; quantity: number; price: { netPrice: number } }> }>
    }
    const lines = cart.deliveries.flatMap((delivery) => delivery.items)

    await page.goto(`${SITE}/cart`)
    const since = new Date()
    const received = page.getByRole('heading', { name: 'Varukorgen togs emot' })
    await pressTransfer(page, () => expect(received).toBeVisible({ timeout: 3_000 }))
    const post = await procurement.waitForPost(since)
    const [[name, xml] = ['', '']] = post.fields
    expect(name).toBe('cxml-urlencoded')
    const message = parseOrderMessage(xml)
    if (!message.ok) throw new Error(`the order message does not read: ${JSON.stringify(message.failure)}`)
    expect(message.value.buyerCookie).toBe(buyerCookie)
    expect(message.value.operationAllowed).toBe('create')
    expect(message.value.lines.map((line) => [line.supplierPartID, line.quantity, line.unitPrice.amount])).toEqual(
      lines.map((line) => [line.articleNumber, line.quantity, line.price.netPrice]),
    )
    expect(message.value.lines.every((line) => line.classifications.MaterialGroup === '40000000')).toBe(true)
    const total = lines.reduce((sum, line) => sum + Math.round(line.price.netPrice * line.quantity * 100), 0) / 100
    expect(message.value.total).toEqual({ currency: 'SEK', amount: total })

    // The start page works once.
    await page.goto(url)
    await expect(page.getByTestId('punchout-status')).toHaveText(t('errors.punchout.start_used'))
  })

  test('a wrong shared secret or an unknown organisation is refused with 401 and no start page', async ({
    request,
  }) => {
    for (const parties of [{ secret: 'wrong-secret' }, { identity: 'AN09999999999' }]) {
      const response = await postXml(
        request,
        '/punchout/cxml/setup',
        setupRequest({ payloadID: payloadID('denied'), buyerCookie: 'x', formPost: procurement.hookUrl, ...parties }),
      )
      const xml = await response.text()
      expect(response.status()).toBe(401)
      expect(statusOf(xml)).toEqual({ code: '401', text: t('errors.punchout.cxml_credentials') })
      expect(xml).not.toContain('StartPage')
    }
  })

  test('an XXE payload is refused and nothing of the file comes back', async ({ request }) => {
    for (const path of ['/punchout/cxml/setup', '/punchout/cxml/order']) {
      const response = await postXml(request, path, XXE_REQUEST)
      const xml = await response.text()
      expect(response.status()).toBe(400)
      expect(statusOf(xml).code).toBe('400')
      expect(xml).not.toContain('root:')
    }
  })

  test('an OrderRequest sent twice, even at once, gives one order', async ({ request }) => {
    const headers = await bearerFor(request, 'siteadmin@demo.test')
    // At the price the punch-out cart gives the organisation's customer: the shop takes no other.
    const [article] = await buyerPricedArticles(request, SHOP)
    if (!article) throw new Error('no stocked article')
    const id = payloadID('order')
    const document = orderRequest({
      payloadID: id,
      orderID: `PO-${Date.now()}`,
      lines: [{ articleNumber: article.articleNumber, quantity: 2, price: article.netPrice }],
    })
    const answers = await Promise.all([
      postXml(request, '/punchout/cxml/order', document),
      postXml(request, '/punchout/cxml/order', document),
    ])
    answers.push(await postXml(request, '/punchout/cxml/order', document))
    for (const answer of answers) {
      expect(answer.status()).toBe(200)
      expect(statusOf(await answer.text()).code).toBe('200')
    }
    const key = `cxml:NetworkID:${DEMO_ORGANISATION}:${id}`
    const orders = await request.get(
      `${SHOP}/api/payload/orders?where[idempotencyKey][equals]=${encodeURIComponent(key)}`,
      { headers },
    )
    const found = (await orders.json()) as {
      docs: Array<{ orderItems: Array<{ articleNumber: string; quantity: number; netPrice: number }> }>
    }
    expect(found.docs).toHaveLength(1)
    expect(found.docs[0]?.orderItems).toMatchObject([
      { articleNumber: article.articleNumber, quantity: 2, netPrice: article.netPrice },
    ])

    const wrong = await postXml(
      request,
      '/punchout/cxml/order',
      orderRequest({
        payloadID: payloadID('wrong'),
        orderID: 'PO-x',
        secret: 'wrong-secret',
        lines: [{ articleNumber: article.articleNumber, quantity: 1, price: article.netPrice }],
      }),
    )
    expect(wrong.status()).toBe(401)
    expect(statusOf(await wrong.text()).code).toBe('401')
  })
})
