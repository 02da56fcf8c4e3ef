import type { CartDeliveryView, CartItemView, CartView } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import {
  actionNotices,
  checkoutBlock,
  deliveryDateText,
  flaggedLineCount,
  moveOptions,
  nameOf,
  parseQuantity,
  quantityFix,
  stepQuantity,
} from './cart-view-model'

function item(overrides: Partial<CartItemView> = {}, variant: Partial<NonNullable<CartItemView['variant']>> = {}) {
  return {
    cartItemId: '1',
    cartId: 'c1',
    articleNumber: '1000027',
    deliveryId: 'DBI',
    quantity: 10,
    label: null,
    requestedDeliveryDate: null,
    variant: {
      name: 'Regel 45x95',
      articleNumber: '1000027',
      variantSlug: 'regel-45x95',
      ean: null,
      image: null,
      picture: null,
      unit: 'st',
      orderMultiple: 5,
      discontinued: false,
      replacementArticleNumber: null,
      ...variant,
    },
    price: null,
    lineTotal: null,
    stock: { locationId: '900', quantity: 100, availability: 'I centrallager', level: 'in-stock' },
    actions: [],
    ...overrides,
  } satisfies CartItemView
}

function delivery(overrides: Partial<CartDeliveryView> = {}): CartDeliveryView {
  return {
    deliveryId: 'DBI',
    name: 'Utkörning',
    isIncludedInOrder: true,
    requestedDeliveryDate: null,
    items: [item()],
    totals: null,
    ...overrides,
  }
}

function cart(overrides: Partial<CartView> = {}): CartView {
  return {
    cartId: 'c1',
    deliveryIdsInOrder: ['DBI'],
    deliveries: [delivery()],
    itemCount: 1,
    totals: null,
    allowedDeliveryMethods: ['DBI', 'EXH'],
    canOrder: true,
    punchout: false,
    ...overrides,
  }
}

describe('the quantity stepper', () => {
  it('steps whole order multiples, never below one multiple', () => {
    expect(stepQuantity(10, 5, 1)).toBe(15)
    expect(stepQuantity(10, 5, -1)).toBe(5)
    expect(stepQuantity(5, 5, -1)).toBe(5)
    expect(stepQuantity(1, 1, -1)).toBe(1)
  })

  it('moves a quantity that is not a multiple onto the next one first', () => {
    expect(stepQuantity(7, 5, 1)).toBe(10)
    expect(stepQuantity(7, 5, -1)).toBe(5)
  })

  it('accepts typed whole multiples within the cap only', () => {
    expect(parseQuantity(' 15 ', 5)).toBe(15)
    expect(parseQuantity('12', 5)).toBeNull()
    expect(parseQuantity('0', 1)).toBeNull()
    expect(parseQuantity('', 1)).toBeNull()
    expect(parseQuantity('2,5', 1)).toBeNull()
    expect(parseQuantity('-5', 5)).toBeNull()
    expect(parseQuantity('100000', 1)).toBeNull()
    expect(parseQuantity('99999', 1)).toBe(99_999)
  })
})

describe('the action flags of a line', () => {
  it('fixes a quantity off the multiple with the next multiple, and too many with what the shelf holds', () => {
    expect(quantityFix(item({ quantity: 7 }))).toBe(10)
    expect(quantityFix(item({ quantity: 200 }))).toBe(100)
    expect(quantityFix(item({ quantity: 200, stock: null }))).toBeNull()
    const [notice] = actionNotices(item({ quantity: 7, actions: ['quantity'] }))
    expect(notice).toMatchObject({ action: 'quantity', fix: { kind: 'quantity', quantity: 10 } })
    expect(notice?.text).toContain('multipel av 5 st')
  })

  it('offers the replacement article of a discontinued one, else removal', () => {
    const replaced = item(
      { actions: ['needsReplacement'] },
      { discontinued: true, replacementArticleNumber: '1000205' },
    )
    expect(actionNotices(replaced)).toEqual([
      {
        action: 'needsReplacement',
        text: 'Artikeln har utgått och lagret räcker inte till.',
        fix: { kind: 'replace', articleNumber: '1000205' },
      },
    ])
    const none = item({ actions: ['needsReplacement'] }, { discontinued: true })
    expect(actionNotices(none)[0]?.fix).toEqual({ kind: 'remove' })
  })

  it('has a Swedish text and a fix for every flag', () => {
    const all = item({
      actions: [
        'quantity',
        'delivery',
        'variantMissing',
        'needsReplacement',
        'notPurchasableStore',
        'notPurchasableOnline',
      ],
      quantity: 7,
    })
    const notices = actionNotices(all)
    expect(notices.map((n) => n.action)).toEqual(all.actions)
    for (const notice of notices) {
      expect(notice.text).toMatch(/[a-zåäö]/)
      expect(notice.fix).not.toBeNull()
    }
    expect(notices.find((n) => n.action === 'variantMissing')?.fix).toEqual({ kind: 'remove' })
    expect(notices.find((n) => n.action === 'delivery')?.fix).toEqual({ kind: 'move' })
  })

  it('names a line whose article is gone by its article number', () => {
    expect(nameOf(item({ variant: null, articleNumber: '999' }))).toBe('Okänd artikel 999')
  })
})

describe('checkout and deliveries', () => {
  it('closes checkout for a customer without order rights, and without an included delivery', () => {
    expect(checkoutBlock(cart())).toBeNull()
    expect(checkoutBlock(cart({ canOrder: false }))).toBe('Du har inte behörighet att lägga order.')
    expect(checkoutBlock(cart({ deliveries: [delivery({ isIncludedInOrder: false })] }))).toBe(
      'Välj minst en leverans att ta med i ordern.',
    )
  })

  it('counts flagged lines of included deliveries only', () => {
    const flagged = item({ actions: ['quantity'] })
    expect(
      flaggedLineCount(
        cart({
          deliveries: [
            delivery({ items: [flagged, item()] }),
            delivery({ deliveryId: 'EXH', isIncludedInOrder: false, items: [flagged] }),
          ],
        }),
      ),
    ).toBe(1)
  })

  it('shows the chosen date, else the earliest', () => {
    expect(deliveryDateText(delivery({ requestedDeliveryDate: '2026-11-26' }), '2026-11-24')).toBe(
      'Önskat leveransdatum 2026-11-26',
    )
    expect(deliveryDateText(delivery(), '2026-11-24')).toBe('Tidigast 2026-11-24')
    expect(deliveryDateText(delivery(), null)).toBe('Tidigast möjliga datum')
  })

  it("keeps a line's own method among its move options even when it is no longer allowed", () => {
    expect(moveOptions(cart(), item())).toEqual(['DBI', 'EXH'])
    expect(moveOptions(cart(), item({ deliveryId: 'XXX' }))).toEqual(['XXX', 'DBI', 'EXH'])
  })
})
