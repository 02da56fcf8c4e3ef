import { describe, expect, it } from 'vitest'
import { memoryRateStore, SlidingWindowLimiter } from './rate-limit'

const rule = { limit: 3, windowMs: 60_000 }
const visitor = (id: string) => [{ key: `visitor:${id}`, rule }]

describe('SlidingWindowLimiter', () => {
  it('allows the limit inside the window and refuses the next with the wait until the oldest use leaves', () => {
    const limiter = new SlidingWindowLimiter()
    expect(limiter.take(visitor('a'), 0)).toEqual({ allowed: true })
    expect(limiter.take(visitor('a'), 10_000)).toEqual({ allowed: true })
    expect(limiter.take(visitor('a'), 20_000)).toEqual({ allowed: true })
    expect(limiter.take(visitor('a'), 30_000)).toEqual({ allowed: false, retryAfterMs: 30_000 })
  })

  it('slides: once the oldest use is a window old, one more call goes through', () => {
    const limiter = new SlidingWindowLimiter()
    for (const at of [0, 10_000, 20_000]) limiter.take(visitor('a'), at)
    expect(limiter.take(visitor('a'), 60_000)).toEqual({ allowed: true })
    expect(limiter.take(visitor('a'), 60_001)).toEqual({ allowed: false, retryAfterMs: 9_999 })
  })

  it('counts each key on its own', () => {
    const limiter = new SlidingWindowLimiter()
    for (const at of [0, 1, 2]) limiter.take(visitor('a'), at)
    expect(limiter.take(visitor('a'), 3).allowed).toBe(false)
    expect(limiter.take(visitor('b'), 3).allowed).toBe(true)
  })

  it('refuses when any key is over, and a refused call uses none of them', () => {
    const limiter = new SlidingWindowLimiter()
    const address = { key: 'address:203.0.113.7', rule: { limit: 2, windowMs: 60_000 } }
    expect(limiter.take([...visitor('a'), address], 0).allowed).toBe(true)
    expect(limiter.take([...visitor('b'), address], 1).allowed).toBe(true)
    expect(limiter.take([...visitor('c'), address], 2)).toEqual({ allowed: false, retryAfterMs: 59_998 })
    // Visitor c's refused call did not count: alone it has its whole allowance.
    for (const at of [3, 4, 5]) expect(limiter.take(visitor('c'), at).allowed).toBe(true)
  })

  it('forgets idle keys so the memory a process holds stays bounded', () => {
    const store = memoryRateStore()
    const limiter = new SlidingWindowLimiter(store, 60_000)
    limiter.take(visitor('idle'), 0)
    for (let i = 1; i < 1000; i++) limiter.take(visitor(`v${i}`), 120_000)
    expect([...store.keys()]).not.toContain('visitor:idle')
    expect([...store.keys()]).toContain('visitor:v1')
  })
})
