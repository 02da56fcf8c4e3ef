import { decideAccess } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import { describe, expect, it } from 'vitest'
import { memberViewOf, viewerOfMemberView } from './member-view'

const claims = (role: 'USER' | 'BUYER_ADMIN', denies: string[], chosen: string | null = '7') => ({
  role,
  customerPermissions: [
    { customerId: '7', role, permissionDenies: denies as never[] },
    { customerId: '8', role, permissionDenies: ['EJ_SKAPA_OFFERT', 'EJ_ORDERHISTORIK'] as never[] },
  ],
  context: chosen ? { customerId: chosen, projectId: null } : null,
})

describe('a member view: who a shared logged-in page is rendered for', () => {
  it("names the role and the chosen customer's deny codes that gate a custom page, in one order", () => {
    expect(memberViewOf(claims('USER', []))).toBe('USER')
    expect(memberViewOf(claims('USER', ['EJ_SKAPA_OFFERT', 'EJ_SE_PRISER', 'EJ_ORDERHISTORIK']))).toBe(
      'USER.EJ_ORDERHISTORIK.EJ_SKAPA_OFFERT',
    )
    expect(memberViewOf(claims('BUYER_ADMIN', ['EJ_SKAPA_OFFERT']))).toBe('BUYER_ADMIN.EJ_SKAPA_OFFERT')
    // Another customer's denies, or none chosen, change nothing.
    expect(memberViewOf(claims('USER', [], null))).toBe('USER')
  })

  it('gives a viewer that every custom page decides for exactly as for the claims it came from', () => {
    for (const from of [
      claims('USER', []),
      claims('USER', ['EJ_SKAPA_OFFERT']),
      claims('USER', ['EJ_ORDERHISTORIK', 'EJ_SKAPA_OFFERT']),
      claims('BUYER_ADMIN', ['EJ_ORDERHISTORIK']),
      claims('BUYER_ADMIN', [], null),
    ]) {
      const viewer = viewerOfMemberView(memberViewOf(from))
      if (!viewer) throw new Error(`no viewer for ${memberViewOf(from)}`)
      const principal = { userId: '1', role: from.role, customerPermissions: from.customerPermissions }
      for (const [page, rule] of Object.entries(customPageAccess)) {
        expect(decideAccess(rule, viewer.principal, viewer.customerId).ok, `${memberViewOf(from)} ${page}`).toBe(
          decideAccess(rule, principal, from.context?.customerId).ok,
        )
      }
    }
  })

  it('knows no other spelling: an unknown role or code, another order or a repeat', () => {
    for (const view of [
      '',
      'KING',
      'USER.EJ_SE_PRISER',
      'USER.EJ_SKAPA_OFFERT.EJ_ORDERHISTORIK',
      'USER.',
      'USER.EJ_SKAPA_OFFERT.EJ_SKAPA_OFFERT',
    ]) {
      expect(viewerOfMemberView(view), view).toBeNull()
    }
  })
})
