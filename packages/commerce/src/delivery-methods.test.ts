import { describe, expect, it } from 'vitest'
import {
  allowedDeliveryMethods,
  DELIVERY_METHOD_RULES,
  deliveryHoursRefusal,
  deliveryNeeds,
  isWithinHours,
  offeredDeliveryMethods,
} from './delivery-methods'

const ALL = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const

/** `hh:mm` on a day in Stockholm: UTC+1 in winter (24 November 2026), UTC+2 in summer (16 June 2026). */
const winter = (time: string) => new Date(`2026-11-24T${time}:00+01:00`)
const summer = (time: string) => new Date(`2026-06-16T${time}:00+02:00`)

describe('delivery methods', () => {
  it('use the spec’s short codes and order types', () => {
    const codes = Object.fromEntries(Object.values(DELIVERY_METHOD_RULES).map((r) => [r.id, r.shortCode]))
    expect(codes).toEqual({ DBI: null, EXH: 'LE', XXX: 'BE', EXB: 'BEH', '24-12': '24-12' })
    expect(DELIVERY_METHOD_RULES.DBI.orderType).toBe('standard')
    expect(DELIVERY_METHOD_RULES.EXH.orderType).toBe('standard')
    expect(DELIVERY_METHOD_RULES.XXX.orderType).toBe('express')
  })

  it('leave only the standard methods when EJ_ALLA_LEVERANSSATT denies the rest', () => {
    expect(allowedDeliveryMethods(true)).toEqual(['DBI', 'EXH'])
    expect(allowedDeliveryMethods(false)).toEqual([...ALL])
  })

  it('show an option only inside its hours, also across midnight', () => {
    const day = { start: 6, end: 14 }
    expect([5, 6, 13, 14].map((h) => isWithinHours(h, day))).toEqual([false, true, true, false])
    const night = { start: 22, end: 6 }
    expect([21, 22, 0, 5, 6].map((h) => isWithinHours(h, night))).toEqual([false, true, true, true, false])
    expect(isWithinHours(3, null)).toBe(true)
  })
})

describe('deliveryNeeds: what each method asks of the order', () => {
  it('collects EXH in a store and drives every other method to an address', () => {
    expect(deliveryNeeds('EXH')).toEqual({ address: false, store: true, zipCode: false })
    expect(deliveryNeeds('DBI')).toEqual({ address: true, store: false, zipCode: false })
    expect(deliveryNeeds('EXB')).toEqual({ address: true, store: false, zipCode: false })
  })

  it('asks express home delivery and the late option for a zip code', () => {
    expect(deliveryNeeds('XXX')).toEqual({ address: true, store: false, zipCode: true })
    expect(deliveryNeeds('24-12')).toEqual({ address: true, store: false, zipCode: true })
  })
})

describe('availableBetweenHours (Stockholm time)', () => {
  it('offers express home delivery 06–14 and the late option 12–24; the others all day', () => {
    expect(offeredDeliveryMethods(ALL, winter('08:30'))).toEqual(['DBI', 'EXH', 'XXX', 'EXB'])
    expect(offeredDeliveryMethods(ALL, winter('13:30'))).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12'])
    expect(offeredDeliveryMethods(ALL, winter('15:30'))).toEqual(['DBI', 'EXH', 'EXB', '24-12'])
    expect(offeredDeliveryMethods(ALL, winter('03:00'))).toEqual(['DBI', 'EXH', 'EXB'])
  })

  it('keeps the allowed set and its order', () => {
    expect(offeredDeliveryMethods(['EXH', 'DBI'], winter('08:00'))).toEqual(['EXH', 'DBI'])
  })

  it('reads the hour in Stockholm, not in UTC, summer and winter', () => {
    // Each of these would get the other answer if the hour were read in UTC.
    expect(deliveryHoursRefusal('XXX', new Date('2026-11-24T05:30:00Z'))).toBeNull() // 06:30 in Stockholm
    expect(deliveryHoursRefusal('XXX', new Date('2026-11-24T13:30:00Z'))).not.toBeNull() // 14:30
    expect(deliveryHoursRefusal('XXX', new Date('2026-06-16T04:30:00Z'))).toBeNull() // 06:30 (summer time)
    expect(deliveryHoursRefusal('XXX', new Date('2026-06-16T12:30:00Z'))).not.toBeNull() // 14:30
  })

  it('refuses a method outside its hours with the hours to choose it in, and nothing inside them', () => {
    expect(deliveryHoursRefusal('XXX', winter('05:59'))).toEqual({
      key: 'cart.delivery_method_closed',
      params: { start: '06', end: '14' },
    })
    expect(deliveryHoursRefusal('XXX', winter('06:00'))).toBeNull()
    expect(deliveryHoursRefusal('XXX', winter('13:59'))).toBeNull()
    expect(deliveryHoursRefusal('XXX', summer('14:00'))).toEqual({
      key: 'cart.delivery_method_closed',
      params: { start: '06', end: '14' },
    })
    expect(deliveryHoursRefusal('24-12', winter('11:59'))).toEqual({
      key: 'cart.delivery_method_closed',
      params: { start: '12', end: '24' },
    })
    expect(deliveryHoursRefusal('24-12', winter('23:59'))).toBeNull()
    expect(deliveryHoursRefusal('24-12', winter('00:00'))).not.toBeNull()
  })

  it('never refuses the methods without hours', () => {
    for (const time of ['00:00', '05:00', '14:00', '23:59']) {
      for (const method of ['DBI', 'EXH', 'EXB'] as const) expect(deliveryHoursRefusal(method, winter(time))).toBeNull()
    }
  })
})
