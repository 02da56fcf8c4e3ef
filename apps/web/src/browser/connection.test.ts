import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPrefetch, prefetchAllowed } from './connection'

describe('prefetchAllowed', () => {
  it('prefetches when the browser tells nothing of its connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed(null)).toBe(true)
    expect(prefetchAllowed({})).toBe(true)
  })

  it('prefetches on 3g and 4g without data saver', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
  })

  it('does not prefetch on 2g or slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g', saveData: false })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('does not prefetch with data saver on, whatever the connection', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(prefetchAllowed({ saveData: true })).toBe(false)
  })
})

describe('defaultPrefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("leaves Next's default where the browser has no connection to read, as on the server", () => {
    vi.stubGlobal('navigator', {})
    expect(defaultPrefetch()).toBeNull()
    vi.stubGlobal('navigator', undefined)
    expect(defaultPrefetch()).toBeNull()
  })

  it('turns prefetching off on a slow connection', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: true } })
    expect(defaultPrefetch()).toBe(false)
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g', saveData: false } })
    expect(defaultPrefetch()).toBe(false)
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: false } })
    expect(defaultPrefetch()).toBeNull()
  })
})
