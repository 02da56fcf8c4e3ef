import { describe, expect, it } from 'vitest'
import { decideAccess } from './access'
import { adminCustomerIds, hasRole, isAdmin, isAllowed, type Principal } from './permissions'

const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: 'u1',
  role: 'USER',
  customerPermissions: [
    { customerId: 'C1', role: 'USER', permissionDenies: ['EJ_SE_PRISER'] },
    { customerId: 'C2', role: 'BUYER_ADMIN', permissionDenies: [] },
  ],
  ...over,
})

describe('roles', () => {
  it('passes a role check at or above the required level only', () => {
    expect(hasRole('SITE_ADMIN', 'SELLER_ADMIN')).toBe(true)
    expect(hasRole('SELLER_ADMIN', 'SELLER_ADMIN')).toBe(true)
    expect(hasRole('BUYER_ADMIN', 'SELLER_ADMIN')).toBe(false)
    expect(hasRole('USER', 'BUYER_ADMIN')).toBe(false)
  })

  it('counts the three admin roles as admin and USER not', () => {
    expect(['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'].map((r) => isAdmin(r as never))).toEqual([
      false,
      true,
      true,
      true,
    ])
  })

  it('derives the customers a user administers from their permissions', () => {
    expect(adminCustomerIds(principal())).toEqual(['C2'])
  })
})

describe('deny codes', () => {
  it('denies an action only for the customer whose list holds the code', () => {
    expect(isAllowed(principal(), 'C1', 'EJ_SE_PRISER')).toBe(false)
    expect(isAllowed(principal(), 'C2', 'EJ_SE_PRISER')).toBe(true)
    expect(isAllowed(principal(), 'C1', 'EJ_ORDER')).toBe(true)
  })
})

describe('decideAccess', () => {
  it('lets anyone through a public rule', () => {
    expect(decideAccess({}, null)).toEqual({ ok: true })
  })

  it('asks an anonymous visitor to log in for any protected rule', () => {
    expect(decideAccess({ login: true }, null)).toEqual({ ok: false, reason: 'login' })
    expect(decideAccess({ role: 'BUYER_ADMIN' }, null)).toEqual({ ok: false, reason: 'login' })
    expect(decideAccess({ allow: 'EJ_ORDERHISTORIK' }, null)).toEqual({ ok: false, reason: 'login' })
  })

  it('forbids a logged-in user below the required role', () => {
    expect(decideAccess({ role: 'BUYER_ADMIN' }, principal())).toEqual({ ok: false, reason: 'forbidden' })
    expect(decideAccess({ role: 'BUYER_ADMIN' }, principal({ role: 'SELLER_ADMIN' }))).toEqual({ ok: true })
  })

  it('forbids an action denied for the chosen customer', () => {
    const user = principal({
      customerPermissions: [{ customerId: 'C1', role: 'USER', permissionDenies: ['EJ_ORDERHISTORIK'] }],
    })
    expect(decideAccess({ login: true, allow: 'EJ_ORDERHISTORIK' }, user, 'C1')).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect(decideAccess({ login: true, allow: 'EJ_ORDERHISTORIK' }, user, 'C9')).toEqual({ ok: true })
  })
})
