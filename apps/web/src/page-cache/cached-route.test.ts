import { brandById } from '@shop/tenants'
import { describe, expect, it } from 'vitest'
import { type PageRequest, servedFromCache, servedToMembers } from './cached-route'

const nordbygg = brandById('nordbygg')
if (!nordbygg) throw new Error('the nordbygg brand is missing')

const anonymous = (pathname: string, over: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname,
  search: '',
  personal: false,
  appUserAgent: false,
  cacheableContent: true,
  routes: nordbygg.routes,
  ...over,
})

describe('which requests get the page rendered once for every anonymous visitor', () => {
  it('front, content, listing, category, campaign, range, product and store pages', () => {
    for (const path of [
      '/',
      '/kundservice',
      '/nyheter/var-nyhet',
      '/kategorier/jarnhandel/skruv',
      '/kampanjer',
      '/kampanjer/host',
      '/sortiment',
      '/sortiment/tra',
      '/produkt/skruv-123',
      '/butiker/101',
      '/hitta-butik',
      '/aterforsaljare',
    ]) {
      expect(servedFromCache(anonymous(path)), path).toBe(true)
    }
  })

  it('never a visitor with a session or a bearer token, nor the app', () => {
    expect(servedFromCache(anonymous('/produkt/skruv-123', { personal: true }))).toBe(false)
    expect(servedFromCache(anonymous('/', { appUserAgent: true }))).toBe(false)
  })

  it('never a query: filters, sorting, search words and ?preview=1 stay per request', () => {
    expect(servedFromCache(anonymous('/kategorier/jarnhandel', { search: '?sort=price' }))).toBe(false)
    expect(servedFromCache(anonymous('/kundservice', { search: '?preview=1' }))).toBe(false)
  })

  it('never a form post, nor a brand whose content comes from its own API (Contentful)', () => {
    expect(servedFromCache(anonymous('/', { method: 'POST' }))).toBe(false)
    expect(servedFromCache(anonymous('/', { cacheableContent: false }))).toBe(false)
  })

  it('never the personal pages, the checkout, punch-out, the admin or the APIs', () => {
    for (const path of [
      '/search',
      '/cart',
      '/delivery',
      '/summary',
      '/logga-in',
      '/offert/abc',
      '/punchout/oci',
      '/admin',
      '/api/brand-config',
      '/robots.txt',
    ]) {
      expect(servedFromCache(anonymous(path)), path).toBe(false)
    }
  })

  it("never a custom page of the brand's route file, nor a path deeper than a content page", () => {
    const custom = nordbygg.routes[0]?.path
    expect(custom).toBeDefined()
    expect(servedFromCache(anonymous(custom?.replace(/:[^/]+/g, 'x') ?? ''))).toBe(false)
    expect(servedFromCache(anonymous('/a/b/c'))).toBe(false)
  })
})

describe("which logged-in shoppers' requests get the page rendered once for their member view", () => {
  const member = (pathname: string, over: Partial<PageRequest> = {}) => servedToMembers(anonymous(pathname, over))

  it('the front page, the store pages, the store finder, the reseller list and the product pages', () => {
    expect(member('/')).toBe(true)
    expect(member('/butiker/101')).toBe(true)
    expect(member('/hitta-butik')).toBe(true)
    expect(member('/aterforsaljare')).toBe(true)
    expect(member('/produkt/skruv-123')).toBe(true)
    expect(member('/produkt/skruv-123', { search: '?variant=2' })).toBe(false)
  })

  it('not the pages whose tiles still carry prices and stock from the server, nor the personal pages', () => {
    for (const path of ['/kundservice', '/produkt', '/kategorier/jarnhandel', '/butiker', '/cart', '/mina-sidor']) {
      expect(member(path), path).toBe(false)
    }
  })

  it('never a query, a form post, the app or a brand whose content comes from its own API', () => {
    expect(member('/hitta-butik', { search: '?q=umea' })).toBe(false)
    expect(member('/hitta-butik', { method: 'POST' })).toBe(false)
    expect(member('/hitta-butik', { appUserAgent: true })).toBe(false)
    expect(member('/hitta-butik', { cacheableContent: false })).toBe(false)
  })
})
