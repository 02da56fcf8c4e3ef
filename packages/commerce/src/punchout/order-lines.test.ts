import { describe, expect, it } from 'vitest'
import type { CxmlOrderLine } from './cxml-parse'
import { amountInOre, type OrderArticle, plainDecimal, priceOrderLines } from './order-lines'

const SCREWS: OrderArticle = {
  name: 'Träskruv 4,2x55',
  unit: 'st',
  orderMultiple: 1,
  onlyStore: false,
  discontinued: false,
  centralStock: 500,
  price: { netPrice: 16.62, brackets: [] },
}
const BOARDS: OrderArticle = {
  ...SCREWS,
  name: 'Konstruktionsvirke',
  unit: 'm',
  orderMultiple: 5,
  price: { netPrice: 35.84, brackets: [{ minQuantity: 50, netPrice: 31.2 }] },
}
const articles = new Map<string, OrderArticle>([
  ['100234', SCREWS],
  ['200345', BOARDS],
  ['300456', { ...SCREWS, name: 'Ventil', onlyStore: true }],
  ['400567', { ...SCREWS, name: 'Specialbeställning', price: null }],
  ['500678', { ...SCREWS, name: 'Utgående lampa', discontinued: true, centralStock: 4 }],
])

const line = (over: Partial<CxmlOrderLine> = {}): CxmlOrderLine => ({
  lineNumber: 1,
  quantity: '3',
  supplierPartID: '100234',
  unitPrice: { currency: 'SEK', amount: '16.62' },
  description: 'Träskruv',
  unitOfMeasure: 'ST',
  ...over,
})
const order = (...lines: CxmlOrderLine[]) => ({ total: { currency: 'SEK', amount: 0 }, lines })

/** The refused lines' problems and the refusal's text, or the taken lines. */
function outcome(request: ReturnType<typeof order>): {
  taken?: unknown[]
  kind?: string
  problems?: string[]
  message: string
} {
  const result = priceOrderLines(request, articles)
  if (result.ok) return { taken: result.value, message: '' }
  return {
    kind: result.failure.kind,
    problems: ((result.failure.details?.lines ?? []) as Array<{ lineNumber: number; problem: string }>).map(
      (refused) => `${refused.lineNumber}:${refused.problem}`,
    ),
    message: result.failure.message ?? '',
  }
}

describe('an OrderRequest line at the shop’s price', () => {
  it('takes a line at the customer’s price, as the shop’s article and at the shop’s figure', () => {
    expect(
      outcome(
        order(
          line(),
          line({
            lineNumber: 2,
            supplierPartID: '200345',
            quantity: '10',
            unitPrice: { currency: 'SEK', amount: '35.84' },
          }),
        ),
      ),
    ).toEqual({
      message: '',
      taken: [
        { lineNumber: 1, articleNumber: '100234', name: 'Träskruv 4,2x55', quantity: 3, unit: 'st', netPrice: 16.62 },
        {
          lineNumber: 2,
          articleNumber: '200345',
          name: 'Konstruktionsvirke',
          quantity: 10,
          unit: 'm',
          netPrice: 35.84,
        },
      ],
    })
  })

  it('refuses −500.00 and 0.01 against the shop’s 16.62, naming the line and both prices in Swedish', () => {
    const negative = outcome(order(line({ unitPrice: { currency: 'SEK', amount: '-500.00' } })))
    expect(negative).toMatchObject({ kind: 'invalid', problems: ['1:price'] })
    expect(negative.message).toBe(
      'Ordern togs inte emot och inget har beställts. Rad 1 (artikel 100234): à-priset -500.00 SEK stämmer inte med butikens pris 16.62 SEK exkl. moms för 3 st.',
    )
    expect(outcome(order(line({ lineNumber: 7, unitPrice: { currency: 'SEK', amount: '0.01' } })))).toMatchObject({
      problems: ['7:price'],
      message: expect.stringContaining('Rad 7 (artikel 100234): à-priset 0.01 SEK'),
    })
  })

  it('is exact to the öre: trailing zeros are the same price, an öre or a fraction of one more is not', () => {
    const at = (amount: string) => outcome(order(line({ unitPrice: { currency: 'SEK', amount } })))
    expect(at('16.6200')).toHaveProperty('taken')
    expect(at('16.620')).toHaveProperty('taken')
    for (const amount of ['16.63', '16.61', '16.615', '16.6201', '1.662e1', '+16.62', '16,62', '0x10', ' 16.62x']) {
      expect(at(amount), amount).toMatchObject({ problems: ['1:price'] })
    }
  })

  it('prices a quantity at its bracket, as the cart does', () => {
    const boards = (quantity: string, amount: string) =>
      outcome(order(line({ supplierPartID: '200345', quantity, unitPrice: { currency: 'SEK', amount } })))
    expect(boards('50', '31.20')).toMatchObject({ taken: [{ quantity: 50, netPrice: 31.2 }] })
    // The bracket's price for fewer than its quantity is a price the shop does not charge.
    expect(boards('45', '31.20')).toMatchObject({
      problems: ['1:price'],
      message: expect.stringContaining('butikens pris 35.84 SEK exkl. moms för 45 m'),
    })
  })

  it('refuses a price in another currency, per more than one unit, or an order total in another currency', () => {
    expect(outcome(order(line({ unitPrice: { currency: 'EUR', amount: '16.62' } })))).toMatchObject({
      problems: ['1:currency'],
      message: expect.stringContaining('priset är i EUR; butiken tar bara emot priser i SEK.'),
    })
    expect(outcome(order(line({ priceBasis: { quantity: '100', conversionFactor: '1' } })))).toMatchObject({
      problems: ['1:price_basis'],
    })
    expect(outcome(order(line({ priceBasis: { quantity: '1.000', conversionFactor: '1' } })))).toHaveProperty('taken')
    expect(outcome(order(line({ priceBasis: { quantity: '1', conversionFactor: '12' } })))).toMatchObject({
      problems: ['1:price_basis'],
    })
    const foreign = priceOrderLines({ total: { currency: 'EUR', amount: 49.86 }, lines: [line()] }, articles)
    expect(foreign).toMatchObject({ ok: false, failure: { kind: 'invalid', error: 'errors.punchout.cxml_currency' } })
  })
})

