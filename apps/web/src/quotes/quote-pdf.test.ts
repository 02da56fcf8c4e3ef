import { formatMoney } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas'
import { brandById } from '@shop/tenants'
import { describe, expect, it } from 'vitest'
import { pdfPages, pdfText, plainSpaces } from '../../../../tests/support/pdf-text'
import { quoteCustomItem, quoteItem, quoteView } from '../../../../tests/support/quote-view'
import { renderQuotePdf } from './quote-pdf'

const brand = brandById('nordbygg')
if (!brand) throw new Error('brand nordbygg missing')

/** A bathroom quote: 10 boxes of tiles at 109,25 kr, 8 h of labour at 450 kr (ROT), transport 500 kr. */
const quote = (overrides: Partial<QuoteView> = {}): QuoteView =>
  quoteView({
    finalMessage: 'Tack för förfrågan! Arbetet kan starta vecka 3.\nVälkommen att höra av dig med frågor.',
    sender: {
      name: 'Snickeri Lindqvist AB',
      organizationNumber: '556677-8899',
      reference: 'Per Lindqvist',
      address: 'Verkstadsgatan 4\n903 25 Umeå',
    },
    receiver: {
      type: 'private',
      label: 'Badrumsrenovering',
      name: 'Åsa Öberg',
      contactPerson: 'Åsa Öberg',
      address: 'Björkvägen 7\n907 40 Umeå',
      email: 'asa@example.test',
    },
    items: [item('100234', 'Kakel vitt 20x20', 10)],
    customItems: [custom('Arbete badrum', 8, 450, true), custom('Transport', 1, 500, false, 'st')],
    attachments: [
      { attachmentId: '1', filename: 'ritning-badrum.pdf', mimeType: 'application/pdf', filesize: 120_000 },
      { attachmentId: '2', filename: 'kakel.jpg', mimeType: 'image/jpeg', filesize: 80_000 },
    ],
    ...overrides,
  })

const item = (articleNumber: string, articleName: string, quantity: number, netPrice = 100, salesDiscount = 5) =>
  quoteItem(articleNumber, quantity, { articleName, netPrice, salesDiscount })
const custom = (name: string, quantity: number, price: number, isRot: boolean, unit = 'tim') =>
  quoteCustomItem(name, quantity, price, { isRot, unit })

const kr = (amount: number) => plainSpaces(formatMoney(amount))
const render = async (view: QuoteView) => pdfText(await renderQuotePdf(view, brand))

