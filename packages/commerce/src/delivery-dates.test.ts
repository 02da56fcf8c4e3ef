import { describe, expect, it } from 'vitest'
import {
  deliveryDates,
  earliestDeliveryDate,
  easterSunday,
  isClosedDay,
  isoDay,
  isPastCutoff,
  midsummerEve,
  nextOpenDay,
  OFFERED_DELIVERY_DAYS,
  offeredDeliveryDates,
} from './delivery-dates'

const open = { closedDays: [] as string[] }
const nordbygg = { closedDays: ['2024-12-23', '2024-12-27'], cutoffHour: 14 }

// Easter Sunday and Midsummer Eve 2024–2035, from published calendars (checked against dateutil).
const EASTER: Record<number, string> = {
  2024: '2024-03-31',
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
  2028: '2028-04-16',
  2029: '2029-04-01',
  2030: '2030-04-21',
  2031: '2031-04-13',
  2032: '2032-03-28',
  2033: '2033-04-17',
  2034: '2034-04-09',
  2035: '2035-03-25',
}
const MIDSUMMER_EVE: Record<number, string> = {
  2024: '2024-06-21',
  2025: '2025-06-20',
  2026: '2026-06-19',
  2027: '2027-06-25',
  2028: '2028-06-23',
  2029: '2029-06-22',
  2030: '2030-06-21',
  2031: '2031-06-20',
  2032: '2032-06-25',
  2033: '2033-06-24',
  2034: '2034-06-23',
  2035: '2035-06-22',
}
const YEARS = Object.keys(EASTER).map(Number)
const shift = (iso: string, days: number) =>
  isoDay(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000))

describe('Swedish holidays 2024–2035', () => {
  it.each(YEARS)('%i: Easter and Midsummer Eve fall on the published days', (year) => {
    expect(isoDay(easterSunday(year))).toBe(EASTER[year])
    expect(isoDay(midsummerEve(year))).toBe(MIDSUMMER_EVE[year])
  })

  it.each(YEARS)('%i: every holiday rule closes its day', (year) => {
    const easter = EASTER[year] as string
    const closed = {
      'New Year': `${year}-01-01`,
      Epiphany: `${year}-01-06`,
      'First of May': `${year}-05-01`,
      'National Day': `${year}-06-06`,
      'Christmas Eve': `${year}-12-24`,
      'Christmas Day': `${year}-12-25`,
      'Boxing Day': `${year}-12-26`,
      "New Year's Eve": `${year}-12-31`,
      'Maundy Thursday': shift(easter, -3),
      'Good Friday': shift(easter, -2),
      'Easter Sunday': easter,
      'Easter Monday': shift(easter, 1),
      Ascension: shift(easter, 39),
      'Midsummer Eve': MIDSUMMER_EVE[year] as string,
    }
    for (const [name, day] of Object.entries(closed)) expect(isClosedDay(day, open), `${name} ${day}`).toBe(true)
    // The Wednesday before Maundy Thursday and the Tuesday after Easter are ordinary working days.
    expect(isClosedDay(shift(easter, -4), open)).toBe(false)
    expect(isClosedDay(shift(easter, 2), open)).toBe(false)
  })

  it('closes weekends and nothing else on an ordinary week', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']
    expect(week.map((d) => isClosedDay(d, open))).toEqual([false, false, false, false, false, true, true])
  })

  it('adds the brand’s own closed days: 23 and 27 December 2024 for the default brand only', () => {
    expect(isClosedDay('2024-12-23', nordbygg)).toBe(true)
    expect(isClosedDay('2024-12-27', nordbygg)).toBe(true)
    expect(isClosedDay('2024-12-23', open)).toBe(false)
    expect(isClosedDay('2025-12-23', nordbygg)).toBe(false)
    // Around Christmas 2024: after the 20th, the default brand's next open day is 30 December.
    expect(nextOpenDay('2024-12-20', nordbygg)).toBe('2024-12-30')
    expect(nextOpenDay('2024-12-20', open)).toBe('2024-12-23')
  })
})

describe('earliest delivery date and the cutoff hour', () => {
  it('is the next open day before the cutoff, and the one after at or past it (Stockholm time)', () => {
    // Tuesday 24 November 2026, 13:59 and 14:00 in Stockholm (UTC+1 in winter).
    expect(earliestDeliveryDate(new Date('2026-11-24T12:59:00Z'), nordbygg)).toBe('2026-11-25')
    expect(earliestDeliveryDate(new Date('2026-11-24T13:00:00Z'), nordbygg)).toBe('2026-11-26')
    expect(isPastCutoff(new Date('2026-11-24T12:59:59Z'), 14)).toBe(false)
    expect(isPastCutoff(new Date('2026-11-24T13:00:00Z'), 14)).toBe(true)
    // Summer time (UTC+2): 14:00 in Stockholm is 12:00 UTC.
    expect(isPastCutoff(new Date('2026-06-10T11:59:00Z'), 14)).toBe(false)
    expect(isPastCutoff(new Date('2026-06-10T12:00:00Z'), 14)).toBe(true)
  })

  it('never offers today, a weekend or a holiday', () => {
    // Wednesday 1 April 2026, before Maundy Thursday: Easter closes 2–6 April, so Tuesday 7 April.
    expect(earliestDeliveryDate(new Date('2026-04-01T08:00:00Z'), nordbygg)).toBe('2026-04-07')
    // Late on a Friday: Monday is lost to the cutoff, so Tuesday.
    expect(earliestDeliveryDate(new Date('2026-11-27T15:30:00Z'), nordbygg)).toBe('2026-12-01')
    // Just after midnight in Stockholm counts as the new day, though it is still the day before in UTC.
    expect(earliestDeliveryDate(new Date('2026-11-23T23:30:00Z'), nordbygg)).toBe('2026-11-25')
    const offered = deliveryDates(new Date('2026-12-18T08:00:00Z'), nordbygg, 10)
    expect(offered).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-04',
      '2027-01-05',
      '2027-01-07',
      '2027-01-08',
    ])
  })
})

describe('offeredDeliveryDates: the days a requested date may be chosen from', () => {
  it('offers 30 open days from the earliest, the same list the picker shows and the cart accepts', () => {
    const now = new Date('2026-11-24T09:00:00+01:00')
    const offered = offeredDeliveryDates(now, nordbygg)
    expect(OFFERED_DELIVERY_DAYS).toBe(30)
    expect(offered).toHaveLength(30)
    expect(offered).toEqual(deliveryDates(now, nordbygg))
    expect(offered[0]).toBe(earliestDeliveryDate(now, nordbygg))
    for (const day of offered) expect(isClosedDay(day, nordbygg), day).toBe(false)
  })

  it('does not offer the 31st open day', () => {
    const now = new Date('2026-11-24T09:00:00+01:00')
    const sixty = deliveryDates(now, nordbygg, 60)
    expect(offeredDeliveryDates(now, nordbygg)).not.toContain(sixty[30])
  })
})