describe('an OrderRequest line’s quantity', () => {
  const quantity = (text: string, supplierPartID = '100234') => outcome(order(line({ quantity: text, supplierPartID })))

  it('refuses 1.5 (not whole) and 1e1 (no plain decimal), and a negative or zero quantity', () => {
    expect(quantity('1.5')).toMatchObject({
      problems: ['1:quantity_whole'],
      message: expect.stringContaining('Rad 1 (artikel 100234): antalet 1.5 måste vara ett helt antal större än noll.'),
    })
    expect(quantity('1e1')).toMatchObject({
      problems: ['1:quantity_format'],
      message: expect.stringContaining('antalet "1e1" är inget tal.'),
    })
    for (const text of ['0', '-3', '-0.5', '0.000'])
      expect(quantity(text), text).toMatchObject({ problems: ['1:quantity_whole'] })
    for (const text of ['+3', '3,0', '0x3', 'Infinity', 'NaN', '3 ']) {
      expect(quantity(text), text).toMatchObject({ problems: ['1:quantity_format'] })
    }
  })

  it('takes a whole number written with decimals, as ERP systems write quantities', () => {
    expect(quantity('3.000')).toMatchObject({ taken: [{ quantity: 3 }] })
  })

  it('keeps the order multiple and the cart’s line cap', () => {
    expect(quantity('7', '200345')).toMatchObject({
      problems: ['1:quantity_multiple'],
      message: expect.stringContaining('antalet 7 går inte att beställa; artikeln säljs i jämna 5 m.'),
    })
    expect(quantity('100000')).toMatchObject({ problems: ['1:quantity_max'] })
  })

  it('sells a discontinued article only while the central warehouse has it', () => {
    const lamp = (text: string) =>
      outcome(
        order(line({ supplierPartID: '500678', quantity: text, unitPrice: { currency: 'SEK', amount: '16.62' } })),
      )
    expect(lamp('4')).toHaveProperty('taken')
    expect(lamp('5')).toMatchObject({
      problems: ['1:discontinued'],
      message: expect.stringContaining('artikeln har utgått och säljs bara så länge lagret räcker: 4 st kvar.'),
    })
  })
})

describe('an OrderRequest line the shop does not sell', () => {
  it('refuses an unknown article, a store-only one and one without a price, each line by its number', () => {
    const refused = outcome(
      order(
        line(),
        line({ lineNumber: 2, supplierPartID: '999999' }),
        line({ lineNumber: 3, supplierPartID: '300456' }),
        line({ lineNumber: 4, supplierPartID: '400567' }),
      ),
    )
    expect(refused).toMatchObject({ kind: 'invalid', problems: ['2:unknown', '3:store_only', '4:no_price'] })
    expect(refused.message).toContain('Rad 2 (artikel 999999): artikeln finns inte i sortimentet.')
    expect(refused.message).toContain('Rad 4 (artikel 400567): artikeln har inget fast pris för er')
    // Line 1 is fine, and is not named.
    expect(refused.message).not.toContain('Rad 1 ')
  })

  it('cuts a long SupplierPartID short in the text', () => {
    const long = 'A'.repeat(5_000)
    const refused = outcome(order(line({ supplierPartID: long })))
    expect(refused.problems).toEqual(['1:unknown'])
    expect(refused.message.length).toBeLessThan(200)
  })
})

describe('the numbers a cXML document writes', () => {
  it('reads plain decimals only', () => {
    expect(plainDecimal('10')).toBe(10)
    expect(plainDecimal('10.50')).toBe(10.5)
    expect(['1e1', '-1', '+1', '.5', '5.', '', ' 1', '1_000'].map(plainDecimal)).toEqual(Array(8).fill(null))
  })

  it('counts amounts in whole öre', () => {
    expect(amountInOre('16.62')).toBe(1662)
    expect(amountInOre('16.6')).toBe(1660)
    expect(amountInOre('16')).toBe(1600)
    expect(amountInOre('16.62000')).toBe(1662)
    expect(amountInOre('16.625')).toBeNull()
    expect(amountInOre('-16.62')).toBeNull()
  })
})
