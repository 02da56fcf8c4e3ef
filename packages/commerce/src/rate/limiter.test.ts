import { describe, expect, it } from 'vitest'
import { SlidingWindowLimiter } from './limiter'
import { memoryWindowStore } from './window-store'

const rule = { limit: 3, windowMs: 60_000 }
const visitor = (id: string) => [{ key: `visitor:${id}`, rule }]
const limiter = () => new SlidingWindowLimiter(memoryWindowStore())

describe('SlidingWindowLimiter', () => {
  it('allows the limit inside the window and refuses the next with the wait until the oldest use leaves', async () => {
    const limit = limiter()
    expect(await limit.take(visitor('a'), 0)).toEqual({ allowed: true })
    expect(await limit.take(visitor('a'), 10_000)).toEqual({ allowed: true })
    expect(await limit.take(visitor('a'), 20_000)).toEqual({ allowed: true })
    expect(await limit.take(visitor('a'), 30_000)).toEqual({ allowed: false, retryAfterMs: 30_000 })
  })

  it('slides: once the oldest use is a window old, one more call goes through', async () => {
    const limit = limiter()
    for (const at of [0, 10_000, 20_000]) await limit.take(visitor('a'), at)
    expect(await limit.take(visitor('a'), 60_000)).toEqual({ allowed: true })
    expect(await limit.take(visitor('a'), 60_001)).toEqual({ allowed: false, retryAfterMs: 9_999 })
  })

  it('counts each key on its own', async () => {
    const limit = limiter()
    for (const at of [0, 1, 2]) await limit.take(visitor('a'), at)
    expect((await limit.take(visitor('a'), 3)).allowed).toBe(false)
    expect((await limit.take(visitor('b'), 3)).allowed).toBe(true)
  })

  it('refuses when any key is over, and a refused call uses none of them', async () => {
    const limit = limiter()
    const address = { key: 'address:203.0.113.7', rule: { limit: 2, windowMs: 60_000 } }
    expect((await limit.take([...visitor('a'), address], 0)).allowed).toBe(true)
    expect((await limit.take([...visitor('b'), address], 1)).allowed).toBe(true)
    expect(await limit.take([...visitor('c'), address], 2)).toEqual({ allowed: false, retryAfterMs: 59_998 })
    // Visitor c's refused call did not count: alone it has its whole allowance.
    for (const at of [3, 4, 5]) expect((await limit.take(visitor('c'), at)).allowed).toBe(true)
  })
})
