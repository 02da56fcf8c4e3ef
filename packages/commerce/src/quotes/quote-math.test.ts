import { isMessageKey } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import {
  mergeQuoteItems,
  quoteColumns,
  quoteItemPrices,
  quoteLineTotal,
  quoteTotals,
  quoteValidFromRange,
  quoteValidFromRefusal,
  quoteValidUntil,
  shownPrice,
  visibleQuoteItemPrices,
} from './quote-math'

/** A builder's quote for a bathroom: tiles and adhesive from the merchant, their own labour and transport. */
const tiles = { quantity: 10, quoteNetPrice: 109.25 } // 100,00 kr net + 15 % markup − 5 % discount
const labour = { quantity: 8, price: 450, vatRate: 25, isRot: true } // 8 h × 450 kr
const transport = { quantity: 1, price: 500, vatRate: 25, isRot: false }

describe('quoteItemPrices: the merchant’s net price, the builder’s markup, the discount to the receiver', () => {
  // [what a builder checks, net price, markup %, discount %, price before the discount, price after it]
  it.each([
    ['net price 100,00 kr, markup 15 %, discount 5 % → 115,00 kr, then 109,25 kr', 100, 15, 5, 115, 109.25],
    // 12,34 × 1,125 = 13,8825 → 13,88; 13,88 × 0,93 = 12,9084 → 12,91 (not 13,8825 × 0,93 = 12,910725).
    [
      'the sales price is rounded to öre before the discount, so the two printed prices agree',
      12.34,
      12.5,
      7,
      13.88,
      12.91,
    ],
    // 1,05 × 1,5 = 1,575 → 1,58; 1,58 × 0,75 = 1,185 (1,18499… in floating point) → 1,19.
    ['half an öre rounds up, also where a binary fraction falls just short', 1.05, 50, 25, 1.58, 1.19],
    ['without markup or discount the net price passes through', 249.9, 0, 0, 249.9, 249.9],
    ['a 100 % discount gives the line away', 249.9, 20, 100, 299.88, 0],
  ])('%s', (_, netPrice, markup, salesDiscount, quoteSalesPrice, quoteNetPrice) => {
    expect(quoteItemPrices({ netPrice, markup, salesDiscount })).toEqual({ quoteSalesPrice, quoteNetPrice })
  })
})

describe('an own price: what the builder types replaces the net price and the markup', () => {
  it('prices the line from 95,00 kr typed by hand, less the discount, whatever the net price and markup', () => {
    const line = { netPrice: 12.85, markup: 40, salesDiscount: 10, ownPrice: 95 }
    expect(quoteItemPrices(line)).toEqual({ quoteSalesPrice: 95, quoteNetPrice: 85.5 })
    expect(visibleQuoteItemPrices(line, false)).toEqual({ quoteSalesPrice: 95, quoteNetPrice: 85.5 })
  })

  it('under EJ_SE_PRISER shows no figure of a line counted from the hidden net price, at any markup', () => {
    // Markup 0 would print the hidden 12,85 kr as it is; 20 % prints 15,42 kr, and 15,42 / 1,2 gives it back.
    for (const markup of [0, 20]) {
      expect(visibleQuoteItemPrices({ netPrice: 12.85, markup, salesDiscount: 0 }, false)).toBeNull()
      expect(visibleQuoteItemPrices({ netPrice: 12.85, markup, salesDiscount: 0, ownPrice: null }, true)).toEqual(
        quoteItemPrices({ netPrice: 12.85, markup, salesDiscount: 0 }),
      )
    }
  })

  it('leaves a line without a price out of the totals, as a line of 0 kr would be', () => {
    const unpriced = { quantity: 3, quoteNetPrice: null }
    const input = { receiverType: 'private' as const, customItems: [labour] }
    expect(quoteTotals({ ...input, items: [tiles, unpriced] })).toEqual(quoteTotals({ ...input, items: [tiles] }))
  })
})

describe('quoteLineTotal', () => {
  it('multiplies and rounds to öre: 3 × 109,25 = 327,75; 2,5 m × 13,99 = 34,975 → 34,98', () => {
    expect(quoteLineTotal(109.25, 3)).toBe(327.75)
    expect(quoteLineTotal(13.99, 2.5)).toBe(34.98)
    expect(quoteLineTotal(0.1, 3)).toBe(0.3)
  })
})

