import { brandById } from '@shop/tenants'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, frameAncestorsOf, securityHeaders } from './security-headers'

const brand = (id: string) => {
  const found = brandById(id)
  if (!found) throw new Error(`no brand ${id}`)
  return found
}
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('security headers', () => {
  it('let only the brand itself and its procurement systems frame its pages', () => {
    const nordbygg = contentSecurityPolicy(brand('nordbygg'), { origin: 'https://www.nordbygg.se', reportOrigin: null })
    expect(directive(nordbygg, 'frame-ancestors')).toEqual(["'self'", ...frameAncestorsOf(brand('nordbygg'))])
    expect(frameAncestorsOf(brand('nordbygg'))).toContain('http://127.0.0.1:*')
    // A brand without punch-out frames is framed by nobody else.
    const trahuset = contentSecurityPolicy(brand('trahuset'), { origin: 'https://www.trahuset.se', reportOrigin: null })
    expect(directive(trahuset, 'frame-ancestors')).toEqual(["'self'"])
  })

  it('allow scripts only from the site and the outside services the brand configured', () => {
    const policy = contentSecurityPolicy(
      { ...brand('nordbygg'), tagManagerId: undefined, mapsKey: undefined },
      { origin: 'https://www.nordbygg.se', reportOrigin: 'https://o1.ingest.sentry.io' },
    )
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.io'])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    const tagged = contentSecurityPolicy(
      { ...brand('nordbygg'), tagManagerId: 'GTM-X1', mapsKey: 'k' },
      { origin: 'https://www.nordbygg.se', reportOrigin: null },
    )
    expect(directive(tagged, 'script-src')).toEqual(
      expect.arrayContaining(['https://*.googletagmanager.com', 'https://maps.googleapis.com']),
    )
  })

  it('promise https (HSTS, upgraded requests) only on an https origin', () => {
    const https = securityHeaders(brand('nordbygg'), { origin: 'https://www.nordbygg.se', reportOrigin: null })
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests')
    expect(https['X-Content-Type-Options']).toBe('nosniff')
    const local = securityHeaders(brand('nordbygg'), { origin: 'http://nordbygg.localhost:3000', reportOrigin: null })
    expect(local['Strict-Transport-Security']).toBeUndefined()
    expect(local['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
  })
})
