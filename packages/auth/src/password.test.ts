import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './password'

// A low cost keeps the tests fast; the format and the checks are the same at any cost.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 }

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo-12345-åäö', CHEAP)
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(await verifyPassword('Demo-12345-åäö', stored)).toBe(true)
    expect(await verifyPassword('Demo-12345-aao', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts every hash, so one password gives different stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('samma-lösen-1', CHEAP), hashPassword('samma-lösen-1', CHEAP)])
    expect(a).not.toBe(b)
  })

  it('treats the same text in either Unicode form as one password', async () => {
    const composed = 'Lösenord-2024'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(await verifyPassword(decomposed, await hashPassword(composed, CHEAP))).toBe(true)
  })

  it('never matches a malformed stored value', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$10$8$1$abc$def']) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })

  it('asks for a rehash when the stored cost is below today’s', async () => {
    const stored = await hashPassword('Demo-12345', CHEAP)
    expect(needsRehash(stored, CHEAP)).toBe(false)
    expect(needsRehash(stored, { ...CHEAP, N: 2 ** 11 })).toBe(true)
    expect(needsRehash('garbage')).toBe(true)
  })
})
