import { quoteItemPrices, quoteLineTotal, quoteTotals } from '@shop/commerce/quotes/quote-math'
import type { QuoteView } from '@shop/schemas'
import { parseNumberText } from './number-input'

/**
 * The quote as the user sees it while typing: the server's last answer with what was typed since laid
 * over it, lines and totals computed by the same pure functions the service uses, so the figures move
 * with each key instead of after the save. Under EJ_SE_PRISER the merchant's price is not in the answer,
 * so such a line keeps the server's prices until it answers.
 */
export function liveQuote(quote: QuoteView, texts: Readonly<Record<string, string | boolean>>): QuoteView {
  const typedNumber = (path: string) => {
    const text = texts[path]
    return typeof text === 'string' ? parseNumberText(text) : null
  }
  const typedFlag = (path: string) => {
    const value = texts[path]
    return typeof value === 'boolean' ? value : null
  }
  let changed = false
  const items = quote.items.map((item) => {
    const path = (field: string) => `items.${item.quoteItemId}.${field}`
    const quantity = typedNumber(path('quantity')) ?? item.quantity
    const markup = typedNumber(path('markup')) ?? item.markup
    const salesDiscount = typedNumber(path('salesDiscount')) ?? item.salesDiscount
    if (quantity === item.quantity && markup === item.markup && salesDiscount === item.salesDiscount) return item
    changed = true
    const prices =
      item.netPrice === null
        ? { quoteSalesPrice: item.quoteSalesPrice, quoteNetPrice: item.quoteNetPrice }
        : quoteItemPrices({ netPrice: item.netPrice, markup, salesDiscount })
    return {
      ...item,
      quantity,
      markup,
      salesDiscount,
      ...prices,
      lineTotal: quoteLineTotal(prices.quoteNetPrice, quantity),
    }
  })
  const customItems = quote.customItems.map((line) => {
    const path = (field: string) => `customItems.${line.quoteCustomItemId}.${field}`
    const quantity = typedNumber(path('quantity')) ?? line.quantity
    const price = typedNumber(path('price')) ?? line.price
    const vatRate = typedNumber(path('vatRate')) ?? line.vatRate
    const isRot = typedFlag(path('isRot')) ?? line.isRot
    if (quantity === line.quantity && price === line.price && vatRate === line.vatRate && isRot === line.isRot)
      return line
    changed = true
    return { ...line, quantity, price, vatRate, isRot, lineTotal: quoteLineTotal(price, quantity) }
  })
  const receiverText = texts['receiver.type']
  const receiverType = receiverText === 'private' || receiverText === 'business' ? receiverText : quote.receiver.type
  if (!changed && receiverType === quote.receiver.type) return quote
  return {
    ...quote,
    receiver: { ...quote.receiver, type: receiverType },
    items,
    customItems,
    totals: quoteTotals({ receiverType, items, customItems }),
  }
}
