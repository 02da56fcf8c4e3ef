import { type AccessClaims, verifyAccessToken } from '@shop/auth'
import type { Payload } from 'payload'
import { accessTokenOf } from './cookies'
import { authSecret } from './secret'
import { liveSessionUser, type SessionUser } from './storage'

export type Authentication =
  | { ok: true; claims: AccessClaims; user: Omit<SessionUser, 'active'> }
  | { ok: false; reason: 'missing' | 'expired' | 'invalid' | 'revoked' }

/**
 * Who sent this request: the access token from `Authorization: Bearer` or the session cookie,
 * verified, with its session still live and its user still active, so a logout, a revoked session or
 * a deactivation takes effect at once rather than when the token runs out. One database read.
 */
export async function authenticate(payload: Payload, headers: Headers): Promise<Authentication> {
  const token = accessTokenOf(headers)
  if (!token) return { ok: false, reason: 'missing' }
  const check = await verifyAccessToken(token, authSecret)
  if (!check.ok) return check
  const user = await liveSessionUser(payload, check.claims.sessionId, check.claims.userId)
  return user ? { ok: true, claims: check.claims, user } : { ok: false, reason: 'revoked' }
}
