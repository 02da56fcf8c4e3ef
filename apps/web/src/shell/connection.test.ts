import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from './connection'

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
