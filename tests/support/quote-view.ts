import { quoteItemPrices, quoteLineTotal, quoteTotals, quoteValidUntil } from '@shop/commerce'
import type { QuoteCustomItemView, QuoteItemView, QuoteView } from '@shop/schemas'

/**
 * Quotes as the quote service answers them, for the tests of what shows one (the PDF, the receiver's
 * table, the wizard): lines priced by the quote arithmetic, totals counted by quoteTotals, so a test
 * never carries figures of its own that could drift from the service's.
 */

let ids = 0
function nextId(): string {
  ids += 1
  return String(ids)
}

/** An article line: the merchant's net price, the builder's markup and discount, or the builder's own price. */
export function quoteItem(
  articleNumber: string,
  quantity: number,
  {
    articleName = `Artikel ${articleNumber}`,
    netPrice = 100,
    markup = 15,
    salesDiscount = 5,
    ownPrice = null as number | null,
  } = {},
): QuoteItemView {
  const prices = quoteItemPrices({ netPrice, markup, salesDiscount, ownPrice })
  return {
    quoteItemId: nextId(),
    articleNumber,
    articleName,
    unit: 'st',
    quantity,
    markup,
    salesDiscount,
    ownPrice,
    ...prices,
    netPrice,
    salesPrice: 129,
    lineTotal: quoteLineTotal(prices.quoteNetPrice, quantity),
  }
}

/** A custom line (labour, transport), 25 % VAT unless said. */
export function quoteCustomItem(
  customItemName: string,
  quantity: number,
  price: number,
  { isRot = false, unit = 'tim', vatRate = 25 } = {},
): QuoteCustomItemView {
  return {
    quoteCustomItemId: nextId(),
    customItemName,
    vatRate,
    isRot,
    quantity,
    price,
    unit,
    lineTotal: quoteLineTotal(price, quantity),
  }
}

/** An empty draft with `overrides`; the totals are quoteTotals' for its lines unless given. */
export function quoteView(overrides: Partial<QuoteView> = {}): QuoteView {
  const view: Omit<QuoteView, 'totals'> = {
    quoteId: 'Q-000042',
    status: 'draft',
    finalMessage: '',
    validFrom: '2026-11-24',
    validFor: 30,
    validUntil: quoteValidUntil('2026-11-24', 30),
    sender: { name: '', organizationNumber: '', reference: '', address: '' },
    receiver: { type: 'business', label: '', name: '', contactPerson: '', address: '', email: '' },
    priceType: 'net',
    mergeArticles: false,
    showDiscounts: false,
    items: [],
    customItems: [],
    attachments: [],
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T09:00:00.000Z',
    sentAt: null,
    sentTo: null,
    answeredAt: null,
    answerComment: null,
    editable: true,
    pricesHidden: false,
    missingPrices: 0,
    ...overrides,
  }
  return {
    ...view,
    totals:
      overrides.totals ??
      quoteTotals({ receiverType: view.receiver.type, items: view.items, customItems: view.customItems }),
  }
}
