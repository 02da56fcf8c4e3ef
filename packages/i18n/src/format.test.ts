import { describe, expect, it } from 'vitest'
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  WEEKDAY_LABELS,
  weekdayLabel,
} from './format'

const NBSP = '\u00a0'
/** What a reader sees, with the invisible no-break spaces written as ordinary spaces. */
const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatMoney', () => {
  it('writes SEK the Swedish way', () => {
    expect(seen(formatMoney(1234.5))).toBe('1 234,50 kr')
    expect(seen(formatMoney(0))).toBe('0,00 kr')
    expect(seen(formatMoney(1234567.891))).toBe('1 234 567,89 kr')
    expect(seen(formatMoney(99.999))).toBe('100,00 kr')
  })

  it('keeps amount and currency on one line with no-break spaces, never narrow ones', () => {
    const text = formatMoney(1234.5)
    expect(text).toBe(`1${NBSP}234,50${NBSP}kr`)
    expect(text).not.toMatch(/[ \u202f]/)
  })

  it('uses a real minus sign for negative amounts', () => {
    expect(seen(formatMoney(-25))).toBe('\u221225,00 kr')
  })

  it('can drop the öre', () => {
    expect(seen(formatMoney(1234.5, { decimals: 0 }))).toBe('1 235 kr')
  })

  it('shows a dash for what is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe(EMPTY_VALUE)
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe(EMPTY_VALUE)
  })
})

describe('formatNumber', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(seen(formatNumber(1234567.5))).toBe('1 234 567,5')
    expect(formatNumber(12)).toBe('12')
    expect(seen(formatNumber(0.125, { maxDecimals: 2 }))).toBe('0,13')
    expect(formatNumber(2, { minDecimals: 2 })).toBe('2,00')
    expect(formatNumber(Number.NaN)).toBe(EMPTY_VALUE)
  })
})

describe('formatDate', () => {
  it('formats a calendar day the same in every time zone', () => {
    expect(formatDate('2026-11-23')).toBe('2026-11-23')
    expect(formatDate('2026-11-23', 'long')).toBe('23 november 2026')
    expect(seen(formatDate('2026-01-02', 'dayMonth'))).toBe('2 jan.')
  })

  it('shows instants in Swedish time', () => {
    // 23:30 UTC on 23 Nov is already 24 Nov in Stockholm (UTC+1 in winter).
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('2026-11-24')
    expect(formatDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01')
    expect(formatDate(Date.UTC(2026, 0, 15, 12))).toBe('2026-01-15')
    expect(seen(formatDateTime('2026-11-23T10:05:00Z'))).toBe('2026-11-23 11:05')
    expect(seen(formatDateTime('2026-07-01T10:05:00Z'))).toBe('2026-07-01 12:05')
  })

  it('puts the spec weekday label first in the weekday style', () => {
    expect(seen(formatDate('2026-11-23', 'weekday'))).toBe('Mån 23 nov.')
    expect(seen(formatDate('2026-11-26', 'weekday'))).toBe('Tors 26 nov.')
    expect(seen(formatDate('2026-11-29', 'weekday'))).toBe('Sön 29 nov.')
  })

  it('shows a dash for an invalid date instead of throwing', () => {
    expect(formatDate('not a date')).toBe(EMPTY_VALUE)
    expect(formatDate('2026-02-30')).toBe(EMPTY_VALUE)
    expect(formatDateTime(Number.NaN)).toBe(EMPTY_VALUE)
  })
})

describe('weekday labels', () => {
  it('are the spec labels, Monday first', () => {
    expect(WEEKDAY_LABELS).toEqual(['Mån', 'Tis', 'Ons', 'Tors', 'Fre', 'Lör', 'Sön'])
  })

  it('label every day of a week', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']
    expect(week.map((day) => weekdayLabel(day))).toEqual([...WEEKDAY_LABELS])
    // Sunday 23:30 UTC is Monday in Stockholm.
    expect(weekdayLabel('2026-11-29T23:30:00Z')).toBe('Mån')
    expect(weekdayLabel('garbage')).toBe(EMPTY_VALUE)
  })
})
