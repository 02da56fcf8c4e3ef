import { at, readCxmlTree, textAt } from '@shop/commerce/punchout/cxml'
import { setupRequest } from '../../support/cxml-documents'
import { waitForMail } from '../mail'
import { DEMO_PASSWORD } from '../support'
import { expect, test } from './server'

/**
 * Finding 2 (issue 36): links followed the request's host. A reset request with `Host: evil.example` or
 * `X-Forwarded-Host: evil.example` (no proxy configured) put `https://evil.example/gloemt-loesenord?token=…`
 * into the victim's mail; quote mails, order mails and the cXML StartPage did the same, and the Secure
 * flag of the session cookies followed a client-sent X-Forwarded-Proto. Every link now starts with the
 * brand's configured origin (outside production http://<brand>.localhost:<port>).
 */

const FOREIGN: Array<Record<string, string>> = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
]
const links = (text: string) => text.match(/https?:\/\/[^\s<>"')]+/g) ?? []

test('a reset request sent with a foreign Host gets a mail whose link is on the brand origin', async ({
  request,
  shop,
}) => {
  const origin = new URL(shop.brandUrl('nordbygg')).origin
  for (const headers of FOREIGN) {
    const since = new Date()
    const asked = await request.post(`${shop.base}/api/auth/users/credentials/request`, {
      headers,
      data: { email: 'kollega@demo.test' },
    })
    expect(asked.status()).toBe(202)
    const mail = await waitForMail(request, 'kollega@demo.test', { since, subject: /Återställ ditt lösenord/ })
    const resetLinks = links(mail.text).filter((link) => link.includes('/gloemt-loesenord?token='))
    expect(resetLinks.length, JSON.stringify(headers)).toBeGreaterThan(0)
    for (const link of links(mail.text)) expect(new URL(link).origin).toBe(origin)
    expect(mail.text).not.toContain('evil.example')
  }
})

test('order and quote mails sent with a foreign Host link to the brand origin only', async ({ request, shop }) => {
  const origin = new URL(shop.brandUrl('nordbygg')).origin
  const headers = { ...(await shop.bearerFor(request, 'user@demo.test')), host: 'evil.example' }
  const found = await request.get(`${shop.base}/api/order/orders/search?limit=1`, { headers })
  const orderId = ((await found.json()) as { orders: Array<{ orderId: string }> }).orders[0]?.orderId
  if (!orderId) throw new Error('user@demo.test has no order')
  const orderTo = `e2e.links.order.${Date.now()}@demo.test`
  let since = new Date()
  const sent = await request.post(`${shop.base}/api/order/orders/${orderId}/documents/email`, {
    headers,
    data: { email: orderTo },
  })
  expect(sent.status()).toBe(202)
  const orderMail = await waitForMail(request, orderTo, { since })
  expect(links(orderMail.text).length).toBeGreaterThan(0)
  for (const link of links(orderMail.text)) expect(new URL(link).origin).toBe(origin)

  const quotes = `${shop.base}/api/quote/v1/quotes`
  const created = await request.post(quotes, { headers, data: { receiver: { type: 'private', name: 'Familjen Ek' } } })
  expect(created.status()).toBe(201)
  const { quoteId } = (await created.json()) as { quoteId: string }
  const custom = await request.post(`${quotes}/${quoteId}/customItems`, {
    headers,
    data: {
      customItems: [{ customItemName: 'Arbete', vatRate: 25, isRot: true, quantity: 2, price: 450, unit: 'tim' }],
    },
  })
  expect(custom.status()).toBe(200)
  const quoteTo = `e2e.links.quote.${Date.now()}@example.se`
  since = new Date()
  const quoted = await request.post(`${quotes}/${quoteId}/send`, { headers, data: { email: quoteTo } })
  expect(quoted.status()).toBe(200)
  const quoteMail = await waitForMail(request, quoteTo, { since })
  const answerLinks = links(quoteMail.text).filter((link) => link.includes('/offert/'))
  expect(answerLinks.length).toBeGreaterThan(0)
  for (const link of links(quoteMail.text)) expect(new URL(link).origin).toBe(origin)
})

test("a cXML setup request sent with a foreign Host gets a StartPage on the brand's origin", async ({
  request,
  shop,
}) => {
  const response = await request.post(`${shop.base}/punchout/cxml/setup`, {
    headers: { 'content-type': 'text/xml; charset=utf-8', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    data: setupRequest({
      payloadID: `${Date.now()}.links@test.example`,
      buyerCookie: 'links',
      formPost: 'https://procurement.example/hook',
    }),
  })
  const xml = await response.text()
  expect(response.status()).toBe(200)
  const tree = readCxmlTree(xml)
  if (!tree.ok) throw new Error(`not cXML: ${xml.slice(0, 200)}`)
  expect(at(tree.value, 'Response', 'Status')?.attributes.code).toBe('200')
  const url = textAt(tree.value, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL') ?? ''
  expect(new URL(url).origin).toBe(new URL(shop.brandUrl('nordbygg')).origin)
})

test('the session cookies are not Secure on an http origin, whatever X-Forwarded-Proto says', async ({
  request,
  shop,
}) => {
  const response = await request.post(`${shop.base}/api/auth/session`, {
    headers: { 'x-forwarded-proto': 'https' },
    data: { logonId: 'user@demo.test', logonPassword: DEMO_PASSWORD },
  })
  expect(response.status()).toBe(200)
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value)
  expect(cookies.some((cookie) => cookie.startsWith('shop_at='))).toBe(true)
  for (const cookie of cookies.filter((value) => /^shop_(at|rt)=/.test(value))) {
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toMatch(/;\s*Secure/i)
  }
})
