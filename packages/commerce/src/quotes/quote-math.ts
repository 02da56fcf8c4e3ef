import type { QuotePriceType, QuoteReceiverType, QuoteTotals } from '@shop/schemas'
import { QUOTE_PRODUCT_VAT_RATE, ROT_FACTOR } from '@shop/schemas/constants'
import { roundMoney } from '../price'

// Provisional: the full, unit-tested version lands from the quote-math work (wt-pdf).

export function quoteItemPrices(item: { netPrice: number; markup: number; salesDiscount: number }) {
  const quoteSalesPrice = roundMoney(item.netPrice * (1 + item.markup / 100))
  return { quoteSalesPrice, quoteNetPrice: roundMoney(quoteSalesPrice * (1 - item.salesDiscount / 100)) }
}

export const quoteLineTotal = (unitPrice: number, quantity: number) => roundMoney(unitPrice * quantity)

export function quoteTotals(input: {
  receiverType: QuoteReceiverType
  items: ReadonlyArray<{ quantity: number; quoteNetPrice: number }>
  customItems: ReadonlyArray<{ quantity: number; price: number; vatRate: number; isRot: boolean }>
}): QuoteTotals {
  const bases = new Map<number, number>()
  const add = (rate: number, amount: number) => bases.set(rate, roundMoney((bases.get(rate) ?? 0) + amount))
  for (const item of input.items) add(QUOTE_PRODUCT_VAT_RATE, quoteLineTotal(item.quoteNetPrice, item.quantity))
  let rotBase = 0
  for (const item of input.customItems) {
    const total = quoteLineTotal(item.price, item.quantity)
    add(item.vatRate, total)
    if (item.isRot) rotBase += roundMoney(total * (1 + item.vatRate / 100))
  }
  const vatByRate = [...bases]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, vat: roundMoney((base * rate) / 100) }))
  const net = roundMoney(vatByRate.reduce((sum, v) => sum + v.base, 0))
  const vat = roundMoney(vatByRate.reduce((sum, v) => sum + v.vat, 0))
  const gross = roundMoney(net + vat)
  const rot = input.receiverType === 'private' ? roundMoney(rotBase * ROT_FACTOR) : 0
  return { net, vat, gross, rot, toPay: roundMoney(gross - rot), vatByRate }
}

export const shownPrice = (amountExVat: number, vatRate: number, priceType: QuotePriceType) =>
  priceType === 'gross' ? roundMoney(amountExVat * (1 + vatRate / 100)) : amountExVat

export function quoteValidUntil(validFrom: string, validFor: number): string {
  const day = new Date(`${validFrom}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + validFor)
  return day.toISOString().slice(0, 10)
}
