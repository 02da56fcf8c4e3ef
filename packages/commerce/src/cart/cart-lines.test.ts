import { describe, expect, it } from 'vitest'
import {
  fulfilmentLocation,
  isValidQuantity,
  type LineFacts,
  lineActions,
  lineQuantityRefusal,
  lineTotal,
  moneyTotals,
  quantityRefusal,
  reservableQuantity,
  roundUpToMultiple,
  sumTotals,
} from './cart-lines'

const ALL = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const

const line = (
  overrides: Partial<LineFacts> = {},
  variant: Partial<NonNullable<LineFacts['variant']>> = {},
): LineFacts => ({
  deliveryId: 'DBI',
  quantity: 2,
  variant: {
    discontinued: false,
    filterTags: [],
    stockedAt: ['101'],
    onlyStore: false,
    mustBeInStockedAt: false,
    orderMultiple: 1,
    ...variant,
  },
  stock: { quantity: 10, stockType: 'LAG' },
  allowedDeliveryMethods: ALL,
  storeId: '101',
  ...overrides,
})

describe('cart line action flags (spec section 3)', () => {
  it('flags nothing on a plain line', () => {
    expect(lineActions(line())).toEqual([])
  })

  it('flags a missing article and nothing else', () => {
    expect(lineActions(line({ variant: null }))).toEqual(['variantMissing'])
  })

  it('flags a quantity that is not a whole multiple of the order multiple', () => {
    expect(lineActions(line({ quantity: 7 }, { orderMultiple: 5 }))).toEqual(['quantity'])
    expect(lineActions(line({ quantity: 10 }, { orderMultiple: 5 }))).toEqual([])
    expect(lineActions(line({ quantity: 0 }))).toEqual(['quantity'])
  })

  it('flags a delivery method the customer may not use (EJ_ALLA_LEVERANSSATT)', () => {
    expect(lineActions(line({ deliveryId: 'EXB', allowedDeliveryMethods: ['DBI', 'EXH'] }))).toEqual(['delivery'])
  })

  it('flags express without the express-delivery tag or without stock', () => {
    expect(lineActions(line({ deliveryId: 'XXX' }))).toEqual(['delivery'])
    expect(lineActions(line({ deliveryId: 'XXX' }, { filterTags: ['express-delivery'] }))).toEqual([])
    expect(
      lineActions(
        line({ deliveryId: 'XXX', stock: { quantity: 0, stockType: 'LAG' } }, { filterTags: ['express-delivery'] }),
      ),
    ).toEqual(['delivery'])
  })

  it('flags a discontinued article only when stock does not cover the quantity', () => {
    expect(
      lineActions(line({ quantity: 3, stock: { quantity: 3, stockType: 'LAG' } }, { discontinued: true })),
    ).toEqual([])
    expect(
      lineActions(line({ quantity: 4, stock: { quantity: 3, stockType: 'LAG' } }, { discontinued: true })),
    ).toEqual(['needsReplacement'])
    expect(lineActions(line({ stock: null }, { discontinued: true }))).toEqual(['needsReplacement'])
  })

  it('flags a store-only article on any delivery but store pickup', () => {
    expect(lineActions(line({}, { onlyStore: true }))).toEqual(['notPurchasableOnline'])
    expect(lineActions(line({ deliveryId: 'EXH' }, { onlyStore: true }))).toEqual([])
  })

  it('flags store pickup of an article that must be stocked at the store but is not', () => {
    expect(lineActions(line({ deliveryId: 'EXH', storeId: '102' }, { mustBeInStockedAt: true }))).toEqual([
      'notPurchasableStore',
    ])
    expect(lineActions(line({ deliveryId: 'EXH', storeId: '101' }, { mustBeInStockedAt: true }))).toEqual([])
  })
})

