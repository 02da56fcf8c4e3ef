import { quoteLineTotal, quoteTotals, visibleQuoteItemPrices } from '@shop/commerce/quotes/quote-math'
import type { QuoteView } from '@shop/schemas'
import { parseNumberText } from './number-input'

/**
 * The quote as the user sees it while typing: the server's last answer with what was typed since laid
 * over it, lines and totals computed by the same pure functions the service uses, so the figures move
 * with each key instead of after the save. Under EJ_SE_PRISER the merchant's price is not in the answer:
 * a line is priced only by the own price typed on it.
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
    const ownPrice = typedNumber(path('ownPrice')) ?? item.ownPrice
    if (
      quantity === item.quantity &&
      markup === item.markup &&
      salesDiscount === item.salesDiscount &&
      ownPrice === item.ownPrice
    )
      return item
    changed = true
    const prices = visibleQuoteItemPrices(
      { netPrice: item.netPrice ?? 0, markup, salesDiscount, ownPrice },
      item.netPrice !== null,
    )
    return {
      ...item,
      quantity,
      markup,
      salesDiscount,
      ownPrice,
      quoteSalesPrice: prices?.quoteSalesPrice ?? null,
      quoteNetPrice: prices?.quoteNetPrice ?? null,
      lineTotal: prices ? quoteLineTotal(prices.quoteNetPrice, quantity) : null,
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
    missingPrices: items.filter((item) => item.quoteNetPrice === null).length,
  }
}
