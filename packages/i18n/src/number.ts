/**
 * Numbers as Swedish users read them: the part of ./format.ts that the catalogue's formatter needs too
 * (a plural's count), kept apart so that translating a text does not load the date formatters. All output
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