describe('quantities, stock and money', () => {
  it('checks and rounds quantities to the order multiple', () => {
    expect(isValidQuantity(6, 3)).toBe(true)
    expect(isValidQuantity(3.5, 1)).toBe(false)
    expect(isValidQuantity(4, 0)).toBe(true)
    expect(roundUpToMultiple(7, 5)).toBe(10)
    expect(roundUpToMultiple(0, 5)).toBe(5)
    expect(roundUpToMultiple(2, 1)).toBe(2)
  })

  it('ships DBI from the central warehouse and the rest from the store', () => {
    const places = { centralId: '900', storeId: '101' }
    expect(ALL.map((id) => fulfilmentLocation(id, places))).toEqual(['900', '101', '101', '101', '101'])
  })

  it('reserves only warehouse stock, never below zero', () => {
    expect(reservableQuantity({ quantity: 4, stockType: 'LAG' })).toBe(4)
    expect(reservableQuantity({ quantity: -2, stockType: 'LAG' })).toBe(0)
    expect(reservableQuantity({ quantity: 40, stockType: 'TRA' })).toBeNull()
    expect(reservableQuantity(null)).toBeNull()
  })

  it('prices a line as (net + alloying) × quantity to öre, with 25 % VAT on the sum', () => {
    expect(lineTotal({ netPrice: 10.005, alloyingPrice: 0 }, 1)).toBe(10.01)
    expect(lineTotal({ netPrice: 99.9, alloyingPrice: 2.5 }, 3)).toBe(307.2)
    expect(lineTotal(null, 3)).toBeNull()
    expect(moneyTotals([307.2, 12.8])).toEqual({ net: 320, vat: 80, gross: 400, currency: 'SEK' })
    expect(moneyTotals([307.2, null])).toBeNull()
    expect(sumTotals([moneyTotals([100]), moneyTotals([20.5])])).toEqual({
      net: 120.5,
      vat: 30.13,
      gross: 150.63,
      currency: 'SEK',
    })
  })
})

describe('quantityRefusal: the order multiple (spec section 5)', () => {
  it('accepts whole multiples of the order multiple and nothing else', () => {
    expect(quantityRefusal('1000009', 10, 5)).toBeNull()
    expect(quantityRefusal('1000009', 5, 5)).toBeNull()
    expect(quantityRefusal('1000009', 1, 1)).toBeNull()
  })

  it('refuses with the key and the Swedish message’s parameters, naming the article as given', () => {
    expect(quantityRefusal('1000009', 7, 5)).toEqual({
      key: 'cart.quantity_not_multiple',
      params: { id: '1000009', multiple: 5 },
    })
    // A file names an article by its EAN: the refusal names what the shopper wrote.
    expect(quantityRefusal('7350012345678', 3, 10)).toEqual({
      key: 'cart.quantity_not_multiple',
      params: { id: '7350012345678', multiple: 10 },
    })
  })

  it('refuses zero, fractions and less than one multiple; a missing multiple counts as 1', () => {
    expect(quantityRefusal('A', 0, 1)?.key).toBe('cart.quantity_not_multiple')
    expect(quantityRefusal('A', 2.5, 1)?.key).toBe('cart.quantity_not_multiple')
    expect(quantityRefusal('A', 3, 0)).toBeNull()
    expect(quantityRefusal('A', 0, 0)?.params.multiple).toBe(1)
  })
})

describe('line cap across adds', () => {
  it('lets a line reach the cap and refuses what would pass it, naming what the cart holds', () => {
    expect(lineQuantityRefusal('1001', 0, 99_999)).toBeNull()
    expect(lineQuantityRefusal('1001', 99_998, 1)).toBeNull()
    expect(lineQuantityRefusal('1001', 99_999, 99_999)).toEqual({
      key: 'cart.line_quantity_limit',
      params: { id: '1001', max: 99_999, inCart: 99_999 },
    })
    expect(lineQuantityRefusal('1001', 50_000, 50_000)?.params.inCart).toBe(50_000)
  })
})
