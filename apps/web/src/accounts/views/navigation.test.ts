import { describe, expect, it } from 'vitest'
import { localPath, loginHrefFor } from './navigation'

describe('localPath: where a login may send the browser', () => {
  it('keeps paths on this site, with query and hash', () => {
    expect(localPath('/mina-sidor')).toBe('/mina-sidor')
    expect(localPath('/admin')).toBe('/admin')
    expect(localPath('/search?q=skruv#top')).toBe('/search?q=skruv#top')
    expect(localPath(['/kampanjer', '/x'])).toBe('/kampanjer')
  })

  it('refuses other sites and anything odd', () => {
    for (const value of [
      undefined,
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'mina-sidor',
      '/\tevil',
      '/ok\n',
      // Dot segments that resolve to a path of two slashes: another host to a browser.
      '/.//evil.example',
      '/a/..//evil.example',
      '/./%2e//evil.example',
    ]) {
      expect(localPath(value), String(value)).toBeNull()
    }
  })

  it('keeps encoded slashes inside the path', () => {
    expect(localPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })
})

describe('loginHrefFor', () => {
  it('adds the current page as next, except the start page and the login page itself', () => {
    expect(loginHrefFor('/logga-in', '/produkt/skruv-1?x=1')).toBe('/logga-in?next=%2Fprodukt%2Fskruv-1%3Fx%3D1')
    expect(loginHrefFor('/logga-in', '/')).toBe('/logga-in')
    expect(loginHrefFor('/logga-in', '/logga-in?next=/x')).toBe('/logga-in')
    expect(loginHrefFor('/logga-in', null)).toBe('/logga-in')
    expect(loginHrefFor('/logga-in', '//evil.example')).toBe('/logga-in')
  })
})
