import { describe, expect, it } from 'vitest'
import { type CartEvent, type CartStatus, nextCartStatus } from './cart-status'

// Spec section 4, row by row; every pair not listed leaves the status unchanged.
const TABLE: Array<[CartStatus, CartEvent, CartStatus]> = [
  ['noCart', 'UPDATE', 'mutating'],
  ['idle', 'LOGOUT', 'noCart'],
  ['idle', 'SUCCESS', 'idle'],
  ['idle', 'UPDATE', 'mutating'],
  ['mutating', 'LOGOUT', 'noCart'],
  ['mutating', 'ERROR', 'error'],
  ['mutating', 'SUCCESS', 'idle'],
  ['mutating', 'UPDATE', 'mutating'],
  ['error', 'LOGOUT', 'noCart'],
  ['error', 'SUCCESS', 'idle'],
  ['error', 'UPDATE', 'mutating'],
]
const STATUSES: CartStatus[] = ['noCart', 'idle', 'mutating', 'error']
const EVENTS: CartEvent[] = ['UPDATE', 'SUCCESS', 'ERROR', 'LOGOUT']

describe('cart status machine', () => {
  it.each(TABLE)('%s + %s → %s', (from, event, to) => {
    expect(nextCartStatus(from, event)).toBe(to)
  })

  it('leaves the status unchanged for every event a state does not define', () => {
    for (const status of STATUSES) {
      for (const event of EVENTS) {
        if (TABLE.some(([from, e]) => from === status && e === event)) continue
        expect(nextCartStatus(status, event), `${status} + ${event}`).toBe(status)
      }
    }
  })

  it('a failed change, then a retry that works, ends idle; logging out ends with no cart', () => {
    const events: CartEvent[] = ['UPDATE', 'ERROR', 'UPDATE', 'SUCCESS', 'LOGOUT']
    expect(events.reduce(nextCartStatus, 'noCart' as CartStatus)).toBe('noCart')
    expect(events.slice(0, 4).reduce(nextCartStatus, 'noCart' as CartStatus)).toBe('idle')
  })
})
