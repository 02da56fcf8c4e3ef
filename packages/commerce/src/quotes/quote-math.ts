import type { MessageKey } from '@shop/i18n'
import type { QuoteTotals } from '@shop/schemas'
import {
  QUOTE_PRODUCT_VAT_RATE,
  QUOTE_VALID_FROM_DAYS_AHEAD,
  QUOTE_VALID_FROM_DAYS_BACK,
  type QuotePriceType,
  type QuoteReceiverType,
  ROT_FACTOR,
} from '@shop/schemas/constants'
import { addDays, formatISO, isValid, parseISO } from 'date-fns'
import { roundMoney } from '../price'

/**
 * Quote arithmetic (issue 14, spec sections 3 and 9): what a builder's quote to their own customer
 * charges. Pure, so the quote service, the wizard in the browser and the PDF count alike. Every amount
 * is SEK excl. VAT unless said otherwise, and is rounded to öre (half away from zero) where a Swedish
 * quote prints a figure: each unit price, each line total, each VAT rate's sum and the ROT deduction.
 */

/** What a catalog line's price is counted from. */
export interface QuoteItemBasis {
  /** The merchant's net price to the author (net plus alloying surcharge), as stored on the line. */
  netPrice: number
  markup: number
  salesDiscount: number
  /** The author's own unit price, typed by hand: it replaces the net price and the markup. */
  ownPrice?: number | null
}

export interface QuoteItemPrices {
  quoteSalesPrice: number
  quoteNetPrice: number
}

/**
 * A line's unit prices: the author's own price, or else the merchant's net price plus the markup; then
 * less the sales discount.
 */
export function quoteItemPrices(item: QuoteItemBasis): QuoteItemPrices {
  const quoteSalesPrice = roundMoney(item.ownPrice ?? item.netPrice * (1 + item.markup / 100))
  // The discount applies to the printed sales price, so the two figures on the quote agree.
  const quoteNetPrice = roundMoney(quoteSalesPrice * (1 - item.salesDiscount / 100))
  return { quoteSalesPrice, quoteNetPrice }
}

/**
 * A line's unit prices as a reader may see them, or null when the line is counted from the merchant's
 * price and that price is hidden from them (EJ_SE_PRISER): a markup of 0 would print the hidden price
 * as it is, and any other markup lets it be divided out, so no figure of such a line is shown. Its
 * author prices it with an own price instead.
 */
export function visibleQuoteItemPrices(item: QuoteItemBasis, merchantPricesVisible: boolean): QuoteItemPrices | null {
  return item.ownPrice == null && !merchantPricesVisible ? null : quoteItemPrices(item)
}

export function quoteLineTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity)
}

export interface QuoteTotalsInput {
  receiverType: QuoteReceiverType
  /** A line without a price (null: hidden from the reader) counts for nothing. */
  items: ReadonlyArray<{ quantity: number; quoteNetPrice: number | null }>
  customItems: ReadonlyArray<{ quantity: number; price: number; vatRate: number; isRot: boolean }>
}

const grossOf = (amountExVat: number, vatRate: number) => amountExVat * (1 + vatRate / 100)

/**
 * Net, VAT per rate, gross, the ROT deduction and what the receiver pays. VAT is counted per rate on
 * the sum of that rate's lines (as an invoice's VAT specification does), not line by line, so the
 * öre of many small lines do not add up to a different VAT than the specification shows.
 */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  const lines = [
    ...input.items.flatMap((item) =>
      item.quoteNetPrice === null
        ? []
        : [{ base: quoteLineTotal(item.quoteNetPrice, item.quantity), rate: QUOTE_PRODUCT_VAT_RATE, isRot: false }],
    ),
    ...input.customItems.map((item) => ({
      base: quoteLineTotal(item.price, item.quantity),
      rate: item.vatRate,
      isRot: item.isRot,
    })),
  ]
  const bases = new Map<number, number>()
  for (const line of lines) bases.set(line.rate, (bases.get(line.rate) ?? 0) + line.base)
  const vatByRate = [...bases]
    .map(([rate, sum]) => {
      const base = roundMoney(sum)
      return { rate, base, vat: roundMoney((base * rate) / 100) }
    })
    .filter((row) => row.base !== 0)
    .sort((a, b) => b.rate - a.rate)
  const net = roundMoney(lines.reduce((sum, line) => sum + line.base, 0))
  const vat = roundMoney(vatByRate.reduce((sum, row) => sum + row.vat, 0))
  const gross = roundMoney(net + vat)
  // ROT is a deduction for a private person's labour, counted on the labour's price including its VAT.
  const rot =
    input.receiverType === 'private'
      ? roundMoney(
          ROT_FACTOR * lines.filter((line) => line.isRot).reduce((sum, line) => sum + grossOf(line.base, line.rate), 0),
        )
      : 0
  return { net, vat, gross, rot, toPay: roundMoney(gross - rot), vatByRate }
}

