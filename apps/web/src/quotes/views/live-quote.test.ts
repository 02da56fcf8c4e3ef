import type { QuoteView } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { liveQuote } from './live-quote'

const quote = {
  quoteId: 'Q-1',
  receiver: { type: 'private', label: '', name: '', contactPerson: '', address: '', email: '' },
  items: [
    {
      quoteItemId: '1',
      articleNumber: '100',
      articleName: 'Reglar',
      unit: 'st',
      quantity: 10,
      markup: 0,
      salesDiscount: 0,
      quoteSalesPrice: 100,
      quoteNetPrice: 100,
      netPrice: 100,
      salesPrice: 120,
      lineTotal: 1000,
    },
  ],
  customItems: [
    {
      quoteCustomItemId: '2',
      customItemName: 'Arbete',
      vatRate: 25,
      isRot: true,
      quantity: 2,
      price: 500,
      unit: 'tim',
      lineTotal: 1000,
    },
  ],
  totals: { net: 2000, vat: 500, gross: 2500, rot: 625, toPay: 1875, vatByRate: [{ rate: 25, base: 2000, vat: 500 }] },
} as unknown as QuoteView

describe('liveQuote: the figures while typing', () => {
  it('answers the server’s quote when nothing typed differs', () => {
    expect(liveQuote(quote, {})).toBe(quote)
    expect(liveQuote(quote, { 'items.1.markup': '0' })).toBe(quote)
  })

  it('recomputes a line and the totals from a typed markup, discount and quantity', () => {
    const live = liveQuote(quote, { 'items.1.markup': '10', 'items.1.salesDiscount': '5', 'items.1.quantity': '2' })
    // 100 + 10 % = 110; − 5 % = 104.50; × 2 = 209.
    expect(live.items[0]).toMatchObject({ quoteSalesPrice: 110, quoteNetPrice: 104.5, lineTotal: 209 })
    expect(live.totals).toMatchObject({ net: 1209, vat: 302.25, gross: 1511.25, rot: 625, toPay: 886.25 })
  })

  it('takes ROT away with the checkbox or a business receiver; an empty field keeps the last value', () => {
    expect(liveQuote(quote, { 'customItems.2.isRot': false }).totals.rot).toBe(0)
    expect(liveQuote(quote, { 'receiver.type': 'business' }).totals).toMatchObject({ rot: 0, toPay: 2500 })
    expect(liveQuote(quote, { 'customItems.2.price': '' })).toBe(quote)
  })
})
