import { PDFDocument } from 'pdf-lib'
import { expect, test } from './server'

/**
 * Finding 11 (the uploads) of 2026-12-01: a quote attachment that starts as a PDF or PNG but is broken
 * answered 500, or was stored and mailed on. Each is now a Swedish 400 with quote.attachment_unreadable,
 * and nothing is stored: the quote has no attachment, and Payload holds none for it.
 */

async function brokenFiles() {
  const drawing = await PDFDocument.create()
  drawing.addPage()
  const pdf = Buffer.from(await drawing.save())
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  return [
    { name: 'halv.pdf', mimeType: 'application/pdf', buffer: pdf.subarray(0, pdf.length / 2) },
    { name: 'falsk-slut.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nskräp\nxref\n%%EOF') },
    // A PNG signature and an IHDR chunk of garbage: Payload's image probe threw, the route answered 500.
    {
      name: 'ritning.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from(png), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 0x41)]),
    },
    { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]) },
  ]
}

test('broken PDF and image attachments are a Swedish 400, and nothing is stored', async ({ request, shop }) => {
  const ulla = await shop.bearerFor(request, 'user@demo.test')
  const quotes = `${shop.base}/api/quote/v1/quotes`
  const { quoteId } = (await (await request.post(quotes, { headers: ulla, data: {} })).json()) as { quoteId: string }
  for (const file of await brokenFiles()) {
    const response = await request.post(`${quotes}/${quoteId}/attachments`, { headers: ulla, multipart: { file } })
    expect(response.status(), file.name).toBe(400)
    expect(await response.json(), file.name).toMatchObject({
      error: 'quote.attachment_unreadable',
      message:
        'Filen gick inte att läsa. Kontrollera att den är en hel PDF eller bild (JPEG, PNG, WebP) och försök igen.',
      issues: [{ path: 'file' }],
    })
  }
  const quote = (await (await request.get(`${quotes}/${quoteId}`, { headers: ulla })).json()) as {
    attachments: unknown[]
  }
  expect(quote.attachments).toEqual([])
  // Nor did Payload keep one: the site admin finds no attachment row of the quote (Q-000123 is row 123).
  const admin = await shop.bearerFor(request, 'siteadmin@demo.test')
  const row = Number(quoteId.replace(/^Q-0*/, ''))
  const storedCount = async () => {
    const url = `${shop.base}/api/payload/quote-attachments?where[quote][equals]=${row}&depth=0`
    const stored = await request.get(url, { headers: admin })
    expect(stored.status()).toBe(200)
    return ((await stored.json()) as { totalDocs: number }).totalDocs
  }
  expect(await storedCount()).toBe(0)
  // A whole PDF is kept, and counted by the same look-up.
  const drawing = await PDFDocument.create()
  drawing.addPage()
  const whole = { name: 'hel.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await drawing.save()) }
  const kept = await request.post(`${quotes}/${quoteId}/attachments`, { headers: ulla, multipart: { file: whole } })
  expect(kept.status()).toBe(200)
  expect(await storedCount()).toBe(1)
})
