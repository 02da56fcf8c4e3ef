/**
 * Delivery dates (spec section 5): the earliest date moves past today, weekends, Swedish public
 * holidays and the brand's extra closed days; an order at or after the brand's cutoff hour also loses
 * the next open day. Dates are calendar days in Stockholm, written 'YYYY-MM-DD'; the arithmetic runs
 * on UTC midnights so no daylight-saving change can shift a day.
 */

export interface DeliveryCalendar {
  /** Extra closed days of the brand (brand.json `closedDays`), e.g. 2026-12-23 for the default brand. */
  closedDays: readonly string[]
  /** Orders at or after this hour (Stockholm time) count as placed the next open day. */
  cutoffHour: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const TIME_ZONE = 'Europe/Stockholm'

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day))
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10)
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
const parseDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

/** Easter Sunday (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return utc(year, month, day)
}

/** Midsummer Eve: the Friday on or after 19 June. */
export function midsummerEve(year: number): Date {
  const june19 = utc(year, 6, 19)
  return addDays(june19, (5 - june19.getUTCDay() + 7) % 7)
}

/** The spec's public holidays of a year, as ISO days. */
export function swedishHolidays(year: number): Set<string> {
  const easter = easterSunday(year)
  const fixed = ['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31'].map((md) => `${year}-${md}`)
  const moving = [
    addDays(easter, -3), // Maundy Thursday (skärtorsdagen)
    addDays(easter, -2), // Good Friday
    easter,
    addDays(easter, 1), // Easter Monday
    addDays(easter, 39), // Ascension Day
    midsummerEve(year),
  ].map(isoDay)
  return new Set([...fixed, ...moving])
}

const holidayCache = new Map<number, Set<string>>()
function holidaysOf(year: number): Set<string> {
  let set = holidayCache.get(year)
  if (!set) {
    set = swedishHolidays(year)
    holidayCache.set(year, set)
  }
  return set
}

/** No delivery on this day: a weekend, a public holiday or one of the brand's closed days. */
export function isClosedDay(iso: string, calendar: Pick<DeliveryCalendar, 'closedDays'>): boolean {
  const date = parseDay(iso)
  const weekday = date.getUTCDay()
  return (
    weekday === 0 || weekday === 6 || holidaysOf(date.getUTCFullYear()).has(iso) || calendar.closedDays.includes(iso)
  )
}

let stockholmFormat: Intl.DateTimeFormat | undefined

/** The calendar day and hour in Stockholm at `now`. */
export function stockholmNow(now: Date): { day: string; hour: number } {
  // One formatter for the process: building one costs far more than using it (cart adds call this).
  stockholmFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  })
  const parts = stockholmFormat.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

/** Spec section 5: is `now` at or after the cutoff hour (Stockholm time)? */
export function isPastCutoff(now: Date, cutoffHour: number): boolean {
  return stockholmNow(now).hour >= cutoffHour
}

/** The first open day after `iso`. */
export function nextOpenDay(iso: string, calendar: Pick<DeliveryCalendar, 'closedDays'>): string {
  let day = addDays(parseDay(iso), 1)
  while (isClosedDay(isoDay(day), calendar)) day = addDays(day, 1)
  return isoDay(day)
}

/** The earliest delivery date for an order placed at `now`. */
export function earliestDeliveryDate(now: Date, calendar: DeliveryCalendar): string {
  const first = nextOpenDay(stockholmNow(now).day, calendar)
  return isPastCutoff(now, calendar.cutoffHour) ? nextOpenDay(first, calendar) : first
}

/**
 * How many open days a requested delivery date may be chosen from: the date picker offers these and
 * the cart and checkout accept exactly these (the delivery-dates route and the cart service alike).
 */
export const OFFERED_DELIVERY_DAYS = 30

/** The open days a date picker offers: from the earliest date, `count` of them. */
export function deliveryDates(now: Date, calendar: DeliveryCalendar, count = OFFERED_DELIVERY_DAYS): string[] {
  const dates = [earliestDeliveryDate(now, calendar)]
  while (dates.length < count) dates.push(nextOpenDay(dates[dates.length - 1] as string, calendar))
  return dates
}

/** The delivery dates a shopper may request at `now`: the ones offered, no others. */
export function offeredDeliveryDates(now: Date, calendar: DeliveryCalendar): string[] {
  return deliveryDates(now, calendar, OFFERED_DELIVERY_DAYS)
}
