import { formatMoney } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas/quotes'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QuoteTable } from './QuoteTable'

/**
 * The receiver's table of a quote, rendered as the server sends it: the columns, merged lines and
 * shown amounts are the quote arithmetic's (the PDF's), so a change there shows here.
 */

const item = (quoteItemId: string, articleNumber: string, quantity: number) => ({
  quoteItemId,
  articleNumber,
  articleName: `Artikel ${articleNumber}`,
  unit: 'st',
  quantity,
  markup: 20,
  salesDiscount: 10,
  quoteSalesPrice: 100,
  quoteNetPrice: 90,
  netPrice: null,
  salesPrice: null,
  lineTotal: 90 * quantity,
})

const quote: QuoteView = {
  quoteId: 'Q-1',
  status: 'sent',
  finalMessage: '',
  validFrom: '2026-11-24',
  validFor: 30,
  validUntil: '2026-12-24',
  sender: { name: 'Bygg AB', organizationNumber: '556100-0000', reference: '', address: '' },
  receiver: { type: 'private', label: '', name: 'Eva', contactPerson: '', address: '', email: '' },
  priceType: 'net',
  mergeArticles: false,
  showDiscounts: false,
  items: [item('a', '100001', 2), item('b', '100001', 3)],
  customItems: [
    {
      quoteCustomItemId: 'c',
      customItemName: 'Arbete',
      vatRate: 25,
      isRot: true,
      quantity: 4,
      price: 500,
      unit: 'tim',
      lineTotal: 2000,
    },
  ],
  attachments: [],
  totals: {
    net: 2450,
    vat: 612.5,
    gross: 3062.5,
    rot: 1250,
    toPay: 1812.5,
    vatByRate: [{ rate: 25, base: 2450, vat: 612.5 }],
  },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  sentAt: '2026-11-24T08:00:00.000Z',
  sentTo: 'eva@example.test',
  answeredAt: null,
  answerComment: null,
  editable: true,
  pricesHidden: true,
}

const render = (overrides: Partial<QuoteView> = {}) =>
  renderToStaticMarkup(<QuoteTable quote={{ ...quote, ...overrides }} />)
const rowsOf = (html: string, testId: string) =>
  (html.split(`data-testid="${testId}"`)[1]?.split('</table>')[0]?.match(/<tr/g)?.length ?? 1) - 1
const money = (amount: number) => formatMoney(amount)

describe('QuoteTable', () => {
  it('shows one unit price without showDiscounts, and the price before the discount and the discount with it', () => {
    expect(render()).not.toContain('Rabatt')
    const withDiscounts = render({ showDiscounts: true })
    expect(withDiscounts).toContain('Pris före rabatt')
    expect(withDiscounts).toContain('10 %')
  })

  it('merges equal articles into one line with mergeArticles', () => {
    expect(rowsOf(render(), 'quote-items')).toBe(2)
    const merged = render({ mergeArticles: true })
    expect(rowsOf(merged, 'quote-items')).toBe(1)
    expect(merged).toContain(money(450))
  })

  it('writes amounts in the price type: gross adds VAT to unit prices and line totals', () => {
    expect(render()).toContain(money(90))
    const gross = render({ priceType: 'gross' })
    expect(gross).toContain(money(112.5))
    expect(gross).toContain('Priser inkl. moms')
    expect(gross).toContain(money(2500))
  })

  it('marks ROT lines and shows the deduction and what the receiver pays', () => {
    const html = render()
    expect(html).toContain('ROT-avdrag')
    expect(html).toContain(formatMoney(-1250))
    expect(html).toContain('Att betala')
    expect(html).toContain(money(1812.5))
    expect(html).toMatch(/Arbete<span[^>]*>ROT<\/span>/)
  })
})
