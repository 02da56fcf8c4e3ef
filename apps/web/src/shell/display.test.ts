import { describe, expect, it } from 'vitest'
import { contextDisplayName, openingHoursRows } from './display'

describe('contextDisplayName', () => {
  it('joins customer and project with a slash, or shows whichever exists', () => {
    expect(contextDisplayName('Bygg AB', 'Villa Ek')).toBe('Bygg AB / Villa Ek')
    expect(contextDisplayName('Bygg AB', null)).toBe('Bygg AB')
    expect(contextDisplayName(undefined, ' Villa Ek ')).toBe('Villa Ek')
    expect(contextDisplayName('', '  ')).toBeNull()
  })
})

describe('openingHoursRows', () => {
  it('lists days Monday first and merges consecutive equal hours', () => {
    expect(
      openingHoursRows({
        Sön: 'Stängt',
        Lör: '09–14',
        Fre: '07–18',
        Tors: '07–18',
        Ons: '07–18',
        Tis: '07–18',
        Mån: '07–18',
      }),
    ).toEqual([
      { days: 'Mån–Fre', hours: '07–18' },
      { days: 'Lör', hours: '09–14' },
      { days: 'Sön', hours: 'Stängt' },
    ])
  })

  it('does not merge across a missing day, and leaves out days without hours', () => {
    expect(openingHoursRows({ Mån: '07–18', Ons: '07–18', Tors: ' ' })).toEqual([
      { days: 'Mån', hours: '07–18' },
      { days: 'Ons', hours: '07–18' },
    ])
    expect(openingHoursRows({})).toEqual([])
  })
})
