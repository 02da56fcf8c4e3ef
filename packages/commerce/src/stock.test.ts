import { t } from '@shop/i18n'
import { describe, expect, it } from 'vitest'
import {
  centralStockSignal,
  deliveryDays,
  isAvailable,
  type StockSignal,
  stockStatusChanged,
  storeStockSignal,
} from './stock'

/** What the shopper reads. */
const shown = (signal: StockSignal) => ('text' in signal ? signal.text : t(signal.key, { days: signal.days ?? '' }))

describe('store stock', () => {
  it('shows store stock with its quantity', () => {
    const signal = storeStockSignal({ quantity: 12, stocked: true, stockType: 'LAG' })
    expect(signal).toMatchObject({ level: 'in-stock', quantity: 12 })
    expect(shown(signal)).toBe('I butikens lager')
  })

  it('tells out of stock from not stocked in this store', () => {
    expect(shown(storeStockSignal({ quantity: 0, stocked: true, stockType: 'LAG' }))).toBe('Slut i lager')
    expect(shown(storeStockSignal({ quantity: 0, stocked: false, stockType: 'LAG' }))).toBe('Lagerförs inte i butiken')
  })

  it('shows a dash and quantity -1 when there is no stock information', () => {
    expect(storeStockSignal(undefined)).toEqual({ level: 'unknown', quantity: -1, text: '–' })
    expect(centralStockSignal(null)).toEqual({ level: 'unknown', quantity: -1, text: '–' })
  })
})

describe('central stock', () => {
  it('ships from the central warehouse when it has the article', () => {
    expect(shown(centralStockSignal({ quantity: 400, stocked: true, stockType: 'LAG' }))).toBe('I centrallager')
  })

  it('gives transit plus 10–15 days and virtual stock 5–10 days by default', () => {
    expect(shown(centralStockSignal({ quantity: 0, stocked: true, stockType: 'TRA_PLUS' }))).toBe(
      'Leverans inom 10–15 dagar',
    )
    expect(shown(centralStockSignal({ quantity: 0, stocked: false, stockType: 'VIR' }))).toBe(
      'Leverans inom 5–10 dagar',
    )
  })

  it("prefers the row's own delivery window", () => {
    expect(
      deliveryDays({ quantity: 0, stocked: true, stockType: 'TRA', availableFromDays: 2, availableToDays: 4 }),
    ).toBe('2–4')
    expect(deliveryDays({ quantity: 0, stocked: true, stockType: 'TRA', availableFromDays: 3 })).toBe('3')
    expect(deliveryDays({ quantity: 0, stocked: true, stockType: 'LAG' })).toBeUndefined()
  })

  it('calls an unstocked article an order product and an empty stocked one out of stock', () => {
    expect(shown(centralStockSignal({ quantity: 0, stocked: false, stockType: 'LAG' }))).toBe('Beställningsvara')
    expect(shown(centralStockSignal({ quantity: 0, stocked: true, stockType: 'LAG' }))).toBe('Slut i lager')
  })
})

describe('availability of discontinued articles', () => {
  it('keeps a discontinued article available only while some location has it', () => {
    expect(isAvailable(false, [])).toBe(true)
    expect(isAvailable(true, [{ quantity: 0 }, { quantity: 3 }])).toBe(true)
    expect(isAvailable(true, [{ quantity: 0 }])).toBe(false)
  })
})

describe('which stock changes show beyond the product page', () => {
  const lag = (quantity: number) => ({ quantity, stocked: true, stockType: 'LAG' as const })

  it('a quantity that stays above zero, or at zero, changes only quantities', () => {
    expect(stockStatusChanged(lag(12), lag(11))).toBe(false)
    expect(stockStatusChanged(lag(0), lag(-2))).toBe(false)
  })

  it('a quantity reaching or leaving zero changes the signal', () => {
    expect(stockStatusChanged(lag(1), lag(0))).toBe(true)
    expect(stockStatusChanged(lag(0), lag(5))).toBe(true)
  })

  it('a new or removed row, another stock type, stocking or delivery window changes it', () => {
    expect(stockStatusChanged(null, lag(5))).toBe(true)
    expect(stockStatusChanged(lag(5), undefined)).toBe(true)
    expect(stockStatusChanged(lag(5), { ...lag(5), stockType: 'TRA' })).toBe(true)
    expect(stockStatusChanged(lag(0), { ...lag(0), stocked: false })).toBe(true)
    expect(
      stockStatusChanged({ ...lag(0), stockType: 'VIR' }, { ...lag(0), stockType: 'VIR', availableFromDays: 2 }),
    ).toBe(true)
  })
})
