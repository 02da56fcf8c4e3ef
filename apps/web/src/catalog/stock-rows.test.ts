import { describe, expect, it } from 'vitest'
import { productStock, type StockRow } from './stock-rows'

const row = (locationId: string, name: string, isCentral = false): StockRow => ({
  locationId,
  name,
  isCentral,
  isMyStore: false,
  quantity: 3,
  stocked: true,
  stockType: 'LAG',
  orderMultiple: 1,
  availableFromDays: null,
  availableToDays: null,
  availabilityDate: null,
  availabilityDateISO: null,
  status: 'stock.in_stock' as StockRow['status'],
  availability: 'I lager',
  level: 'in-stock',
})

// As a member page is rendered: the brand's default store (101) first.
const rendered = [
  row('101', 'Umeå'),
  row('104', 'Örebro'),
  row('102', 'Avesta'),
  row('103', 'Älmhult'),
  row('9000', 'Centrallager', true),
]

describe('productStock', () => {
  it("puts the shopper's store first, the other stores by Swedish name, the central warehouse last", () => {
    const stock = productStock(rendered, '104')
    expect(stock.all.map((r) => r.name)).toEqual(['Örebro', 'Avesta', 'Umeå', 'Älmhult', 'Centrallager'])
    expect(stock.myStore.locationId).toBe('104')
    expect(stock.central.locationId).toBe('9000')
    expect(stock.all.filter((r) => r.isMyStore).map((r) => r.locationId)).toEqual(['104'])
  })

  it('gives the same order whatever order the rows come in', () => {
    expect(productStock([...rendered].reverse(), '102').all).toEqual(productStock(rendered, '102').all)
  })
})
