/**
 * Numbers and money as Swedish users read them: the part of ./format.ts that the catalogue's formatter
 * (a plural's count) and the browser's price islands need, kept apart so that neither loads the date
 * formatters.
 *
 * Written out here rather than through Intl.NumberFormat, for two reasons:
 * - a browser page's first Intl.NumberFormat loads ICU's number data: 15–25 ms in Chromium on a server core,
 *   a 60 ms task at a phone's CPU speed (4× slower), and it ran while the price islands hydrated on every
 *   product and category page (docs/benchmarks.md, "The first Intl.NumberFormat in a page");
 * - the server and the browser print the same characters by construction, whatever their ICU versions
 *   (some emit narrow no-break spaces), so hydration never sees a difference.
 * The output is Intl's for sv-SE (number.test.ts compares the two over many values): groups of three
 * joined by no-break spaces (U+00A0), a decimal comma, a real minus sign (U+2212), rounding half away from
 * zero from the shortest decimal that reads back as the value, as ICU rounds. One difference, on purpose:
 * a negative value that rounds to zero has no minus sign ('0,00 kr', where Intl writes '−0,00 kr').
 */

export const LOCALE = 'sv-SE'
/** Shown instead of a value that cannot be formatted (an invalid date, NaN). */
export const EMPTY_VALUE = '–'

const NBSP = '\u00a0'
const MINUS = '\u2212'

/** A finite, non-negative number as decimal digits and the place of the decimal point among them. */
function decimalDigits(value: number): { digits: string; point: number } {
  // String() gives the shortest decimal that reads back as the value, in exponent form beyond 1e21 or below 1e-6.
  const [mantissa = '0', exponent = '0'] = String(value).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  return { digits: whole + fraction, point: whole.length + Number(exponent) }
}

/** Adds one to the last digit of a string of decimal digits, carrying; '99' → '100'. */
function incremented(digits: string): string {
  let index = digits.length - 1
  while (index >= 0 && digits[index] === '9') index -= 1
  if (index < 0) return `1${'0'.repeat(digits.length)}`
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1)
}

/** `value` (finite, ≥ 0) rounded half away from zero to `decimals` places: its integer and fraction digits. */
function rounded(value: number, decimals: number): { integer: string; fraction: string } {
  let { digits, point } = decimalDigits(value)
  // Zeros on the left so the point falls inside or right after the digits, and every fraction digit exists.
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits
    point = 1
  }
  const keep = point + decimals
  if (digits.length > keep) {
    const up = digits.charAt(keep) >= '5'
    digits = digits.slice(0, keep)
    if (up) {
      const carried = incremented(digits)
      point += carried.length - digits.length
      digits = carried
    }
  }
  digits = digits.padEnd(point + decimals, '0')
  return { integer: digits.slice(0, point).replace(/^0+(?=\d)/, ''), fraction: digits.slice(point) }
}

/** Digits grouped by three from the right, joined by no-break spaces. */
const grouped = (integer: string) => integer.replace(/\B(?=(\d{3})+$)/g, NBSP)

/** `value` with at most `maxDecimals` decimals, trailing zeros dropped down to `minDecimals`. */
function swedish(value: number, minDecimals: number, maxDecimals: number): string {
  const { integer, fraction } = rounded(Math.abs(value), maxDecimals)
  let shown = fraction
  while (shown.length > minDecimals && shown.endsWith('0')) shown = shown.slice(0, -1)
  const zero = /^0*$/.test(integer + fraction)
  const sign = value < 0 && !zero ? MINUS : ''
  return `${sign}${grouped(integer)}${shown ? `,${shown}` : ''}`
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
  const maxDecimals = options.maxDecimals ?? 2
  return swedish(value, Math.min(options.minDecimals ?? 0, maxDecimals), maxDecimals)
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
  return `${swedish(amount, decimals, decimals)}${NBSP}kr`
}