/** An amount excl. VAT as a quote of the price type prints it: as is (net) or with its VAT (gross). */
export function shownPrice(amountExVat: number, vatRate: number, priceType: QuotePriceType): number {
  return priceType === 'gross' ? roundMoney(grossOf(amountExVat, vatRate)) : amountExVat
}

/**
 * mergeArticles: lines of the same article at the same unit prices become one line, in the order the
 * articles first appear. The same article at a different price stays a line of its own: one merged
 * line can print one unit price only, so merging would misstate what one of the lines charges.
 */
export function mergeQuoteItems<
  T extends {
    articleNumber: string
    quantity: number
    quoteNetPrice: number | null
    quoteSalesPrice: number | null
    lineTotal: number | null
  },
>(items: readonly T[]): T[] {
  const merged = new Map<string, T>()
  for (const item of items) {
    const key = JSON.stringify([item.articleNumber, item.quoteSalesPrice, item.quoteNetPrice])
    const seen = merged.get(key)
    if (!seen) {
      merged.set(key, item)
      continue
    }
    const quantity = seen.quantity + item.quantity
    const lineTotal = seen.quoteNetPrice === null ? null : quoteLineTotal(seen.quoteNetPrice, quantity)
    merged.set(key, { ...seen, quantity, lineTotal })
  }
  return [...merged.values()]
}

const day = (date: Date) => formatISO(date, { representation: 'date' })

/** A calendar day ('YYYY-MM-DD') `days` later (earlier when negative). */
function shiftDay(iso: string, days: number): string {
  // Read and written as local calendar days, so a daylight-saving change never shifts the date. parseISO
  // and formatISO rather than parse and format: the wizard counts this in the browser, and they are small.
  const from = parseISO(iso)
  if (!isValid(from) || day(from) !== iso) throw new RangeError(`Ogiltigt datum: ${iso}`)
  return day(addDays(from, days))
}

/** The last day a quote is valid: validFrom plus validFor calendar days (both 'YYYY-MM-DD'). */
export function quoteValidUntil(validFrom: string, validFor: number): string {
  return shiftDay(validFrom, validFor)
}

/** The earliest and the latest date a quote written on `today` (Sweden's day, 'YYYY-MM-DD') may carry. */
export function quoteValidFromRange(today: string): { earliest: string; latest: string } {
  return {
    earliest: shiftDay(today, -QUOTE_VALID_FROM_DAYS_BACK),
    latest: shiftDay(today, QUOTE_VALID_FROM_DAYS_AHEAD),
  }
}

/**
 * Why a quote may not carry the date `validFrom` on `today`, or null. The date is the quote's own (the
 * PDF prints it, and validity is counted from it): a year 9999 or 0000 is not a date any quote has.
 */
export function quoteValidFromRefusal(
  validFrom: string,
  today: string,
): { key: Extract<MessageKey, 'quote.valid_from_range'>; params: { earliest: string; latest: string } } | null {
  const range = quoteValidFromRange(today)
  return validFrom < range.earliest || validFrom > range.latest
    ? { key: 'quote.valid_from_range', params: range }
    : null
}

export type QuoteColumnKey =
  | 'articleNumber'
  | 'articleName'
  | 'quantity'
  | 'unit'
  | 'quoteSalesPrice'
  | 'salesDiscount'
  | 'quoteNetPrice'
  | 'lineTotal'

export interface QuoteColumn {
  /** The QuoteItemView field the column shows. */
  key: QuoteColumnKey
  /** Its heading in the Swedish catalogue. */
  label: MessageKey
  /** How its values are written: money in the quote's price type, a percentage, a count or text. */
  kind: 'text' | 'quantity' | 'money' | 'percent'
}

const column = (key: QuoteColumnKey, kind: QuoteColumn['kind']): QuoteColumn => ({
  key,
  label: `quoteDocument.column.${key}`,
  kind,
})
const PLAIN_COLUMNS = [
  column('articleNumber', 'text'),
  column('articleName', 'text'),
  column('quantity', 'quantity'),
  column('unit', 'text'),
  column('quoteNetPrice', 'money'),
  column('lineTotal', 'money'),
] as const
const DISCOUNT_COLUMNS = [
  ...PLAIN_COLUMNS.slice(0, 4),
  column('quoteSalesPrice', 'money'),
  column('salesDiscount', 'percent'),
  ...PLAIN_COLUMNS.slice(4),
] as const

/**
 * The columns a quote's line table shows (the PDF and the wizard's price step alike). showDiscounts
 * adds the price before the discount and the discount %; without it the receiver sees one unit price.
 */
export function quoteColumns(showDiscounts: boolean): readonly QuoteColumn[] {
  return showDiscounts ? DISCOUNT_COLUMNS : PLAIN_COLUMNS
}
