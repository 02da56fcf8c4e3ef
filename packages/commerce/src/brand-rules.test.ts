import { describe, expect, it } from 'vitest'
import { brandRuleText } from './brand-rules'

const calendar = { cutoffHour: 12, closedDays: ['2026-12-23', '2026-12-28', '2027-01-07', '2025-12-23'] }

describe('brandRuleText', () => {
  it('writes the cut-off hour as the clock time', () => {
    expect(brandRuleText('cutoffHour', calendar, new Date('2026-12-06T10:00:00Z'))).toBe('klockan 12')
    expect(brandRuleText('cutoffHour', { ...calendar, cutoffHour: 15 }, new Date())).toBe('klockan 15')
  })

  it('lists the closed days still to come, in order, with the year only outside this one', () => {
    expect(brandRuleText('closedDays', calendar, new Date('2026-12-06T10:00:00Z'))).toBe(
      '23 december, 28 december och 7 januari 2027',
    )
  })

  it('counts today by the Stockholm calendar and drops the days gone by', () => {
    // 23:30 UTC on the 23rd is already the 24th in Stockholm.
    expect(brandRuleText('closedDays', calendar, new Date('2026-12-23T23:30:00Z'))).toBe(
      '28 december och 7 januari 2027',
    )
    expect(brandRuleText('closedDays', { ...calendar, closedDays: [] }, new Date())).toBe('inga')
  })
})
