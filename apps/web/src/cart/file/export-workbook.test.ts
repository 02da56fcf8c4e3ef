import type { CartItemView, CartView } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { readCartFile } from './cart-file'
import { exportFileName, exportLines, exportRows, exportWorkbook } from './export-workbook'

function item(
  cartItemId: string,
  articleNumber: string,
  quantity: number,
  label: string | null,
  price = true,
): CartItemView {
  return {
    cartItemId,
    cartId: '1',
    articleNumber,
    deliveryId: cartItemId === '3' ? 'EXH' : 'DBI',
    quantity,
    label,
    requestedDeliveryDate: null,
    variant: {
      name: `Artikel ${articleNumber}`,
      articleNumber,
      variantSlug: articleNumber,
      ean: null,
      image: null,
      picture: null,
      unit: 'st',
      orderMultiple: 1,
      discontinued: false,
      replacementArticleNumber: null,
    },
    price: price
      ? {
          netPrice: 10,
          alloyingPrice: 0.5,
          salesPrice: 12,
          salesPriceUnit: 'st',
          discountPercentage: 0,
          askForPrice: false,
          hasBracketPrices: false,
        }
      : null,
    lineTotal: price ? 10.5 * quantity : null,
    stock: null,
    actions: [],
  }
}

const cart = {
  cartId: '1',
  deliveryIdsInOrder: ['DBI', 'EXH'],
  deliveries: [
    {
      deliveryId: 'DBI',
      name: 'Utkörning',
      isIncludedInOrder: true,
      requestedDeliveryDate: null,
      totals: null,
      items: [item('1', '010001', 2, 'Kök'), item('2', '100002', 5, null)],
    },
    {
      deliveryId: 'EXH',
      name: 'Leverans till butik',
      isIncludedInOrder: true,
      requestedDeliveryDate: null,
      totals: null,
      items: [item('3', '100003', 1, null)],
    },
  ],
  itemCount: 3,
  totals: null,
  allowedDeliveryMethods: ['DBI', 'EXH'],
  canOrder: true,
  punchout: false,
} satisfies CartView

describe('cart export', () => {
  it('lists every line, or only the chosen ones', () => {
    expect(exportLines(cart).map((line) => line.articleNumber)).toEqual(['010001', '100002', '100003'])
    expect(exportLines(cart, ['3', '1']).map((line) => line.articleNumber)).toEqual(['010001', '100003'])
    expect(exportLines(cart, [])).toHaveLength(3)
    expect(exportLines(cart)[2]).toMatchObject({ delivery: 'Leverans till butik', unitPrice: 10.5, lineTotal: 10.5 })
  })

  it('leaves the price columns out when the shopper may not see prices', () => {
    const lines = exportLines(cart)
    expect(exportRows(lines, true)[0]).toHaveLength(8)
    expect(exportRows(lines, false)[0]).toHaveLength(6)
    expect(exportRows(lines, false)[1]).toHaveLength(6)
  })

  it('writes a workbook that the import reads back line for line', async () => {
    const bytes = await exportWorkbook(exportLines(cart), true)
    const back = await readCartFile(exportFileName('2026-11-24'), bytes)
    expect(back).toMatchObject({
      ok: true,
      kind: 'xlsx',
      problems: [],
      rows: [
        { line: 2, identifier: '010001', quantity: 2, label: 'Kök' },
        { line: 3, identifier: '100002', quantity: 5, label: null },
        { line: 4, identifier: '100003', quantity: 1, label: null },
      ],
    })
  })

  it('names the file after the day', () => {
    expect(exportFileName('2026-11-24')).toBe('varukorg-2026-11-24.xlsx')
  })
})
