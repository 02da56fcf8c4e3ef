import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle'

const IP = '192.0.2.10'
const T0 = Date.parse('2026-11-22T10:00:00Z')

/** Fails `count` attempts one second apart, each only if allowed; returns how many were let through. */
function hammer(throttle: LoginThrottle, account: string, count: number, address = IP, start = T0) {
  let allowed = 0
  for (let i = 0; i < count; i += 1) {
    const now = start + i * 1_000
    if (!throttle.check(account, address, now).allowed) continue
    allowed += 1
    throttle.failed(account, address, now)
  }
  return allowed
}

describe('login throttle', () => {
  it('lets 20 rapid wrong passwords for one account through only a few times', () => {
    const throttle = new LoginThrottle()
    const allowed = hammer(throttle, 'user@demo.test', 20)
    expect(allowed).toBeLessThan(10)
    const decision = throttle.check('user@demo.test', IP, T0 + 20_000)
    expect(decision.allowed).toBe(false)
    if (!decision.allowed) expect(decision.retryAfterMs).toBeGreaterThan(0)
  })

  it('allows the first attempts without waiting and forgets failures after the window', () => {
    const throttle = new LoginThrottle()
    expect(hammer(throttle, 'a@b.se', 5)).toBe(5)
    // The sixth attempt waits a second after the fifth failure.
    expect(throttle.check('a@b.se', IP, T0 + 4_500).allowed).toBe(false)
    expect(throttle.check('a@b.se', IP, T0 + 5_000).allowed).toBe(true)
    expect(throttle.check('a@b.se', IP, T0 + 16 * 60_000).allowed).toBe(true)
  })

  it('slows one address trying many accounts, while other addresses log in freely', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 25; i += 1) {
      const now = T0 + i * 1_000
      if (throttle.check(`user${i}@x.se`, IP, now).allowed) throttle.failed(`user${i}@x.se`, IP, now)
    }
    expect(throttle.check('new@x.se', IP, T0 + 24_500).allowed).toBe(false)
    expect(throttle.check('new@x.se', '198.51.100.7', T0 + 24_500).allowed).toBe(true)
  })

  it('clears the account after a success, whatever case the name was typed in', () => {
    const throttle = new LoginThrottle()
    hammer(throttle, 'User@Demo.test', 6)
    throttle.succeeded('user@demo.test')
    expect(throttle.check('USER@demo.test', '198.51.100.7', T0 + 7_000).allowed).toBe(true)
  })
})
