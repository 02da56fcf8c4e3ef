import { describe, expect, it } from 'vitest'
import type { Principal } from '../permissions'
import { orderScope, orderVisibility } from './scope'

const user: Principal = {
  userId: '1',
  role: 'USER',
  customerPermissions: [
    { customerId: 'C1', role: 'USER', permissionDenies: [] },
    { customerId: 'C2', role: 'USER', permissionDenies: ['EJ_ORDERHISTORIK'] },
    { customerId: 'C3', role: 'BUYER_ADMIN', permissionDenies: ['EJ_ORDER'] },
  ],
}
const siteAdmin: Principal = { userId: '9', role: 'SITE_ADMIN', customerPermissions: [] }

describe('orderVisibility', () => {
  it('shows an order of a permitted customer, with or without that customer chosen', () => {
    expect(orderVisibility(user, null, 'C1')).toBe('visible')
    expect(orderVisibility(user, 'C1', 'C1')).toBe('visible')
    // EJ_ORDER forbids placing orders, not reading them.
    expect(orderVisibility(user, 'C3', 'C3')).toBe('visible')
  })

  it('hides orders of other customers and outside the chosen context as if they did not exist', () => {
    expect(orderVisibility(user, null, 'C9')).toBe('not_found')
    expect(orderVisibility(user, 'C1', 'C3')).toBe('not_found')
    expect(orderVisibility(user, null, null)).toBe('not_found')
    // Even a customer denying the history: outside the chosen context it is simply not there.
    expect(orderVisibility(user, 'C1', 'C2')).toBe('not_found')
  })

  it('refuses (403) an order of a customer that denies EJ_ORDERHISTORIK', () => {
    expect(orderVisibility(user, 'C2', 'C2')).toBe('forbidden')
    expect(orderVisibility(user, null, 'C2')).toBe('forbidden')
  })

  it('lets site admins see every order', () => {
    expect(orderVisibility(siteAdmin, null, 'C9')).toBe('visible')
    expect(orderVisibility(siteAdmin, 'C1', null)).toBe('visible')
  })
})

describe('orderScope', () => {
  it('is the chosen customer only', () => {
    expect(orderScope(user, 'C1')).toEqual({ kind: 'customers', customerIds: ['C1'] })
  })

  it('is every permitted customer allowing the history when none is chosen', () => {
    expect(orderScope(user, null)).toEqual({ kind: 'customers', customerIds: ['C1', 'C3'] })
  })

  it('is forbidden when the chosen customer denies the history', () => {
    expect(orderScope(user, 'C2')).toEqual({ kind: 'forbidden' })
  })

  it('is empty for a chosen customer the user holds no permission for', () => {
    expect(orderScope(user, 'C9')).toEqual({ kind: 'customers', customerIds: [] })
  })

  it('is everything for site admins', () => {
    expect(orderScope(siteAdmin, 'C1')).toEqual({ kind: 'all' })
  })
})
