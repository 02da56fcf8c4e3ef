import { describe, expect, it } from 'vitest'
import { netPriceFor, type Price, roundMoney, unitPrice, visiblePrice } from './price'

const price: Price = {
  articleNumber: '1000004',
  netPrice: 80,
  salesPrice: 100,
  salesPriceIncludingVat: 125,
  salesPriceUnit: 'st',
  alloyingPrice: 2.5,
  preCampaignPrice: 110,
  discountAmount: 20,
  discountPercentage: 20,
  discounts: [{ name: 'Avtalsrabatt', amount: 20, percentage: 20, type: 'customer' }],
  priceType: 'net',
  askForPrice: false,
  hasBracketPrices: true,
}

describe('visiblePrice', () => {
  it('gives everything to a customer who may see prices and discounts', () => {
    expect(visiblePrice(price, { prices: true, discounts: true })).toEqual(price)
  })

  it('removes the price entirely under EJ_SE_PRISER', () => {
    expect(visiblePrice(price, { prices: false, discounts: true })).toBeNull()
  })

  it('removes discounts and the pre-campaign price under EJ_SE_RABATTER', () => {
    const shown = visiblePrice(price, { prices: true, discounts: false })
    expect(shown).toMatchObject({
      netPrice: 80,
      salesPrice: 100,
      discountAmount: 0,
      discountPercentage: 0,
      discounts: [],
    })
    expect(shown?.preCampaignPrice).toBeNull()
  })

  it('shows no figures for an ask-for-price article', () => {
    const shown = visiblePrice({ ...price, askForPrice: true }, { prices: true, discounts: true })
    expect(shown).toMatchObject({ askForPrice: true, netPrice: 0, salesPrice: 0, discounts: [] })
  })
})

describe('bracket prices', () => {
  const brackets = [
    { minQuantity: 100, netPrice: 70 },
    { minQuantity: 10, netPrice: 75 },
  ]

  it('uses the highest bracket reached, whatever the order', () => {
    expect(netPriceFor(1, 80, brackets)).toBe(80)
    expect(netPriceFor(10, 80, brackets)).toBe(75)
    expect(netPriceFor(99, 80, brackets)).toBe(75)
    expect(netPriceFor(250, 80, brackets)).toBe(70)
  })
})

describe('money', () => {
  it('rounds to öre half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(-1.005)).toBe(-1.01)
    expect(roundMoney(2.344)).toBe(2.34)
  })

  it('adds the alloying surcharge to the unit price', () => {
    expect(unitPrice({ netPrice: 80.105, alloyingPrice: 2.5 })).toBe(82.61)
  })
})
