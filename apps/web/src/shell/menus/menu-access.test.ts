import type { BrandRoute } from '@shop/schemas'
import { describe, expect, it } from 'vitest'
import type { ShellMenus } from '../types'
import { forbiddenLink, menusFor } from './menu-access'

const routes: BrandRoute[] = [
  { path: '/mina-offerter', page: 'MyQuotes' },
  { path: '/mina-offerter/:quoteId', page: 'QuoteDetails' },
  { path: '/anvandare', page: 'UserAdministrator' },
]
const viewer = (permissionDenies: Array<'EJ_SKAPA_OFFERT' | 'EJ_ORDER'>, role: 'USER' | 'BUYER_ADMIN' = 'USER') => ({
  principal: { userId: '1', role, customerPermissions: [{ customerId: '10', role, permissionDenies }] },
  customerId: '10',
})
const menus: ShellMenus = {
  products: [],
  services: [
    { label: 'Hitta butik', url: '/hitta-butik' },
    { label: 'Mina offerter', url: '/mina-offerter/' },
  ],
  extra: [
    { label: 'Offert 1', url: '/mina-offerter/Q-1?steg=2' },
    { label: 'Partner', url: 'https://example.se' },
  ],
}

describe('menus and EJ_SKAPA_OFFERT', () => {
  it('leaves out the quote pages for a user whose customer denies quotes', () => {
    const shown = menusFor(menus, routes, viewer(['EJ_SKAPA_OFFERT']))
    expect(shown.services.map((link) => link.label)).toEqual(['Hitta butik'])
    expect(shown.extra.map((link) => link.label)).toEqual(['Partner'])
  })

  it('keeps them for a user who may create quotes, and for visitors (the page asks them to log in)', () => {
    expect(menusFor(menus, routes, viewer(['EJ_ORDER']))).toEqual(menus)
    expect(menusFor(menus, routes, null)).toEqual(menus)
  })

  it('also leaves out a page the role does not reach', () => {
    expect(forbiddenLink('/anvandare', routes, viewer([]))).toBe(true)
    expect(forbiddenLink('/anvandare', routes, viewer([], 'BUYER_ADMIN'))).toBe(false)
    expect(forbiddenLink('/kundservice', routes, viewer(['EJ_SKAPA_OFFERT']))).toBe(false)
  })
})
