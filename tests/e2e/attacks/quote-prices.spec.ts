import type { APIRequestContext, Page } from '@playwright/test'
import { pdfText } from '../../support/pdf-text'
import { attachmentBytes, waitForMail } from '../mail'
import { DEMO_PASSWORD, MAILBOX_PORT } from '../support'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 3 of 2026-12-01: noprices@demo.test, whose customer denies EJ_SE_PRISER, added a catalog
 * line at markup 0 to a quote and got `quoteNetPrice: 12.85` (the hidden price) while `netPrice` was
 * null; the quote PDF printed it. Now a line counted from a hidden price has no figure at all for that
 * author: not in the quote service's answers, not in the PDF (refused until the line has an own price),
 * not in a mail (sending is refused too), not in the quote pages' HTML or RSC payload. Priced with the
 * author's own price, the quote prints and goes out with that price, and still nothing of the hidden one.
 */

const QUANTITY = 3

/** The hidden price and what markup 0 and a quantity of 3 make of it: line total, VAT, prices with VAT. */
const derivedFrom = (price: number) =>
  [price, price * QUANTITY, price * 1.25, price * QUANTITY * 1.25, price * QUANTITY * 0.25].map(
    (value) => Math.round(value * 100) / 100,
  )

/** Every way a text may write `value`: JSON (12.8, 12.85) and Swedish (12,80), thousands grouped or not. */
function findsAny(text: string, values: readonly number[]): string[] {
  const plain = text.replace(/(\d)[\s\u00a0\u202f](?=\d{3}(?!\d))/g, '$1')
  return values.flatMap((value) =>
    [String(value), value.toFixed(2), value.toFixed(2).replace('.', ',')]
      .filter((form) => new RegExp(`(?<![\\d.,])${form.replace(/[.]/g, '\\.')}(?!\\d)`).test(plain))
      .map((form) => `${form} (from ${value})`),
  )
}

interface QuoteBody {
  quoteId: string
  items: Array<{ quoteItemId: string; quoteNetPrice: number | null; netPrice: number | null }>
  missingPrices: number
}

/** The merchant's price a quote line holds, as the site admin reads it: what the price service gave. */
async function storedNetPrice(request: APIRequestContext, shop: ShopServer, quoteId: string): Promise<number> {
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  const response = await request.get(`${shop.base}/api/payload/quotes?where[quoteId][equals]=${quoteId}&depth=0`, {
    headers: admin,
  })
  expect(response.status()).toBe(200)
  const [doc] = ((await response.json()) as { docs: Array<{ items: Array<{ netPrice: number }> }> }).docs
  return Number(doc?.items[0]?.netPrice)
}

/** Logs in on the brand's own host from inside the page, so the browser holds the session cookies. */
async function logInPage(page: Page, shop: ShopServer, email: string) {
  await page.goto(shop.brandUrl('nordbygg'))
  const status = await page.evaluate(
    async ([logonId, logonPassword]) =>
      (
        await fetch('/api/auth/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ logonId, logonPassword }),
        })
      ).status,
    [email, DEMO_PASSWORD] as const,
  )
  expect(status).toBe(200)
}

/** A page as the server sends it: its HTML (with the RSC payload inline), and the RSC payload alone. */
async function pageSources(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    const html = await (await fetch(path)).text()
    const rsc = await (await fetch(path, { headers: { RSC: '1' } })).text()
    return `${html}\n${rsc}`
  }, path)
}

