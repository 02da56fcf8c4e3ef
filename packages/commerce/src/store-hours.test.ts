import { describe, expect, it } from 'vitest'
import { openingOn } from './store-hours'

const store = {
  openingHours: {
    monday: '06:30–18:00',
    tuesday: '06:30–18:00',
    wednesday: '06:30–18:00',
    thursday: '06:30–18:00',
    friday: '06:30–17:00',
    saturday: '09:00–14:00',
    sunday: 'Stängt',
  },
  specialOpeningHours: [
    { label: 'Julafton', date: '2026-12-24', hours: 'Stängt' },
    // As Payload stores a day picked in the admin: Swedish midnight, in UTC the evening before.
    { label: 'Nyårsafton', date: '2026-12-30T23:00:00.000Z', hours: '09:00–12:00' },
  ],
}

describe('openingOn', () => {
  it("gives the weekday's hours on the Swedish calendar day", () => {
    expect(openingOn(store, new Date('2026-12-04T12:00:00Z'))).toEqual({ hours: '06:30–17:00', note: null })
    // 23:30 UTC on a Friday is already Saturday in Stockholm.
    expect(openingOn(store, new Date('2026-12-04T23:30:00Z'))).toEqual({ hours: '09:00–14:00', note: null })
    expect(openingOn(store, new Date('2026-12-06T10:00:00Z'))).toEqual({ hours: null, note: null })
  })

  it('lets a deviating day win, closed or with hours of its own', () => {
    expect(openingOn(store, new Date('2026-12-24T09:00:00Z'))).toEqual({ hours: null, note: 'Julafton' })
    expect(openingOn(store, new Date('2026-12-31T08:00:00Z'))).toEqual({ hours: '09:00–12:00', note: 'Nyårsafton' })
  })
})