describe('renderQuotePdf', () => {
  it('writes a PDF with the sender, the organisation number, the receiver and the validity', async () => {
    const bytes = await renderQuotePdf(quote(), brand)
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const expected of [
      'Snickeri Lindqvist AB',
      'Offert',
      'Offertnummer Q-000042',
      'Org.nr: 556677-8899',
      'Vår referens: Per Lindqvist',
      'Verkstadsgatan 4',
      'Privatperson',
      'Åsa Öberg',
      'Kontaktperson: Åsa Öberg',
      'Avser: Badrumsrenovering',
      'Björkvägen 7',
      'Datum 2026-11-24',
      'Giltig till 2026-12-24',
    ])
      expect(text, expected).toContain(expected)
  })

  it('shows the totals quoteTotals counts, with the ROT deduction for a private receiver', async () => {
    const view = quote()
    const text = await render(view)
    // 10 × 109,25 + 8 × 450 + 500 = 5 192,50 net; moms 1 298,13; 6 490,63 gross; ROT 2 250,00; 4 240,63 to pay.
    expect(view.totals).toMatchObject({ net: 5192.5, vat: 1298.13, gross: 6490.63, rot: 2250, toPay: 4240.63 })
    for (const line of [
      'Summa exkl. moms 5 192,50 kr',
      'Moms 25 % 1 298,13 kr',
      'Summa inkl. moms 6 490,63 kr',
      'ROT-avdrag -2 250,00 kr',
      'Att betala 4 240,63 kr',
    ])
      expect(text, line).toContain(line)
    expect(text).toContain(`Att betala ${kr(view.totals.toPay)}`)
    // The labour line is marked as ROT work, the transport is not.
    expect(text).toContain('Arbete badrum ROT 8 tim 25 % 450,00 kr 3 600,00 kr')
    expect(text).toContain('Transport 1 st 25 % 500,00 kr 500,00 kr')
  })

  it('gives a company no ROT deduction and no separate amount to pay', async () => {
    const view = quote({ receiver: { ...quote().receiver, type: 'business', name: 'Fastighets AB Norrsken' } })
    const text = await render(view)
    expect(text).toContain('Företag')
    expect(text).toContain('Summa inkl. moms 6 490,63 kr')
    expect(text).not.toContain('ROT-avdrag')
    expect(text).not.toContain('Att betala')
    expect(text).not.toContain('Privatperson')
  })

  it('prints the prices excl. VAT on a net quote and incl. VAT on a gross quote, with the same totals', async () => {
    const net = await render(quote())
    expect(net).toContain('Priser exkl. moms')
    expect(net).toContain('100234 Kakel vitt 20x20 10 st 109,25 kr 1 092,50 kr')
    const gross = await render(quote({ priceType: 'gross' }))
    expect(gross).toContain('Priser inkl. moms')
    expect(gross).not.toContain('Priser exkl. moms')
    // 109,25 × 1,25 = 136,5625 → 136,56; 1 092,50 × 1,25 = 1 365,63 (rounded up from 1 365,625).
    expect(gross).toContain('100234 Kakel vitt 20x20 10 st 136,56 kr 1 365,63 kr')
    expect(gross).toContain('Arbete badrum ROT 8 tim 25 % 562,50 kr 4 500,00 kr')
    expect(gross).toContain('Summa inkl. moms 6 490,63 kr')
  })

  it("never prints the merchant's prices: the receiver sees the builder's own", async () => {
    // The tiles cost the builder 100,00 kr (list price 129,00 kr); the receiver is quoted 109,25 kr.
    const text = await render(quote({ showDiscounts: true }))
    expect(text).toContain('109,25 kr')
    expect(text).not.toMatch(/\b100,00 kr|\b129,00 kr/)
  })

  it('merges the same article at the same price into one line when mergeArticles is on', async () => {
    const items = [
      item('100234', 'Kakel vitt 20x20', 2),
      item('100777', 'Fogmassa grå', 1, 89.9, 0),
      item('100234', 'Kakel vitt 20x20', 3),
      item('100234', 'Kakel vitt 20x20', 1, 100, 10),
    ]
    const merged = await render(quote({ items, mergeArticles: true }))
    // 2 + 3 boxes at 109,25 kr = 546,25 kr; the box at a larger discount (103,50 kr) stays apart.
    expect(merged).toContain('100234 Kakel vitt 20x20 5 st 109,25 kr 546,25 kr')
    expect(merged).toContain('100234 Kakel vitt 20x20 1 st 103,50 kr 103,50 kr')
    expect(merged.match(/100234 Kakel/g)).toHaveLength(2)
    const apart = await render(quote({ items, mergeArticles: false }))
    expect(apart).toContain('100234 Kakel vitt 20x20 2 st 109,25 kr 218,50 kr')
    expect(apart.match(/100234 Kakel/g)).toHaveLength(3)
  })

  it('adds the price before the discount and the discount % when showDiscounts is on', async () => {
    const plain = await render(quote())
    expect(plain).toContain('Artikelnr Benämning Antal Enhet À-pris Belopp')
    expect(plain).not.toContain('Pris före rabatt')
    const discounts = await render(quote({ showDiscounts: true }))
    expect(discounts).toContain('Artikelnr Benämning Antal Enhet Pris före rabatt Rabatt À-pris Belopp')
    expect(discounts).toContain('100234 Kakel vitt 20x20 10 st 115,00 kr 5 % 109,25 kr 1 092,50 kr')
  })

  it('ends with the final message and the attachments by name', async () => {
    const text = await render(quote())
    expect(text).toContain('Meddelande')
    expect(text).toContain('Tack för förfrågan! Arbetet kan starta vecka 3.')
    expect(text).toContain('Välkommen att höra av dig med frågor.')
    expect(text).toContain('Bilagor')
    expect(text).toContain('• ritning-badrum.pdf')
    expect(text).toContain('• kakel.jpg')
    expect(await render(quote({ attachments: [], finalMessage: '' }))).not.toMatch(/Bilagor|Meddelande/)
  })

  it('runs a 120-line quote over several pages, repeating the table head and numbering the pages', async () => {
    const items = Array.from({ length: 120 }, (_, i) => item(String(200000 + i), `Artikel nummer ${i + 1}`, 1))
    const pages = await pdfPages(await renderQuotePdf(quote({ items }), brand))
    expect(pages.length).toBeGreaterThanOrEqual(3)
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(`Sida ${i + 1} av ${pages.length}`)
      if (i > 0) expect(page, `page ${i + 1}`).toContain('Snickeri Lindqvist AB · Offert Q-000042')
    })
    // Every page the article table reaches starts it with its head.
    const withArticles = pages.filter((page) => page.includes('Artikel nummer'))
    expect(withArticles.length).toBeGreaterThanOrEqual(2)
    for (const page of withArticles) expect(page).toContain('Artikelnr Benämning Antal Enhet À-pris Belopp')
    const all = pages.join('\n')
    for (const n of [1, 60, 120]) expect(all).toContain(`Artikel nummer ${n} `)
    expect(all).toContain(`Summa exkl. moms ${kr(120 * 109.25 + 3600 + 500)}`)
  })

  it('writes characters outside the standard font as ? rather than failing', async () => {
    const text = await render(quote({ receiver: { ...quote().receiver, name: 'Łukasz Żak' } }))
    expect(text).toContain('?ukasz ?ak')
  })
})
