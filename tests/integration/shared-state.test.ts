import { LoginThrottle } from '@shop/auth'
import { SlidingWindowLimiter } from '@shop/commerce/rate/limiter'
import { memoryWindowStore } from '@shop/commerce/rate/window-store'
import { windowStoreContract } from '@shop/commerce/rate/window-store.contract'
import { describe, expect, it } from 'vitest'
import { redisWindowStore } from '@/shared-state/redis-window-store'
import { redisAvailable, twoInstancesClients } from './support/redis'

/**
 * What several instances share through Redis (issue 17): the window store behind the login and reset
 * throttles and the rate limits. Two clients stand for two instances; each test uses keys of its own.
 */

const { first, second } = twoInstancesClients()
let run = 0
const namespace = () => `test:${process.pid}:${Date.now()}:${++run}:`

describe.skipIf(!redisAvailable)('the Redis window store', () => {
  windowStoreContract(async () => ({ store: redisWindowStore(first(), namespace()), prefix: '' }))

  it('holds the login throttle across two instances: they let through exactly what one would', async () => {
    const shared = namespace()
    const start = Date.parse('2026-11-24T10:00:00Z')
    /** 20 wrong passwords a second apart, sent to the throttles in turn; how many were let through. */
    const hammer = async (throttles: LoginThrottle[]) => {
      let allowed = 0
      for (let i = 0; i < 20; i++) {
        const throttle = throttles[i % throttles.length] as LoginThrottle
        const now = start + i * 1_000
        if (!(await throttle.check('user@demo.test', '192.0.2.1', now)).allowed) continue
        allowed++
        await throttle.failed('user@demo.test', '192.0.2.1', now)
      }
      return allowed
    }
    const instances = [first(), second()].map((client) => new LoginThrottle(redisWindowStore(client, shared), 'login'))
    const alone = await hammer([new LoginThrottle(memoryWindowStore(), 'login')])
    const apart = await hammer([memoryWindowStore(), memoryWindowStore()].map((s) => new LoginThrottle(s, 'login')))
    expect(await hammer(instances)).toBe(alone)
    // What sharing prevents: two instances counting apart let far more through.
    expect(apart).toBeGreaterThan(alone)
    for (const throttle of instances) {
      expect((await throttle.check('user@demo.test', '192.0.2.1', start + 20_000)).allowed).toBe(false)
    }
  })

  it('never lets a rate limit through more than its limit when two instances race for it', async () => {
    const shared = namespace()
    const limiters = [first(), second()].map((client) => new SlidingWindowLimiter(redisWindowStore(client, shared)))
    const rule = { limit: 10, windowMs: 60_000 }
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (limiters[i % 2] as SlidingWindowLimiter).take([{ key: 'visitor:x', rule }], 1_000 + i),
      ),
    )
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10)
  })
})