test('noprices finds no hidden price in a quote: its answers, its PDF, its mail, its pages', async ({
  request,
  page,
  shop,
}) => {
  test.slow()
  const nils = await shop.bearerFor(request, 'noprices@demo.test')
  const quotes = `${shop.base}/api/quote/v1/quotes`
  const found = await request.post(`${shop.base}/api/product/search`, { headers: nils, data: { q: 'skruv' } })
  const hits = ((await found.json()) as { items: Array<{ articleNumber: string }> }).items
  expect(hits.length).toBeGreaterThan(0)

  // The request of 2026-12-01: a catalog line at markup 0. An article whose hidden price is at least
  // 10 kr with öre (12,85, not 12,00) is taken, so it cannot be mistaken for another figure of the page.
  let added: QuoteBody | undefined
  let addedText = ''
  let hidden = 0
  for (const { articleNumber } of hits.slice(0, 10)) {
    const { quoteId } = (await (await request.post(quotes, { headers: nils, data: {} })).json()) as QuoteBody
    const response = await request.post(`${quotes}/${quoteId}/items`, {
      headers: nils,
      data: { items: [{ articleNumber, quantity: QUANTITY, markup: 0 }] },
    })
    if (response.status() !== 200) continue
    const price = await storedNetPrice(request, shop, quoteId)
    if (price >= 10 && Math.round(price * 100) % 10 !== 0) {
      addedText = await response.text()
      added = JSON.parse(addedText) as QuoteBody
      hidden = price
      break
    }
    await request.delete(quotes, { headers: nils, data: { quoteIds: [quoteId] } })
  }
  if (!added) throw new Error('no article with a hidden price of öre among the hits')
  const { quoteId } = added
  const hiddenValues = derivedFrom(hidden)
  const line = added.items[0]?.quoteItemId as string
  expect(added.items[0]).toMatchObject({ quoteNetPrice: null, netPrice: null })
  expect(added.missingPrices).toBe(1)

  // The quote service's JSON answers: the add, the quote, the list.
  expect(findsAny(addedText, hiddenValues)).toEqual([])
  for (const url of [`${quotes}/${quoteId}`, quotes]) {
    const response = await request.get(url, { headers: nils })
    expect(response.status()).toBe(200)
    expect(findsAny(await response.text(), hiddenValues), url).toEqual([])
  }

  // No PDF and no mail while the line has no price of its own.
  const pdfRefused = await request.get(`${quotes}/${quoteId}/pdf`, { headers: nils })
  expect(pdfRefused.status()).toBe(422)
  expect(await pdfRefused.json()).toMatchObject({ error: 'quote.price_missing' })
  const to = `nils-${shop.database}-${Date.now()}@example.se`
  const since = new Date()
  const sendRefused = await request.post(`${quotes}/${quoteId}/send`, { headers: nils, data: { email: to } })
  expect(sendRefused.status()).toBe(422)
  expect(await sendRefused.json()).toMatchObject({
    error: 'quote.price_missing',
    issues: [{ path: 'items.0.ownPrice' }],
  })

  // The quote pages as the browser gets them: HTML and the RSC payload handed to the wizard's island.
  await logInPage(page, shop, 'noprices@demo.test')
  const unpricedPage = await pageSources(page, `/mina-offerter/${quoteId}?steg=3`)
  expect(unpricedPage).toContain(quoteId)
  expect(unpricedPage).toContain('Ditt pris')
  expect(findsAny(unpricedPage, hiddenValues)).toEqual([])
  expect(findsAny(await pageSources(page, '/mina-offerter'), hiddenValues)).toEqual([])
  const mailbox = await request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?to=${to}&since=${since.toISOString()}`)
  expect(await mailbox.json()).toEqual([])

  // The author's own price: the quote prints and is sent with it, and with nothing of the hidden one.
  const priced = await request.patch(`${quotes}/${quoteId}/items`, {
    headers: nils,
    data: { items: [{ quoteItemId: line, ownPrice: 777.77 }] },
  })
  expect(priced.status()).toBe(200)
  const pricedText = await priced.text()
  expect(JSON.parse(pricedText)).toMatchObject({ missingPrices: 0, items: [{ quoteNetPrice: 777.77 }] })
  expect(findsAny(pricedText, hiddenValues)).toEqual([])

  const pdf = await request.get(`${quotes}/${quoteId}/pdf`, { headers: nils })
  expect(pdf.status()).toBe(200)
  const printed = await pdfText(await pdf.body())
  expect(printed).toContain('777,77')
  // The finder finds what is there (the own price), so finding nothing of the hidden one means something.
  expect(findsAny(printed, [777.77])).not.toEqual([])
  expect(findsAny(printed, hiddenValues)).toEqual([])

  const sent = await request.post(`${quotes}/${quoteId}/send`, { headers: nils, data: { email: to } })
  expect(sent.status()).toBe(200)
  expect(findsAny(await sent.text(), hiddenValues)).toEqual([])
  const mail = await waitForMail(request, to, { since })
  expect(mail.text).toContain(quoteId)
  expect(findsAny(mail.text, hiddenValues)).toEqual([])
  const [attached] = mail.attachments
  if (!attached) throw new Error('the quote mail has no PDF')
  const mailedPdf = await pdfText(attachmentBytes(attached))
  expect(mailedPdf).toContain('777,77')
  expect(findsAny(mailedPdf, hiddenValues)).toEqual([])

  const sentPage = await pageSources(page, `/mina-offerter/${quoteId}?steg=4`)
  expect(findsAny(sentPage, [777.77, 777.77 * QUANTITY])).toHaveLength(4)
  expect(findsAny(sentPage, hiddenValues)).toEqual([])
})
