import { punchoutConfigSchema } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { exportItems, type OciLine } from './export-items'

const config = punchoutConfigSchema.parse({
  oci: { companies: [{ company: 'Västkustens Entreprenad', units: { STK: 'ST' }, customField1: '' }] },
})

const line: OciLine = {
  articleNumber: '100234',
  name: 'Träskruv 4,2x55 200 st',
  quantity: 3,
  netPrice: 189.5,
  salesPriceUnit: 'stk',
  ssg: null,
  leadTimeDays: null,
  breadcrumbParents: ['Järnhandel', 'Skruv'],
}

describe('the export items every punch-out format renders', () => {
  it("maps a line once, with the company's rule and the defaults of spec section 9", () => {
    expect(exportItems([line], config, 'Västkustens Entreprenad')).toEqual({
      ok: true,
      value: [
        {
          description: 'Träskruv 4,2x55 200 st',
          articleNumber: '100234',
          quantity: 3,
          currency: 'SEK',
          priceUnit: 1,
          price: 189.5,
          extProductId: '',
          leadTimeDays: 1,
          unit: 'ST',
          customField1: '',
          materialGroup: '40000000',
          customField3: '',
        },
      ],
    })
  })

  it('refuses a cart with an unpriced line (the export error `price`)', () => {
    const result = exportItems([line, { ...line, articleNumber: '9', netPrice: null }], config, null)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.failure.details).toEqual({ error: 'price', articleNumbers: ['9'] })
  })
})