describe('quoteTotals', () => {
  it('a private receiver with a ROT labour line: 8 h × 450 kr + 25 % moms → 2 250,00 kr ROT deduction', () => {
    // Net 1 092,50 + 3 600,00 + 500,00 = 5 192,50; moms 25 % = 1 298,125 → 1 298,13; gross 6 490,63.
    // ROT: 0,5 × (3 600,00 × 1,25) = 2 250,00; to pay 6 490,63 − 2 250,00 = 4 240,63.
    expect(quoteTotals({ receiverType: 'private', items: [tiles], customItems: [labour, transport] })).toEqual({
      net: 5192.5,
      vat: 1298.13,
      gross: 6490.63,
      rot: 2250,
      toPay: 4240.63,
      vatByRate: [{ rate: 25, base: 5192.5, vat: 1298.13 }],
    })
  })

  it('gives a company no ROT deduction for the same lines: it pays the gross', () => {
    const totals = quoteTotals({ receiverType: 'business', items: [tiles], customItems: [labour, transport] })
    expect(totals).toMatchObject({ net: 5192.5, vat: 1298.13, gross: 6490.63, rot: 0, toPay: 6490.63 })
  })

  it('counts ROT on labour only, including the VAT of the labour’s own rate', () => {
    const totals = quoteTotals({
      receiverType: 'private',
      items: [],
      customItems: [{ quantity: 2.5, price: 520, vatRate: 25, isRot: true }, transport],
    })
    // 2,5 h × 520 = 1 300,00; incl. moms 1 625,00; half is 812,50. The transport is not labour.
    expect(totals.rot).toBe(812.5)
    expect(totals.toPay).toBe(roundTo(totals.gross - 812.5))
  })

  it('specifies VAT per rate, highest first, leaving out rates without a base', () => {
    const totals = quoteTotals({
      receiverType: 'business',
      items: [{ quantity: 4, quoteNetPrice: 89.9 }],
      customItems: [
        { quantity: 2, price: 950, vatRate: 12, isRot: false }, // the fitter's hotel nights
        { quantity: 1, price: 1500, vatRate: 0, isRot: false }, // the building permit fee, no VAT
        { quantity: 1, price: 0, vatRate: 6, isRot: false }, // a free line: nothing to specify
      ],
    })
    // 4 × 89,90 = 359,60 at 25 % → 89,90; 1 900,00 at 12 % → 228,00; 1 500,00 at 0 %.
    expect(totals.vatByRate).toEqual([
      { rate: 25, base: 359.6, vat: 89.9 },
      { rate: 12, base: 1900, vat: 228 },
      { rate: 0, base: 1500, vat: 0 },
    ])
    expect(totals).toMatchObject({ net: 3759.6, vat: 317.9, gross: 4077.5, rot: 0, toPay: 4077.5 })
  })

  it('counts VAT on the sum of a rate, not line by line, as the VAT specification prints it', () => {
    const screws = { quantity: 1, quoteNetPrice: 0.99 }
    // Line by line 3 × (0,2475 → 0,25) would be 0,75; on the sum 2,97 × 25 % = 0,7425 → 0,74.
    expect(quoteTotals({ receiverType: 'business', items: [screws, screws, screws], customItems: [] }).vat).toBe(0.74)
  })

  it('answers zeros for an empty quote', () => {
    expect(quoteTotals({ receiverType: 'private', items: [], customItems: [] })).toEqual({
      net: 0,
      vat: 0,
      gross: 0,
      rot: 0,
      toPay: 0,
      vatByRate: [],
    })
  })

  it('needs only the quote’s own prices, so EJ_SE_PRISER (the service hiding the merchant’s) changes nothing', () => {
    const shown = { ...tiles, netPrice: 100, salesPrice: 129 }
    const hidden = { ...tiles, netPrice: null, salesPrice: null }
    const input = { receiverType: 'private' as const, customItems: [labour] }
    expect(quoteTotals({ ...input, items: [hidden] })).toEqual(quoteTotals({ ...input, items: [shown] }))
  })
})

describe('shownPrice: net quotes print prices excl. VAT, gross quotes incl. VAT', () => {
  it('prints 109,25 kr as is on a net quote and as 136,56 kr on a gross one', () => {
    expect(shownPrice(109.25, 25, 'net')).toBe(109.25)
    expect(shownPrice(109.25, 25, 'gross')).toBe(136.56)
  })

  it('adds a custom line’s own rate: 950,00 kr at 12 % is 1 064,00 kr, at 0 % still 950,00 kr', () => {
    expect(shownPrice(950, 12, 'gross')).toBe(1064)
    expect(shownPrice(950, 0, 'gross')).toBe(950)
  })
})

