import { memoryWindowStore } from '@shop/commerce/rate/window-store'
import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle'

const IP = '192.0.2.10'
const T0 = Date.parse('2026-11-22T10:00:00Z')

const fresh = () => new LoginThrottle(memoryWindowStore(), 'login')

/** Fails `count` attempts one second apart, each only if allowed; returns how many were let through. */
async function hammer(throttle: LoginThrottle, account: string, count: number, address = IP, start = T0) {
  let allowed = 0
  for (let i = 0; i < count; i += 1) {
    const now = start + i * 1_000
    if (!(await throttle.check(account, address, now)).allowed) continue
    allowed += 1
    await throttle.failed(account, address, now)
  }
  return allowed
}

const allowed = async (throttle: LoginThrottle, account: string, address: string, now: number) =>
  (await throttle.check(account, address, now)).allowed

describe('login throttle', () => {
  it('lets 20 rapid wrong passwords for one account through only a few times', async () => {
    const throttle = fresh()
    expect(await hammer(throttle, 'user@demo.test', 20)).toBeLessThan(10)
    const decision = await throttle.check('user@demo.test', IP, T0 + 20_000)
    expect(decision.allowed).toBe(false)
    if (!decision.allowed) expect(decision.retryAfterMs).toBeGreaterThan(0)
  })

  it('allows the first attempts without waiting and forgets failures after the window', async () => {
    const throttle = fresh()
    expect(await hammer(throttle, 'a@b.se', 5)).toBe(5)
    // The sixth attempt waits a second after the fifth failure.
    expect(await allowed(throttle, 'a@b.se', IP, T0 + 4_500)).toBe(false)
    expect(await allowed(throttle, 'a@b.se', IP, T0 + 5_000)).toBe(true)
    expect(await allowed(throttle, 'a@b.se', IP, T0 + 16 * 60_000)).toBe(true)
  })

  it('never refuses an account that has not failed because its address has failed for others', async () => {
    const throttle = fresh()
    // Behind a proxy TRUST_PROXY does not name, every client has one address: someone sprays 25 accounts.
    for (let i = 0; i < 25; i += 1) {
      const now = T0 + i * 1_000
      if (await allowed(throttle, `user${i}@x.se`, IP, now)) await throttle.failed(`user${i}@x.se`, IP, now)
    }
    expect(await allowed(throttle, 'new@x.se', IP, T0 + 25_000)).toBe(true)
    expect(await allowed(throttle, 'user24@x.se', '198.51.100.7', T0 + 25_000)).toBe(true)
  })

  it('gives a hot address one guess per account, where a cool one gets the account allowance', async () => {
    const throttle = fresh()
    await throttle.failed('victim@x.se', IP, T0)
    expect(await allowed(throttle, 'victim@x.se', IP, T0 + 2_000)).toBe(true)
    for (let i = 0; i < 20; i += 1) await throttle.failed(`spray${i}@x.se`, IP, T0 + 1_000 + i)
    const decision = await throttle.check('victim@x.se', IP, T0 + 2_000)
    expect(decision.allowed).toBe(false)
    if (!decision.allowed) expect(decision.retryAfterMs).toBe(15 * 60_000 - 2_000)
    // The same account from an address that is not spraying still has its own allowance.
    expect(await allowed(throttle, 'victim@x.se', '198.51.100.7', T0 + 2_000)).toBe(true)
    // A success from the hot address clears the account there too.
    await throttle.succeeded('victim@x.se', IP)
    expect(await allowed(throttle, 'victim@x.se', IP, T0 + 3_000)).toBe(true)
  })

  it('clears the account after a success, whatever case the name was typed in', async () => {
    const throttle = fresh()
    await hammer(throttle, 'User@Demo.test', 6)
    await throttle.succeeded('user@demo.test', IP)
    expect(await allowed(throttle, 'USER@demo.test', '198.51.100.7', T0 + 7_000)).toBe(true)
  })

  it('keeps its keys apart from another throttle sharing the store', async () => {
    const store = memoryWindowStore()
    const login = new LoginThrottle(store, 'login')
    await hammer(login, 'a@b.se', 12)
    expect(await allowed(new LoginThrottle(store, 'reset'), 'a@b.se', IP, T0 + 12_000)).toBe(true)
    expect(await allowed(login, 'a@b.se', IP, T0 + 12_000)).toBe(false)
  })
})
