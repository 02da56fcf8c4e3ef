import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite } from './same-origin'

const brand = { hostnames: ['nordbygg.se', 'www.nordbygg.se', 'nordbygg.localhost'] }
const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) })

describe('isCrossSiteWrite', () => {
  it("refuses a write another site's page made the browser send", () => {
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }), '/api/cart/items', brand)).toBe(true)
    expect(isCrossSiteWrite(request('DELETE', { 'sec-fetch-site': 'same-site' }), '/api/cart/items', brand)).toBe(true)
    // A browser without Sec-Fetch-Site still names the page's origin.
    expect(isCrossSiteWrite(request('PUT', { origin: 'https://evil.example' }), '/api/x', brand)).toBe(true)
    expect(isCrossSiteWrite(request('POST', { origin: 'null' }), '/api/x', brand)).toBe(true)
  })

  it("lets through this site's own pages, a user's own navigation and callers that are no browser", () => {
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'same-origin' }), '/api/x', brand)).toBe(false)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'none' }), '/api/x', brand)).toBe(false)
    expect(isCrossSiteWrite(request('POST', { origin: 'https://www.nordbygg.se' }), '/api/x', brand)).toBe(false)
    expect(isCrossSiteWrite(request('POST', { origin: 'http://nordbygg.localhost:3100' }), '/api/x', brand)).toBe(false)
    expect(isCrossSiteWrite(request('POST'), '/api/x', brand)).toBe(false)
  })

  it('never stands in the way of reading, nor of the OCI entry other sites post to by design', () => {
    expect(isCrossSiteWrite(request('GET', { 'sec-fetch-site': 'cross-site' }), '/api/x', brand)).toBe(false)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }), '/punchout/oci', brand)).toBe(false)
  })
})