describe('mergeQuoteItems (mergeArticles)', () => {
  const line = (articleNumber: string, quantity: number, quoteNetPrice: number, quoteSalesPrice = quoteNetPrice) => ({
    quoteItemId: `${articleNumber}-${quantity}`,
    articleNumber,
    quantity,
    quoteNetPrice,
    quoteSalesPrice,
    netPrice: null,
    lineTotal: quoteLineTotal(quoteNetPrice, quantity),
  })

  it('makes one line of the same article at the same prices, in the order articles first appear', () => {
    const merged = mergeQuoteItems([
      line('100234', 2, 109.25, 115),
      line('100777', 1, 89.9),
      line('100234', 3, 109.25, 115),
    ])
    expect(merged.map((item) => [item.articleNumber, item.quantity, item.lineTotal])).toEqual([
      ['100234', 5, 546.25],
      ['100777', 1, 89.9],
    ])
    // The merged line keeps the first line's other fields (its id, the hidden merchant price).
    expect(merged[0]).toMatchObject({ quoteItemId: '100234-2', netPrice: null })
  })

  it('keeps the same article at another price, or another discount, as a line of its own', () => {
    const merged = mergeQuoteItems([
      line('100234', 2, 109.25, 115),
      line('100234', 1, 99),
      line('100234', 1, 109.25, 120),
    ])
    expect(merged.map((item) => [item.quantity, item.quoteNetPrice, item.quoteSalesPrice])).toEqual([
      [2, 109.25, 115],
      [1, 99, 99],
      [1, 109.25, 120],
    ])
  })

  it('leaves the lines it was given alone', () => {
    const lines = [line('100234', 2, 10), line('100234', 2, 10)]
    mergeQuoteItems(lines)
    expect(lines.map((item) => item.quantity)).toEqual([2, 2])
  })
})

describe('quoteValidUntil', () => {
  it('adds calendar days: a quote of 24 November 2026 valid for 30 days holds until 24 December', () => {
    expect(quoteValidUntil('2026-11-24', 30)).toBe('2026-12-24')
    expect(quoteValidUntil('2026-12-15', 30)).toBe('2027-01-14')
    expect(quoteValidUntil('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('is not moved by the change to summer time (29 March 2026) or back (25 October 2026)', () => {
    expect(quoteValidUntil('2026-03-20', 10)).toBe('2026-03-30')
    expect(quoteValidUntil('2026-10-20', 10)).toBe('2026-10-30')
  })

  it('refuses a day that does not exist', () => {
    expect(() => quoteValidUntil('2026-02-30', 30)).toThrow(RangeError)
    expect(() => quoteValidUntil('24/11/2026', 30)).toThrow(RangeError)
  })
})

describe('quoteValidFromRange: the date a quote written today may carry', () => {
  it('reaches back 30 days and ahead 180 days from today in Sweden', () => {
    expect(quoteValidFromRange('2026-12-02')).toEqual({ earliest: '2026-11-02', latest: '2027-05-31' })
  })

  it.each([
    ['today', '2026-12-02', false],
    ['the first day back', '2026-11-02', false],
    ['the last day ahead', '2027-05-31', false],
    ['a day too far back', '2026-11-01', true],
    ['a day too far ahead', '2027-06-01', true],
    ['the year 9999', '9999-12-31', true],
    ['the year 0', '0000-01-01', true],
  ])('%s (%s): refused %s', (_, day, refused) => {
    const refusal = quoteValidFromRefusal(day, '2026-12-02')
    expect(refusal !== null).toBe(refused)
    if (refusal) expect(refusal).toEqual({ key: 'quote.valid_from_range', params: quoteValidFromRange('2026-12-02') })
  })
})

describe('quoteColumns (showDiscounts)', () => {
  it('shows one unit price without discounts', () => {
    expect(quoteColumns(false).map((column) => column.key)).toEqual([
      'articleNumber',
      'articleName',
      'quantity',
      'unit',
      'quoteNetPrice',
      'lineTotal',
    ])
  })

  it('adds the price before the discount and the discount % with them', () => {
    expect(quoteColumns(true).map((column) => column.key)).toEqual([
      'articleNumber',
      'articleName',
      'quantity',
      'unit',
      'quoteSalesPrice',
      'salesDiscount',
      'quoteNetPrice',
      'lineTotal',
    ])
    expect(quoteColumns(true).map((column) => column.kind)).toEqual([
      'text',
      'text',
      'quantity',
      'text',
      'money',
      'percent',
      'money',
      'money',
    ])
  })

  it('heads every column with a Swedish text from the catalogue', () => {
    for (const column of quoteColumns(true)) expect(isMessageKey(column.label), column.label).toBe(true)
  })
})

const roundTo = (amount: number) => Math.round(amount * 100) / 100
