import { formatMoney } from '@shop/i18n'
import type { QuoteView } from '@shop/schemas/quotes'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { quoteCustomItem, quoteItem, quoteView } from '../../../../../tests/support/quote-view'
import { QuoteTable } from './QuoteTable'

/**
 * The receiver's table of a quote, rendered as the server sends it: the columns, merged lines and
 * shown amounts are the quote arithmetic's (the PDF's), so a change there shows here.
 */

// Two lines of one article at one price (merged when asked) and a ROT labour line; shown to the receiver.
const item = (quantity: number) => quoteItem('100001', quantity, { netPrice: 100, markup: 0, salesDiscount: 10 })
const quote = quoteView({
  status: 'sent',
  sender: { name: 'Bygg AB', organizationNumber: '556100-0000', reference: '', address: '' },
  receiver: { type: 'private', label: '', name: 'Eva', contactPerson: '', address: '', email: 'eva@example.test' },
  items: [item(2), item(3)].map((line) => ({ ...line, netPrice: null, salesPrice: null })),
  customItems: [quoteCustomItem('Arbete', 4, 500, { isRot: true })],
  sentAt: '2026-11-24T08:00:00.000Z',
  sentTo: 'eva@example.test',
  pricesHidden: true,
})

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
