import { type APIRequestContext, expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { attachmentBytes, waitForMail } from './mail'
import { bearerFor, outboxText, PORT } from './support'

/**
 * The quote service over real HTTP (spec section 7, /api/quote/v1): every call answers 401 without a
 * login, 403 under EJ_SKAPA_OFFERT and 404 on another customer's quote; bad input is 400 with the
 * Swedish message and changes nothing; an attachment over 2 MB is refused; the receiver's link is
 * refused when altered or used. Requests go to 127.0.0.1 (the default brand).
 */

const origin = `http://127.0.0.1:${PORT}`
const api = (path = '') => `${origin}/api/quote/v1/quotes${path}`
type Headers = Record<string, string>

interface QuoteBody {
  quoteId: string
  status: string
  updatedAt: string
  items: Array<{ quoteItemId: string; articleNumber: string; quantity: number; netPrice: number | null }>
  customItems: Array<{ quoteCustomItemId: string }>
  attachments: Array<{ attachmentId: string; filename: string }>
  totals: { net: number; rot: number; toPay: number }
}

let article = ''
type LookupBody = Array<{ articleNumber: string; orderMultiple: number }>

async function newQuote(request: APIRequestContext, headers: Headers, data: unknown = {}): Promise<QuoteBody> {
  const response = await request.post(api(), { headers, data })
  expect(response.status()).toBe(201)
  return response.json()
}

async function quoteOf(request: APIRequestContext, headers: Headers, quoteId: string): Promise<QuoteBody> {
  const response = await request.get(api(`/${quoteId}`), { headers })
  expect(response.status()).toBe(200)
  return response.json()
}

async function pdfBytes(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage()
  return Buffer.from(await doc.save())
}

/** Every call the quote service has, on quote `id` (with a line and an attachment id where one is named). */
function everyCall(request: APIRequestContext, headers: Headers, id: string, lineId = 'x', attachmentId = '1') {
  return {
    list: () => request.get(api(), { headers }),
    create: () => request.post(api(), { headers, data: {} }),
    deleteMany: () => request.delete(api(), { headers, data: { quoteIds: [id] } }),
    get: () => request.get(api(`/${id}`), { headers }),
    patch: () => request.patch(api(`/${id}`), { headers, data: { finalMessage: 'Ändrat' } }),
    addItems: () =>
      request.post(api(`/${id}/items`), { headers, data: { items: [{ articleNumber: article, quantity: 1 }] } }),
    patchItems: () =>
      request.patch(api(`/${id}/items`), { headers, data: { items: [{ quoteItemId: lineId, quantity: 2 }] } }),
    deleteItems: () => request.delete(api(`/${id}/items`), { headers, data: { quoteItemIds: [lineId] } }),
    addCustom: () =>
      request.post(api(`/${id}/customItems`), {
        headers,
        data: {
          customItems: [{ customItemName: 'Arbete', vatRate: 25, isRot: true, quantity: 1, price: 100, unit: 'tim' }],
        },
      }),
    patchCustom: () =>
      request.patch(api(`/${id}/customItems`), {
        headers,
        data: { customItems: [{ quoteCustomItemId: lineId, price: 1 }] },
      }),
    deleteCustom: () => request.delete(api(`/${id}/customItems`), { headers, data: { quoteCustomItemIds: [lineId] } }),
    attach: async () =>
      request.post(api(`/${id}/attachments`), {
        headers,
        multipart: { file: { name: 'ritning.pdf', mimeType: 'application/pdf', buffer: await pdfBytes() } },
      }),
    attachment: () => request.get(api(`/${id}/attachments/${attachmentId}`), { headers }),
    detach: () => request.delete(api(`/${id}/attachments/${attachmentId}`), { headers }),
    pdf: () => request.get(api(`/${id}/pdf`), { headers }),
    send: () => request.post(api(`/${id}/send`), { headers, data: { email: 'kund@example.se' } }),
    cart: () => request.post(api(`/${id}/cart`), { headers }),
    variants: () => request.post(`${origin}/api/quote/v1/variants`, { headers, data: { articleNumbers: [article] } }),
  }
}

test.describe('quote service API', () => {
  test.beforeAll(async ({ request }) => {
    // An article the cart takes one of (order multiple 1) and that has a price to quote.
    const ulla = await bearerFor(request, 'user@demo.test')
    const found = await request.get(`${origin}/api/cart/lookup?q=1`, { headers: ulla })
    const body = (await found.json()) as LookupBody | { data: LookupBody }
    const candidates = (Array.isArray(body) ? body : body.data).filter((a) => a.orderMultiple === 1)
    const priced = await request.post(`${origin}/api/quote/v1/variants`, {
      headers: ulla,
      data: { articleNumbers: candidates.map((a) => a.articleNumber) },
    })
    const variants = (await priced.json()) as Array<{ articleNumber: string; netPrice: number | null }>
    article = variants.find((v) => (v.netPrice ?? 0) > 0)?.articleNumber ?? ''
    expect(article).not.toBe('')
  })

  test('answers 401 on every call without a login', async ({ request }) => {
    for (const [name, call] of Object.entries(everyCall(request, {}, 'Q-DEMO-0001'))) {
      expect((await call()).status(), name).toBe(401)
    }
  })

  test('answers 403 on every call when the customer denies EJ_SKAPA_OFFERT', async ({ request }) => {
    const quinn = await bearerFor(request, 'noquotes@demo.test')
    for (const [name, call] of Object.entries(everyCall(request, quinn, 'Q-DEMO-0001'))) {
      const response = await call()
      expect(response.status(), name).toBe(403)
      expect((await response.json()).error, name).toBe('errors.forbidden_action')
    }
  })

  test("answers 404 on every call on another customer's quote, and changes nothing", async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const nils = await bearerFor(request, 'noprices@demo.test')
    const quote = await newQuote(request, ulla)
    const withLine = (await (
      await request.post(api(`/${quote.quoteId}/items`), {
        headers: ulla,
        data: { items: [{ articleNumber: article, quantity: 2 }] },
      })
    ).json()) as QuoteBody
    const before = await quoteOf(request, ulla, quote.quoteId)
    const calls = everyCall(request, nils, quote.quoteId, withLine.items[0]?.quoteItemId)
    for (const name of Object.keys(calls).filter((n) => !['list', 'create', 'variants'].includes(n))) {
      const response = await calls[name as keyof typeof calls]()
      expect(response.status(), name).toBe(404)
      expect((await response.json()).error, name).toBe('errors.not_found')
    }
    expect(await quoteOf(request, ulla, quote.quoteId)).toEqual(before)
    const theirs = (await (await calls.list()).json()) as { data: Array<{ quoteId: string }> }
    expect(theirs.data.map((q) => q.quoteId)).not.toContain(quote.quoteId)
  })

  test('refuses bad input with 400 and a Swedish message, changing nothing', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const quote = await newQuote(request, ulla)
    const id = quote.quoteId
    const before = await quoteOf(request, ulla, id)
    const bad = [
      () => request.get(api('?status=skickad'), { headers: ulla }),
      () => request.get(api('?limit=500'), { headers: ulla }),
      () => request.post(api(), { headers: ulla, data: { priceType: 'billigt' } }),
      () => request.delete(api(), { headers: ulla, data: { quoteIds: [] } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { sender: { organizationNumber: '12' } } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { validFor: 0 } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { validFrom: '2026-02-30' } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { validFrom: '2026-13-45' } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { receiver: { email: 'inte-en-adress' } } }),
      () => request.patch(api(`/${id}`), { headers: ulla, data: { okänt: true } }),
      () =>
        request.post(api(`/${id}/items`), {
          headers: ulla,
          data: { items: [{ articleNumber: article, quantity: 0 }] },
        }),
      () =>
        request.post(api(`/${id}/items`), {
          headers: ulla,
          data: { items: [{ articleNumber: article, quantity: 1, salesDiscount: 120 }] },
        }),
      () =>
        request.post(api(`/${id}/items`), {
          headers: ulla,
          data: { items: [{ articleNumber: 'FINNS-INTE', quantity: 1 }] },
        }),
      () =>
        request.patch(api(`/${id}/items`), { headers: ulla, data: { items: [{ quoteItemId: 'nej', quantity: 1 }] } }),
      () =>
        request.post(api(`/${id}/customItems`), {
          headers: ulla,
          data: {
            customItems: [{ customItemName: 'Arbete', vatRate: 7, isRot: true, quantity: 1, price: 1, unit: 'h' }],
          },
        }),
      () =>
        request.post(api(`/${id}/customItems`), {
          headers: ulla,
          data: {
            customItems: [{ customItemName: '', vatRate: 25, isRot: false, quantity: 1, price: 1.234, unit: 'h' }],
          },
        }),
      () => request.delete(api(`/${id}/customItems`), { headers: ulla, data: {} }),
      () => request.post(api(`/${id}/send`), { headers: ulla, data: { email: 'fel' } }),
      () => request.post(api(`/${id}/attachments`), { headers: ulla, multipart: { annat: 'x' } }),
      () => request.post(`${origin}/api/quote/v1/variants`, { headers: ulla, data: { articleNumbers: [] } }),
    ]
    for (const [index, call] of bad.entries()) {
      const response = await call()
      expect(response.status(), `call ${index}`).toBe(400)
      const body = await response.json()
      expect(body.message, `call ${index}`).toMatch(/[åäö]|Kontrollera|Ange|Välj|Skriv|finns/i)
    }
    expect(await quoteOf(request, ulla, id)).toEqual(before)
  })

  test('an attachment over 2 MB is refused with a Swedish message; a PDF is kept and served', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const { quoteId } = await newQuote(request, ulla)
    const big = await request.post(api(`/${quoteId}/attachments`), {
      headers: ulla,
      multipart: {
        file: { name: 'stor.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 10) },
      },
    })
    expect(big.status()).toBe(400)
    expect(await big.json()).toMatchObject({
      error: 'quote.attachment_too_large',
      message: 'Filen är för stor. En bilaga får vara högst 2 MB.',
    })
    expect((await quoteOf(request, ulla, quoteId)).attachments).toEqual([])

    const kept = await request.post(api(`/${quoteId}/attachments`), {
      headers: ulla,
      multipart: { file: { name: 'ritning.pdf', mimeType: 'application/pdf', buffer: await pdfBytes() } },
    })
    expect(kept.status()).toBe(200)
    const [attachment] = ((await kept.json()) as QuoteBody).attachments
    if (!attachment) throw new Error('no attachment')
    const file = await request.get(api(`/${quoteId}/attachments/${attachment.attachmentId}`), { headers: ulla })
    expect(file.headers()['content-type']).toBe('application/pdf')
    expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF')
    // Not for anyone else, even through Payload's own API.
    const kalle = await bearerFor(request, 'noprices@demo.test')
    const payloadApi = await request.get(`${origin}/api/payload/quote-attachments/${attachment.attachmentId}`, {
      headers: kalle,
    })
    expect([403, 404]).toContain(payloadApi.status())
  })

  test('sends, and the link answers once; an altered link is refused', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const { quoteId } = await newQuote(request, ulla, { receiver: { type: 'private', name: 'Familjen Ek' } })
    await request.post(api(`/${quoteId}/items`), {
      headers: ulla,
      data: { items: [{ articleNumber: article, quantity: 2 }] },
    })
    const pdf = await request.get(api(`/${quoteId}/pdf`), { headers: ulla })
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF')

    const email = `ek-${Date.now()}@example.se`
    const since = new Date()
    const sent = await request.post(api(`/${quoteId}/send`), { headers: ulla, data: { email } })
    expect(sent.status()).toBe(200)
    expect(await sent.json()).toMatchObject({ status: 'sent', sentTo: email })
    // The local SMTP server got the mail with the quote's PDF attached; replies go to its author.
    const mail = await waitForMail(request, email, { since })
    expect(mail.replyTo).toBe('user@demo.test')
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Offert ${quoteId}.pdf`, 'application/pdf'],
    ])
    const [attached] = mail.attachments
    expect(attached && attachmentBytes(attached).subarray(0, 4).toString()).toBe('%PDF')
    const token = (await outboxText(request, email, 'quote')).match(/\/offert\/([A-Za-z0-9_.-]+)/)?.[1] as string
    expect(token).toBeTruthy()
    const answers = `${origin}/api/quote/v1/answers`

    const shown = await request.get(`${answers}/${token}`)
    expect(shown.status()).toBe(200)
    expect(await shown.json()).toMatchObject({ canAnswer: true, quote: { quoteId, pricesHidden: true } })
    expect((await request.get(`${answers}/${token}/pdf`)).headers()['content-type']).toBe('application/pdf')

    const altered = `${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`
    const refused = await request.post(`${answers}/${altered}`, { data: { decision: 'accept' } })
    expect(refused.status()).toBe(404)
    expect((await refused.json()).error).toBe('quote.link_invalid')
    const badAnswer = await request.post(`${answers}/${token}`, { data: { decision: 'kanske' } })
    expect(badAnswer.status()).toBe(400)

    const accepted = await request.post(`${answers}/${token}`, { data: { decision: 'accept' } })
    expect(accepted.status()).toBe(200)
    expect(await accepted.json()).toMatchObject({ canAnswer: false, quote: { status: 'accepted' } })
    const told = await waitForMail(request, 'user@demo.test', {
      since,
      subject: new RegExp(`${quoteId} har accepterats`),
    })
    expect(told.text).toContain('Familjen Ek har accepterat')
    const again = await request.post(`${answers}/${token}`, { data: { decision: 'decline' } })
    expect(again.status()).toBe(409)
    expect(await again.json()).toMatchObject({
      error: 'quote.link_used',
      message: expect.stringMatching(/redan besvarad/),
    })

    // An accepted quote no longer changes (409 with the reason), but becomes a cart once.
    const locked = await request.patch(api(`/${quoteId}`), { headers: ulla, data: { finalMessage: 'Ny' } })
    expect(locked.status()).toBe(409)
    expect((await locked.json()).message).toMatch(/accepterad/)
    const cart = await request.post(api(`/${quoteId}/cart`), { headers: ulla })
    expect(cart.status()).toBe(200)
    expect(await cart.json()).toMatchObject({ added: 1, refused: [] })
    expect((await request.post(api(`/${quoteId}/cart`), { headers: ulla })).status()).toBe(422)
  })

  test('getVariantsForQuote names the article with its price, hidden under EJ_SE_PRISER', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const mine = await request.post(`${origin}/api/quote/v1/variants`, {
      headers: ulla,
      data: { articleNumbers: [article, 'FINNS-INTE'] },
    })
    const [variant, ...rest] = (await mine.json()) as Array<{
      articleNumber: string
      name: string
      netPrice: number | null
    }>
    expect(rest).toEqual([])
    expect(variant).toMatchObject({ articleNumber: article, name: expect.any(String), netPrice: expect.any(Number) })
    const nils = await bearerFor(request, 'noprices@demo.test')
    const hidden = await request.post(`${origin}/api/quote/v1/variants`, {
      headers: nils,
      data: { articleNumbers: [article] },
    })
    expect((await hidden.json())[0]).toMatchObject({ articleNumber: article, netPrice: null, salesPrice: null })
  })
})
