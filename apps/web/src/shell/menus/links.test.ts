import { describe, expect, it } from 'vitest'
import { safeLink, telHref } from './links'

describe('safeLink', () => {
  it('follows paths and http(s), mailto and tel URLs', () => {
    expect(safeLink('/hitta-butik')).toEqual({ href: '/hitta-butik', external: false })
    expect(safeLink('#main')).toEqual({ href: '#main', external: false })
    expect(safeLink('https://example.se/a?b=1')).toEqual({ href: 'https://example.se/a?b=1', external: true })
    expect(safeLink('mailto:order@example.se')).toEqual({ href: 'mailto:order@example.se', external: false })
    expect(safeLink('tel:+46812345')).toEqual({ href: 'tel:+46812345', external: false })
  })

  it('refuses other protocols and protocol-relative URLs', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull()
    expect(safeLink(' JavaScript:alert(1)')).toBeNull()
    expect(safeLink('data:text/html,hi')).toBeNull()
    expect(safeLink('//evil.example')).toBeNull()
    expect(safeLink('/\\evil.example')).toBeNull()
    expect(safeLink('')).toBeNull()
    expect(safeLink(undefined)).toBeNull()
  })
})

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('08-123 45 67')).toBe('tel:081234567')
    expect(telHref('+46 (0)8 123 45')).toBe('tel:+460812345')
    expect(telHref('ring oss')).toBeNull()
  })
})
