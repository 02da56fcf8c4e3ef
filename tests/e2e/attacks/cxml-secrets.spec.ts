import type { APIRequestContext } from '@playwright/test'
import { parseResponse } from '@shop/commerce/punchout/cxml'
import {
  DEMO_ORGANISATION,
  DEMO_SECRET,
  GAVLE_ORGANISATION,
  GAVLE_SECRET,
  orderRequest,
  setupRequest,
} from '../../support/cxml-documents'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 15 of issue 36: cXML shared secrets could be guessed without limit. Here a caller sends
 * wrong secrets under one buying organisation's identity (Gävle Bygg & Montage, nordbygg's second
 * cXML organisation, which no other spec punches out with) until the shop answers 429: at most ten
 * are compared. From then on even the right secret is not compared for that identity, for a setup or
 * an order, while the demo organisation, another identity, still gets its StartPage with its secret.
 * On the Postgres server the count is in Redis, as every instance would share it.
 */

const CXML = { 'content-type': 'text/xml; charset=utf-8' }
let sequence = 0
function payloadID() {
  sequence += 1
  return `${Date.now()}.${sequence}.secrets@procurement.example`
}

async function post(request: APIRequestContext, shop: ShopServer, path: string, xml: string) {
  const response = await request.post(`${shop.base}${path}`, { data: xml, headers: CXML })
  const body = await response.text()
  const status = parseResponse(body)
  if (!status.ok) throw new Error(`not a cXML Response (${response.status()}): ${body.slice(0, 200)}`)
  return {
    http: response.status(),
    code: status.value.code,
    text: status.value.message ?? '',
    retryAfter: response.headers()['retry-after'],
    startPage: status.value.startPageUrl,
  }
}

const setup = (identity: string, secret: string) =>
  setupRequest({
    payloadID: payloadID(),
    identity,
    secret,
    buyerCookie: `cookie-${sequence}`,
    formPost: 'https://procurement.example/punchout/return',
  })

test('wrong shared secrets for one identity are throttled with 429, and another identity still gets in', async ({
  request,
  shop,
}) => {
  // A run of guesses: wrong secrets are 401 until the throttle answers 429, after at most ten
  // (fewer when a run within the last 15 minutes already used some of the window).
  const answers: Array<Awaited<ReturnType<typeof post>>> = []
  for (let guess = 0; guess < 11; guess += 1) {
    const answer = await post(request, shop, '/punchout/cxml/setup', setup(GAVLE_ORGANISATION, `guess-${guess}`))
    answers.push(answer)
    if (answer.code === 429) break
  }
  const throttled = answers.at(-1)
  expect(answers.slice(0, -1).every((answer) => answer.code === 401 && answer.http === 401)).toBe(true)
  expect(throttled).toMatchObject({ http: 429, code: 429 })
  expect(throttled?.text).toMatch(
    /^För många försök med fel delad hemlighet för köparorganisationen\. Försök igen om \d+ minuter?\.$/,
  )
  expect(Number(throttled?.retryAfter)).toBeGreaterThan(0)
  expect(Number(throttled?.retryAfter)).toBeLessThanOrEqual(15 * 60)

  // Many more guesses change nothing: each is refused before its secret is compared, so the right
  // one is refused too, for a setup and for an order.
  for (let guess = 0; guess < 20; guess += 1) {
    expect((await post(request, shop, '/punchout/cxml/setup', setup(GAVLE_ORGANISATION, `more-${guess}`))).code).toBe(
      429,
    )
  }
  const right = await post(request, shop, '/punchout/cxml/setup', setup(GAVLE_ORGANISATION, GAVLE_SECRET))
  expect(right).toMatchObject({ http: 429, code: 429, startPage: undefined })
  const order = await post(
    request,
    shop,
    '/punchout/cxml/order',
    orderRequest({
      payloadID: payloadID(),
      orderID: `PO-LOCKED-${sequence}`,
      identity: GAVLE_ORGANISATION,
      secret: GAVLE_SECRET,
      lines: [{ articleNumber: '1000001', quantity: 1, price: 1 }],
    }),
  )
  expect(order).toMatchObject({ http: 429, code: 429 })

  // Another identity is not held back by those failures: the demo organisation punches out.
  const other = await post(request, shop, '/punchout/cxml/setup', setup(DEMO_ORGANISATION, DEMO_SECRET))
  expect(other).toMatchObject({ http: 200, code: 200 })
  expect(other.startPage).toMatch(/\/punchout\/cxml\/start\/[\w-]+$/)
})
