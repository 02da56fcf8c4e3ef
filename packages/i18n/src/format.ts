import { weekdayMessages } from './messages/weekday'
import { EMPTY_VALUE, LOCALE } from './number'

export {
  CURRENCY,
  EMPTY_VALUE,
  formatMoney,
  formatNumber,
  LOCALE,
  type MoneyOptions,
  type NumberOptions,
} from './number'

/**
 * Formatters for what Swedish users read: dates in sv-SE, and (from ./number) money in SEK and numbers
 * with Swedish separators. Dates go through Intl, then narrow no-break spaces (U+202F, which some ICU
 * versions emit) are turned into ordinary no-break spaces (U+00A0), so a server and a browser with
 * different ICU data print the same characters and hydration never sees a difference.
 */

const NARROW_NBSP = /\u202f/g
/** Intl's date output with narrow no-break spaces (U+202F, which some ICU versions emit) made ordinary ones. */
const tidy = (text: string) => text.replace(NARROW_NBSP, '\u00a0')

/** The shop's own time zone: timestamps are shown as a Swedish customer's wall clock reads them. */
export const TIME_ZONE = 'Europe/Stockholm'

/** Monday first, as Swedish calendars are (spec section 9). */
export const WEEKDAY_LABELS = [
  weekdayMessages['weekday.mon'],
  weekdayMessages['weekday.tue'],
  weekdayMessages['weekday.wed'],
  weekdayMessages['weekday.thu'],
  weekdayMessages['weekday.fri'],
  weekdayMessages['weekday.sat'],
  weekdayMessages['weekday.sun'],
] as const
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number]

export type DateInput = Date | string | number
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A date-only string ('2026-11-23') is a calendar day, not an instant: it is read as UTC midnight and
 * formatted in UTC so it never moves a day in any time zone. Anything else is an instant, shown in
 * Swedish time.
 */
function toDate(value: DateInput): { date: Date; timeZone: string } | null {
  if (typeof value === 'string') {
    const day = ISO_DATE_ONLY.exec(value)
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
      // Date.UTC rolls 2026-02-30 over to March; refuse instead of showing a different day.
      if (date.toISOString().slice(0, 10) !== value) return null
      return { date, timeZone: 'UTC' }
    }
  }
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: TIME_ZONE }
}

export type DateStyle = 'short' | 'long' | 'dayMonth' | 'weekday'

const DATE_OPTIONS: Record<Exclude<DateStyle, 'weekday'>, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' }, // 2026-11-23
  long: { year: 'numeric', month: 'long', day: 'numeric' }, // 23 november 2026
  dayMonth: { month: 'short', day: 'numeric' }, // 23 nov.
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function dateFormatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone })
    formatters.set(key, formatter)
  }
  return formatter
}

/** Monday = 0 … Sunday = 6, in the time zone the value is shown in. */
function weekdayIndex(date: Date, timeZone: string): number {
  const name = dateFormatter({ weekday: 'short' }, timeZone)
    .formatToParts(date)
    .find((part) => part.type === 'weekday')?.value
  // sv-SE short weekdays: mån, tis, ons, tors, fre, lör, sön.
  const index = WEEKDAY_LABELS.findIndex((label) => label.toLowerCase() === name?.replace('.', ''))
  return index >= 0 ? index : (date.getUTCDay() + 6) % 7
}

/**
 * A date as Swedish users read it.
 * - short (default): '2026-11-23'
 * - long: '23 november 2026'
 * - dayMonth: '23 nov.'
 * - weekday: 'Mån 23 nov.' (delivery date pickers and lists)
 */
export function formatDate(value: DateInput, style: DateStyle = 'short'): string {
  const parsed = toDate(value)
  if (!parsed) return EMPTY_VALUE
  const { date, timeZone } = parsed
  if (style === 'weekday') {
    return `${WEEKDAY_LABELS[weekdayIndex(date, timeZone)]} ${tidy(dateFormatter(DATE_OPTIONS.dayMonth, timeZone).format(date))}`
  }
  return tidy(dateFormatter(DATE_OPTIONS[style], timeZone).format(date))
}

/** '2026-11-23 11:00' in Swedish time. */
export function formatDateTime(value: DateInput): string {
  const parsed = toDate(value)
  if (!parsed) return EMPTY_VALUE
  return tidy(
    dateFormatter(
      { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      parsed.timeZone,
    ).format(parsed.date),
  )
}

/** The spec's weekday label (Mån … Sön) of a date. */
export function weekdayLabel(value: DateInput): WeekdayLabel | typeof EMPTY_VALUE {
  const parsed = toDate(value)
  if (!parsed) return EMPTY_VALUE
  return WEEKDAY_LABELS[weekdayIndex(parsed.date, parsed.timeZone)] ?? EMPTY_VALUE
}
