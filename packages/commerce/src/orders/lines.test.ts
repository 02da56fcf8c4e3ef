import { describe, expect, it } from 'vitest'
import { placedLineTotal, placedOrderTotals, visibleOrderFigures } from './lines'

const lines = [
  { articleNumber: '100234', name: 'Träskruv', quantity: 2, unit: 'st', netPrice: 125.5, alloyingPrice: 4 },
  { articleNumber: '100777', name: 'Gipsskiva', quantity: 10, unit: 'st', netPrice: 89 },
]
const totals = { net: 1149, vat: 287.25, gross: 1436.25, currency: 'SEK' as const }

describe('visibleOrderFigures', () => {
  it('leaves the figures to a viewer who may see prices and discounts', () => {
    expect(visibleOrderFigures({ lines, totals }, { prices: true, discounts: true })).toEqual({ lines, totals })
  })

  it('keeps the net price paid for a viewer without the discount right, as the catalog does', () => {
    expect(visibleOrderFigures({ lines, totals }, { prices: true, discounts: false })).toEqual({ lines, totals })
  })

  it('takes every price, surcharge and total away from a viewer without the price right', () => {
    const hidden = visibleOrderFigures({ lines, totals }, { prices: false, discounts: false })
    expect(hidden.totals).toBeNull()
    expect(hidden.lines.map((line) => [line.articleNumber, line.quantity, line.netPrice, line.alloyingPrice])).toEqual([
      ['100234', 2, null, null],
      ['100777', 10, null, null],
    ])
    // Nothing is left to count the totals again from.
    expect(hidden.lines.map(placedLineTotal)).toEqual([null, null])
    expect(placedOrderTotals(hidden.totals, hidden.lines)).toBeNull()
  })
})
