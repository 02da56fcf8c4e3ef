import { describe, expect, it } from 'vitest'
import {
  type AccessClaims,
  claimsDigest,
  decideRefresh,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens'

const SECRET = 'test-secret-that-is-long-enough-for-hs256'
const claims: AccessClaims = {
  userId: '7',
  sessionId: 's-1',
  role: 'BUYER_ADMIN',
  customerPermissions: [{ customerId: '3', role: 'BUYER_ADMIN', permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] }],
  context: { customerId: '3', projectId: null },
  punchout: null,
}
const at = (iso: string) => new Date(iso)

describe('access tokens', () => {
  it('carry the role and the per-customer deny lists, and verify with the same secret', async () => {
    const token = await signAccessToken(claims, SECRET, { now: at('2026-11-22T10:00:00Z') })
    expect(await verifyAccessToken(token, SECRET, at('2026-11-22T10:05:00Z'))).toEqual({ ok: true, claims })
  })

  it("carry a punch-out session's protocol and company, which no other session has", async () => {
    const punchout = { ...claims, punchout: { protocol: 'oci' as const, companyName: 'Västkustens Entreprenad' } }
    const token = await signAccessToken(punchout, SECRET, { now: at('2026-11-22T10:00:00Z') })
    expect(await verifyAccessToken(token, SECRET, at('2026-11-22T10:05:00Z'))).toEqual({ ok: true, claims: punchout })
  })

  it('expire after fifteen minutes, which the client can tell from tampering', async () => {
    const token = await signAccessToken(claims, SECRET, { now: at('2026-11-22T10:00:00Z') })
    expect(await verifyAccessToken(token, SECRET, at('2026-11-22T10:15:01Z'))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a token signed with another key, or with a changed claim', async () => {
    const token = await signAccessToken(claims, SECRET)
    expect(await verifyAccessToken(token, `${SECRET}-other`)).toEqual({ ok: false, reason: 'invalid' })
    const [header, body, signature] = token.split('.')
    const forged = JSON.parse(Buffer.from(body as string, 'base64url').toString())
    forged.role = 'SITE_ADMIN'
    forged.cp = []
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.')
    expect(await verifyAccessToken(tampered, SECRET)).toEqual({ ok: false, reason: 'invalid' })
    expect(await verifyAccessToken('not-a-token', SECRET)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse an unsigned token (alg none)', async () => {
    const body = Buffer.from(JSON.stringify({ sub: '1', sid: 's', role: 'SITE_ADMIN', cp: [] })).toString('base64url')
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(await verifyAccessToken(`${header}.${body}.`, SECRET)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('claimsDigest', () => {
  it('tells apart every user, role, permission and punch-out mode, and not the chosen context', () => {
    const digest = claimsDigest(claims)
    const denies = (permissionDenies: AccessClaims['customerPermissions'][number]['permissionDenies']) => [
      { customerId: '3', role: 'BUYER_ADMIN' as const, permissionDenies },
    ]
    const variants: Array<Partial<AccessClaims>> = [
      { userId: '8' },
      { role: 'SITE_ADMIN' },
      { customerPermissions: [] },
      { customerPermissions: denies(['EJ_ORDER']) },
      {
        customerPermissions: [{ customerId: '4', role: 'BUYER_ADMIN', permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] }],
      },
      { customerPermissions: [{ customerId: '3', role: 'USER', permissionDenies: ['EJ_SE_PRISER', 'EJ_ORDER'] }] },
      { punchout: { protocol: 'oci', companyName: 'Västkustens Entreprenad' } },
    ]
    const digests = variants.map((change) => claimsDigest({ ...claims, ...change }))
    expect(new Set([digest, ...digests]).size).toBe(variants.length + 1)
    const otherContext: AccessClaims = { ...claims, sessionId: 's-2', context: null }
    expect(claimsDigest(otherContext)).toBe(digest)
  })
})

describe('refresh tokens', () => {
  it('are random and stored only as a hash', () => {
    const a = newRefreshToken()
    const b = newRefreshToken()
    expect(a.token).not.toBe(b.token)
    expect(a.hash).toBe(hashRefreshToken(a.token))
    expect(a.hash).not.toContain(a.token)
  })

  it('rotate while valid; an expired, revoked, unknown or already rotated one ends the session', () => {
    const now = at('2026-11-22T10:00:00Z')
    const valid = { expiresAt: at('2026-12-22T10:00:00Z'), revokedAt: null, replacedAt: null }
    expect(decideRefresh(valid, now)).toBe('rotate')
    expect(decideRefresh({ ...valid, expiresAt: now }, now)).toBe('expired')
    expect(decideRefresh({ ...valid, revokedAt: now }, now)).toBe('revoked')
    expect(decideRefresh({ ...valid, replacedAt: at('2026-11-22T09:59:00Z') }, now)).toBe('reused')
    expect(decideRefresh({ ...valid, replacedAt: now, revokedAt: now }, now)).toBe('revoked')
    expect(decideRefresh(null, now)).toBe('revoked')
  })

  it('give a rotated token a short grace, so parallel requests of one page do not end the session', () => {
    const now = at('2026-11-22T10:00:00Z')
    const rotated = { expiresAt: at('2026-12-01T00:00:00Z'), revokedAt: null, replacedAt: at('2026-11-22T09:59:45Z') }
    expect(decideRefresh(rotated, now)).toBe('grace')
    expect(decideRefresh(rotated, at('2026-11-22T10:00:16Z'))).toBe('reused')
  })
})
