import type { APIRequestContext } from '@playwright/test'
import { parseResponse } from '@shop/commerce/punchout/cxml'
import { type OrderLine, orderRequest } from '../../support/cxml-documents'
import { buyerPricedArticles, type PricedArticle } from '../punchout-support'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 4 of issue 36: a cXML OrderRequest became an order at any price the buyer sent. On
 * 2026-12-01 a unit price of −500.00 became order 40000023 at −625 SEK gross, 0.01 was taken against
 * the shop's 16.62, and quantities `1.5` and `1e1` were taken too. Here a procurement system posts the
 * same OrderRequests with the demo organisation's right shared secret: each is refused with cXML 400
 * naming the line and what is wrong, and the buyer's order history (the shop's own order API) finds no
 * order under its PO number, and the central stock is untouched. The same document at the shop's price
 * is taken, so the search would have found one.
 */

const run = Date.now().toString(36)

/** The demo organisation's OrderRequest of one line under PO number `orderID`, and the shop's answer. */
async function orderOne(request: APIRequestContext, shop: ShopServer, orderID: string, line: OrderLine) {
  const xml = orderRequest({ payloadID: `${Date.now()}.${orderID}@procurement.example`, orderID, lines: [line] })
  const response = await request.post(`${shop.base}/punchout/cxml/order`, {
    data: xml,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  })
  const body = await response.text()
  const status = parseResponse(body)
  if (!status.ok) throw new Error(`not a cXML Response (${response.status()}): ${body.slice(0, 200)}`)
  return { http: response.status(), code: status.value.code, text: status.value.message ?? '' }
}

/** The buyer's orders under a PO number, through the shop's order API (the cXML order's reference). */
async function ordersUnder(request: APIRequestContext, shop: ShopServer, orderID: string): Promise<number> {
  const headers = await shop.bearerFor(request, 'punchout@demo.test')
  const response = await request.get(`${shop.base}/api/order/orders/search?q=${encodeURIComponent(orderID)}`, {
    headers,
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { total: number }).total
}

async function centralStock(request: APIRequestContext, shop: ShopServer, articleNumber: string): Promise<number> {
  const response = await request.post(`${shop.base}/api/product/stock`, {
    data: { articles: [articleNumber], locationIds: ['900'] },
  })
  const { stock } = (await response.json()) as { stock: Array<{ locations: Array<{ quantity: number }> }> }
  return stock[0]?.locations[0]?.quantity ?? Number.NaN
}

test.describe('a cXML OrderRequest at a price or quantity the shop does not sell at', () => {
  let article: PricedArticle
  test.beforeAll(async ({ playwright, shop }) => {
    const request = await playwright.request.newContext()
    const [first] = await buyerPricedArticles(request, shop.base)
    await request.dispose()
    if (!first) throw new Error('no stocked article with a fixed price')
    article = first
  })

  const attacks = [
    { name: 'a unit price of −500.00', quantity: 1, price: '-500.00', says: 'à-priset -500.00 SEK stämmer inte' },
    { name: 'a unit price of 0.01', quantity: 1, price: '0.01', says: 'à-priset 0.01 SEK stämmer inte' },
    { name: 'a quantity of 1.5', quantity: '1.5', says: 'antalet 1.5 måste vara ett helt antal större än noll' },
    { name: 'a quantity of 1e1', quantity: '1e1', says: 'antalet "1e1" är inget tal' },
  ] as const

  for (const attack of attacks) {
    test(`is refused with cXML 400 and stores no order: ${attack.name}`, async ({ request, shop }) => {
      const orderID = `PO-${run}-${attacks.indexOf(attack)}`
      const stockBefore = await centralStock(request, shop, article.articleNumber)
      const answer = await orderOne(request, shop, orderID, {
        articleNumber: article.articleNumber,
        quantity: attack.quantity,
        price: 'price' in attack ? attack.price : article.netPrice,
      })
      expect(answer).toMatchObject({ http: 400, code: 400 })
      expect(answer.text).toContain('Ordern togs inte emot och inget har beställts.')
      expect(answer.text).toContain(`Rad 1 (artikel ${article.articleNumber}): ${attack.says}`)
      if ('price' in attack) expect(answer.text).toContain(`butikens pris ${article.netPrice.toFixed(2)} SEK`)
      expect(await ordersUnder(request, shop, orderID)).toBe(0)
      expect(await centralStock(request, shop, article.articleNumber)).toBe(stockBefore)
    })
  }

  test('the same order at the shop’s price is taken, and the buyer finds it', async ({ request, shop }) => {
    const orderID = `PO-${run}-ok`
    const answer = await orderOne(request, shop, orderID, {
      articleNumber: article.articleNumber,
      quantity: 1,
      price: article.netPrice,
    })
    expect(answer).toMatchObject({ http: 200, code: 200 })
    expect(await ordersUnder(request, shop, orderID)).toBe(1)
  })
})
