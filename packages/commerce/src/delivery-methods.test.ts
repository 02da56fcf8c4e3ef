import { describe, expect, it } from 'vitest'
import { allowedDeliveryMethods, DELIVERY_METHOD_RULES, isWithinHours } from './delivery-methods'

describe('delivery methods', () => {
  it('use the spec’s short codes and order types', () => {
    const codes = Object.fromEntries(Object.values(DELIVERY_METHOD_RULES).map((r) => [r.id, r.shortCode]))
    expect(codes).toEqual({ DBI: null, EXH: 'LE', XXX: 'BE', EXB: 'BEH', '24-12': '24-12' })
    expect(DELIVERY_METHOD_RULES.DBI.orderType).toBe('standard')
    expect(DELIVERY_METHOD_RULES.EXH.orderType).toBe('standard')
    expect(DELIVERY_METHOD_RULES.XXX.orderType).toBe('express')
    expect(DELIVERY_METHOD_RULES.EXH.requiresStore).toBe(true)
    expect(DELIVERY_METHOD_RULES.XXX.requiresZipCode).toBe(true)
  })

  it('leave only the standard methods when EJ_ALLA_LEVERANSSATT denies the rest', () => {
    expect(allowedDeliveryMethods(true)).toEqual(['DBI', 'EXH'])
    expect(allowedDeliveryMethods(false)).toEqual(['DBI', 'EXH', 'XXX', 'EXB', '24-12'])
  })

  it('show an option only inside its hours, also across midnight', () => {
    const day = { start: 6, end: 14 }
    expect([5, 6, 13, 14].map((h) => isWithinHours(h, day))).toEqual([false, true, true, false])
    const night = { start: 22, end: 6 }
    expect([21, 22, 0, 5, 6].map((h) => isWithinHours(h, night))).toEqual([false, true, true, true, false])
    expect(isWithinHours(3, null)).toBe(true)
  })
})
