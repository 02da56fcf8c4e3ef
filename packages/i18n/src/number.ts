/**
 * Numbers and money as Swedish users read them: the part of ./format.ts that the catalogue's formatter
 * (a plural's count) and the browser's price islands need, kept apart so that neither loads the date
 * formatters. All output
 * goes through Intl, then narrow no-break spaces (U+202F, which some ICU versions emit) are turned into
 * ordinary no-break spaces (U+00A0), so a server and a browser with different ICU data print the same.
 */

export const LOCALE = 'sv-SE'
/** Shown instead of a value that cannot be formatted (an invalid date, NaN). */
export const EMPTY_VALUE = '–'

const NARROW_NBSP = /\u202f/g
export const tidy = (text: string) => text.replace(NARROW_NBSP, '\u00a0')

const numberFormatters = new Map<string, Intl.NumberFormat>()
export function numberFormatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options)
  let formatter = numberFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, options)
    numberFormatters.set(key, formatter)
  }
  return formatter
}

export type NumberOptions = {
  /** At most this many decimals (default 2). */
  maxDecimals?: number
  /** At least this many decimals (default 0). */
  minDecimals?: number
}

/** '1 234 567,5': Swedish grouping and decimal comma. */
export function formatNumber(value: number, options: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return EMPTY_VALUE
  const maximumFractionDigits = options.maxDecimals ?? 2
  const minimumFractionDigits = Math.min(options.minDecimals ?? 0, maximumFractionDigits)
  return tidy(numberFormatter({ minimumFractionDigits, maximumFractionDigits }).format(value))
}

export const CURRENCY = 'SEK'

export type MoneyOptions = {
  /** Decimals to show; 2 by default (prices are rounded to öre). */
  decimals?: number
}

/** '1 234,50 kr' (no-break spaces, and a real minus sign for negative amounts: '−25,00 kr'). */
export function formatMoney(amount: number, options: MoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return EMPTY_VALUE
  const decimals = options.decimals ?? 2
  return tidy(
    numberFormatter({
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount),
  )
}
