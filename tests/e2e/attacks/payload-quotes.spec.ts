import type { APIRequestContext } from '@playwright/test'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 3 of 2026-12-01, Payload's half: `GET /api/payload/quotes` and Payload GraphQL `Quotes` gave
 * noprices@demo.test (EJ_SE_PRISER) its quote lines with `netPrice` and `salesPrice`, the prices its
 * customer may not see. Payload's API is the admin's now (apps/web/src/collections/shared/payload-api.ts):
 * a shop user reads its quotes through the quote service only, which hides them; the site admin still
 * reads the stored figures through Payload.
 */

const PRICE_FIELDS = /netPrice|salesPrice|quoteNetPrice|quoteSalesPrice/

interface AdminQuote {
  id: number | string
  items: Array<{ netPrice: number | null; salesPrice: number | null }>
}

async function asAdmin(request: APIRequestContext, shop: ShopServer, quoteId: string): Promise<AdminQuote> {
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  const response = await request.get(`${shop.base}/api/payload/quotes?where[quoteId][equals]=${quoteId}&depth=0`, {
    headers: admin,
  })
  expect(response.status()).toBe(200)
  const [doc] = ((await response.json()) as { docs: AdminQuote[] }).docs
  if (!doc) throw new Error(`the site admin finds no ${quoteId}`)
  return doc
}

const graphql = (request: APIRequestContext, shop: ShopServer, headers: Record<string, string>, query: string) =>
  request.post(`${shop.base}/api/payload/graphql`, { headers, data: { query } })

test('noprices reads no price of its quote through Payload REST or GraphQL; the site admin does', async ({
  request,
  shop,
}) => {
  const nils = await shop.bearerFor(request, 'noprices@demo.test')
  const quotes = `${shop.base}/api/quote/v1/quotes`
  const found = await request.post(`${shop.base}/api/product/search`, { headers: nils, data: { q: 'skruv' } })
  const hits = ((await found.json()) as { items: Array<{ articleNumber: string }> }).items
  // A catalog line at markup 0, as on 2026-12-01: the stored line holds the hidden price.
  let quoteId = ''
  let stored: AdminQuote | undefined
  for (const { articleNumber } of hits.slice(0, 10)) {
    const created = (await (await request.post(quotes, { headers: nils, data: {} })).json()) as { quoteId: string }
    const added = await request.post(`${quotes}/${created.quoteId}/items`, {
      headers: nils,
      data: { items: [{ articleNumber, quantity: 3, markup: 0 }] },
    })
    if (added.status() === 200) {
      const doc = await asAdmin(request, shop, created.quoteId)
      if ((doc.items[0]?.netPrice ?? 0) > 0) {
        quoteId = created.quoteId
        stored = doc
        break
      }
    }
    await request.delete(quotes, { headers: nils, data: { quoteIds: [created.quoteId] } })
  }
  if (!stored) throw new Error('no article with a hidden price among the hits')
  const hidden = stored.items[0]?.netPrice as number

  // REST: the list with the request of 2026-12-01, and the document itself.
  for (const path of [`/api/payload/quotes?where[quoteId][equals]=${quoteId}`, `/api/payload/quotes/${stored.id}`]) {
    const response = await request.get(`${shop.base}${path}`, { headers: nils })
    expect(response.status(), path).toBe(403)
    const text = await response.text()
    expect(text, path).not.toMatch(PRICE_FIELDS)
    expect(text, path).not.toContain(String(hidden))
  }
  // GraphQL: the list and the document, asking for the prices by name.
  const fields = 'quoteId items { netPrice salesPrice quoteNetPrice quoteSalesPrice }'
  for (const query of [
    `{ Quotes(where: { quoteId: { equals: "${quoteId}" } }) { docs { ${fields} } } }`,
    `{ Quote(id: ${JSON.stringify(stored.id)}) { ${fields} } }`,
  ]) {
    const response = await graphql(request, shop, nils, query)
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] }
    expect(body.errors?.length ?? 0, query).toBeGreaterThan(0)
    expect(
      Object.values(body.data ?? {}).every((value) => value === null),
      query,
    ).toBe(true)
    expect(JSON.stringify(body), query).not.toContain(String(hidden))
  }

  // The site admin reads the stored figures, over REST (above) and GraphQL alike.
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  const response = await graphql(
    request,
    shop,
    admin,
    `{ Quotes(where: { quoteId: { equals: "${quoteId}" } }) { docs { ${fields} } } }`,
  )
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: { Quotes: { docs: Array<{ items: Array<{ netPrice: number }> }> } } }
  expect(body.data.Quotes.docs[0]?.items[0]?.netPrice).toBe(hidden)
  await request.delete(quotes, { headers: nils, data: { quoteIds: [quoteId] } })
})
