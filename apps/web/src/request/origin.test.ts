import { describe, expect, it } from 'vitest'
import { BRAND_HEADER } from './headers'
import { originOf } from './origin'

describe('originOf', () => {
  it('links to the host the visitor used, for the brand the proxy chose', () => {
    const headers = new Headers({ host: 'nordbygg.se', 'x-forwarded-proto': 'https', [BRAND_HEADER]: 'trahuset' })
    const { origin, brand } = originOf(headers)
    expect(origin).toBe('https://nordbygg.se')
    // The Host names another brand; the proxy's choice wins, so a link and its brand never disagree.
    expect(brand.id).toBe('trahuset')
  })

  it('prefers the forwarded host and falls back to the request URL for the scheme', () => {
    const headers = new Headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'proffsbygget.se' })
    expect(originOf(headers, 'http://127.0.0.1:3000/api/x').origin).toBe('http://proffsbygget.se')
  })

  it('without the proxy (a script) is the default brand, on its first hostname', () => {
    const { origin, brand } = originOf(new Headers())
    expect(brand.isDefault).toBe(true)
    expect(origin).toBe(`https://${brand.hostnames[0]}`)
  })

  it('ignores an unknown brand id', () => {
    expect(originOf(new Headers({ [BRAND_HEADER]: 'finns-inte' })).brand.isDefault).toBe(true)
  })
})
