import type { CheckoutOrderResult } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import { brokenStorage, memoryStorage } from '@/browser/test-storage'
import {
  attemptKey,
  endAttempt,
  IDEMPOTENCY_STORAGE_KEY,
  parseOrderIds,
  placeOutcome,
  successPath,
} from './place-order'

const order = (overrides: Partial<CheckoutOrderResult>): CheckoutOrderResult => ({
  deliveryId: 'DBI',
  tempOrderId: 'T1',
  success: true,
  orderId: 'D700100',
  error: null,
  message: null,
  ...overrides,
})
const names = { DBI: 'Utkörning', EXH: 'Leverans till butik' }

describe('attemptKey', () => {
  it('makes one key per attempt and reuses it for a double click or a retry', () => {
    const storage = memoryStorage()
    let n = 0
    const random = () => `key-number-${++n}`
    const first = attemptKey(storage, 'c1', random)
    expect(first).toBe('key-number-1')
    expect(attemptKey(storage, 'c1', random)).toBe(first)
    expect(storage.getItem(IDEMPOTENCY_STORAGE_KEY)).toContain(first)
  })

  it('starts a new attempt after an answer, or for another cart', () => {
    const storage = memoryStorage()
    let n = 0
    const random = () => `key-number-${++n}`
    attemptKey(storage, 'c1', random)
    expect(attemptKey(storage, 'c2', random)).toBe('key-number-2')
    endAttempt(storage)
    expect(attemptKey(storage, 'c2', random)).toBe('key-number-3')
  })

  it('still answers a well-formed key without storage', () => {
    expect(attemptKey(brokenStorage, 'c1')).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(attemptKey(null, 'c1')).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(() => endAttempt(brokenStorage)).not.toThrow()
  })
})

describe('placeOutcome (spec sections 4 and 5)', () => {
  it('is a success when every delivery became an order', () => {
    expect(placeOutcome({ orders: [order({}), order({ deliveryId: 'EXH', orderId: 'D700101' })] }, names)).toEqual({
      kind: 'success',
      orderIds: ['D700100', 'D700101'],
    })
  })

  it('is partial when some failed, naming the failed deliveries', () => {
    expect(
      placeOutcome(
        { orders: [order({}), order({ deliveryId: 'EXH', success: false, orderId: null, error: 'x' })] },
        names,
      ),
    ).toEqual({ kind: 'partial', orderIds: ['D700100'], failed: [{ deliveryId: 'EXH', name: 'Leverans till butik' }] })
  })

  it('fails on an error or without any successful order', () => {
    expect(placeOutcome(null, names)).toEqual({ kind: 'failed' })
    expect(placeOutcome({ orders: [] }, names)).toEqual({ kind: 'failed' })
    expect(placeOutcome({ orders: [order({ success: false, orderId: null })] }, names)).toEqual({ kind: 'failed' })
  })
})

describe('order ids in the confirmation URL', () => {
  it('round-trips through successPath and parseOrderIds', () => {
    expect(successPath(['D1', 'D2'])).toBe('/checkout-success-page?orders=D1,D2')
    expect(parseOrderIds('D1,D2')).toEqual(['D1', 'D2'])
    expect(parseOrderIds(['D1', 'D2,D1'])).toEqual(['D1', 'D2'])
    expect(parseOrderIds(undefined)).toEqual([])
    expect(parseOrderIds('<script>,D3')).toEqual(['D3'])
  })
})
