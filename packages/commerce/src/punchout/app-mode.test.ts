import { describe, expect, it } from 'vitest'
import { appModeOf, enterPunchout, PUNCHOUT_DENIES, punchoutPermissions } from './app-mode'

const now = new Date('2026-11-24T10:00:00Z')
const saved = {
  callbackUrl: 'https://srm.example.se/sap/bc/gui/oci?sap-client=100',
  companyName: 'Västkustens Entreprenad',
  lastUsed: '2026-11-20T08:00:00.000Z',
}

describe('entering punch-out mode', () => {
  it('takes HOOK_URL and Bolag from the query first, and clears them from the URL', () => {
    expect(
      enterPunchout({ HOOK_URL: 'https://ariba.example.com/hook', Bolag: 'Fastighetsservice Norr' }, saved, now),
    ).toEqual({
      mode: 'PUNCHOUT',
      settings: {
        callbackUrl: 'https://ariba.example.com/hook',
        companyName: 'Fastighetsservice Norr',
        lastUsed: now.toISOString(),
      },
      clearQuery: true,
    })
  })

  it('falls back to the saved settings, marking them used now', () => {
    expect(enterPunchout({}, saved, now)).toEqual({
      mode: 'PUNCHOUT',
      settings: { ...saved, lastUsed: now.toISOString() },
      clearQuery: false,
    })
    // Half a query is no query: the saved pair is used, and the half is cleared from the URL.
    expect(enterPunchout({ Bolag: 'Annat Bolag' }, saved, now)).toMatchObject({
      mode: 'PUNCHOUT',
      settings: { companyName: 'Västkustens Entreprenad' },
      clearQuery: true,
    })
  })

  it('stays NORMAL with the missing-callback message without both a callback and a company', () => {
    const missing = { mode: 'NORMAL', error: 'errors.punchout.missing_callback_url' }
    expect(enterPunchout({}, null, now)).toEqual({ ...missing, clearQuery: false })
    expect(enterPunchout({ HOOK_URL: 'https://srm.example.se/hook' }, null, now)).toEqual({
      ...missing,
      clearQuery: true,
    })
    expect(enterPunchout({ Bolag: 'Bolaget' }, null, now)).toEqual({ ...missing, clearQuery: true })
    expect(enterPunchout({ HOOK_URL: '  ', Bolag: '  ' }, null, now)).toEqual({ ...missing, clearQuery: true })
  })

  it('takes only an absolute http(s) address as the callback: the cart is posted there', () => {
    for (const HOOK_URL of ['javascript:alert(1)', '/relative/hook', 'ftp://srm.example.se/hook', 'inte en adress'])
      expect(enterPunchout({ HOOK_URL, Bolag: 'Bolaget' }, null, now).mode).toBe('NORMAL')
  })
})

describe('the app mode of a request', () => {
  it('is PUNCHOUT in a punch-out session, APP for the native apps, NORMAL otherwise', () => {
    expect(appModeOf({ punchout: true, appUserAgent: true })).toBe('PUNCHOUT')
    expect(appModeOf({ punchout: false, appUserAgent: true })).toBe('APP')
    expect(appModeOf({ punchout: false, appUserAgent: false })).toBe('NORMAL')
  })
})

describe('what a punch-out session may do', () => {
  it('may not check out, see order history or administer users, whatever the user may do elsewhere', () => {
    const admin = {
      role: 'SELLER_ADMIN' as const,
      customerPermissions: [
        { customerId: '7', role: 'SELLER_ADMIN' as const, permissionDenies: ['EJ_SE_RABATTER' as const] },
        { customerId: '8', role: 'USER' as const, permissionDenies: ['EJ_ORDER' as const] },
      ],
    }
    expect(punchoutPermissions(admin)).toEqual({
      role: 'USER',
      customerPermissions: [
        { customerId: '7', role: 'USER', permissionDenies: ['EJ_SE_RABATTER', ...PUNCHOUT_DENIES] },
        { customerId: '8', role: 'USER', permissionDenies: ['EJ_ORDER', 'EJ_ORDERHISTORIK'] },
      ],
    })
    expect(PUNCHOUT_DENIES).toEqual(['EJ_ORDER', 'EJ_ORDERHISTORIK'])
  })
})
