import { describe, expect, it } from 'vitest'
import { memoryWindowStore } from '../rate/window-store'
import { CXML_SECRET_RULE, SecretThrottle, senderKey } from './secret-throttle'

const demo = senderKey('nordbygg', { domain: 'NetworkID', identity: 'AN01000010007' })
const other = senderKey('nordbygg', { domain: 'NetworkID', identity: 'AN01000010014' })
const T0 = Date.UTC(2026, 11, 1, 12)

/** `n` wrong secrets for `key`: each takes its place and keeps it. */
async function fail(throttle: SecretThrottle, key: string, n: number, now = T0) {
  for (let i = 0; i < n; i += 1) expect((await throttle.take(key, now + i)).allowed).toBe(true)
}

describe('the cXML shared-secret throttle', () => {
  it('allows ten wrong secrets in fifteen minutes, then refuses until the oldest leaves the window', async () => {
    const throttle = new SecretThrottle(memoryWindowStore())
    await fail(throttle, demo, CXML_SECRET_RULE.limit)
    const refused = await throttle.take(demo, T0 + 60_000)
    expect(refused).toEqual({ allowed: false, retryAfterMs: 14 * 60_000 })
    // A refused request takes no place: the wait does not grow with more attempts.
    expect(await throttle.take(demo, T0 + 120_000)).toEqual({ allowed: false, retryAfterMs: 13 * 60_000 })
    expect((await throttle.take(demo, T0 + 15 * 60_000)).allowed).toBe(true)
  })

  it('never counts one identity’s failures against another', async () => {
    const throttle = new SecretThrottle(memoryWindowStore())
    await fail(throttle, demo, CXML_SECRET_RULE.limit)
    expect((await throttle.take(demo, T0 + 100)).allowed).toBe(false)
    expect((await throttle.take(other, T0 + 100)).allowed).toBe(true)
    // The same identity on another brand is another brand's organisation.
    const elsewhere = senderKey('trahuset', { domain: 'NetworkID', identity: 'AN01000010007' })
    expect((await throttle.take(elsewhere, T0 + 100)).allowed).toBe(true)
  })

  it('lets no more than ten of a burst of parallel guesses through', async () => {
    const throttle = new SecretThrottle(memoryWindowStore())
    const gates = await Promise.all(Array.from({ length: 200 }, () => throttle.take(demo, T0)))
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(CXML_SECRET_RULE.limit)
  })

  it('clears the count with a right secret, so a fixed secret gets in at once', async () => {
    const throttle = new SecretThrottle(memoryWindowStore())
    await fail(throttle, demo, CXML_SECRET_RULE.limit - 1)
    expect((await throttle.take(demo, T0 + 100)).allowed).toBe(true)
    await throttle.succeeded(demo)
    await fail(throttle, demo, CXML_SECRET_RULE.limit, T0 + 200)
  })

  it('keys domains without regard to case and identities exactly', () => {
    expect(senderKey('nordbygg', { domain: 'networkid', identity: 'AN01000010007' })).toBe(demo)
    expect(senderKey('nordbygg', { domain: 'NetworkID', identity: 'an01000010007' })).not.toBe(demo)
    expect(senderKey('nordbygg', { domain: 'NetworkID', identity: 'x'.repeat(100_000) }).length).toBeLessThan(100)
  })
})
