import { type AccessClaims, claimsDigest, verifyAccessToken } from '@shop/auth'
import type { Payload } from 'payload'
import { accessTokenOf } from './cookies'
import { authSecret } from './secret'
import { type LiveSession, liveSession } from './storage/sessions'

export type Authentication =
  | { ok: true; claims: AccessClaims; user: Omit<LiveSession, 'context'> }
  | { ok: false; reason: 'missing' | 'expired' | 'invalid' | 'revoked' }

/**
 * Who sent this request: the access token from `Authorization: Bearer` or the session cookie,
 * verified, with its session still live, still bound to the user, role and permissions the token
 * claims, and its user still active, so a logout, a revoked session or a deactivation takes effect at
 * once rather than when the token runs out, and a token is never more than its session. The context
 * is the session row's (a context change reaches requests in flight at once). One database read.
 */
export async function authenticate(payload: Payload, headers: Headers): Promise<Authentication> {
  const token = accessTokenOf(headers)
  if (!token) return { ok: false, reason: 'missing' }
  const check = await verifyAccessToken(token, authSecret)
  if (!check.ok) return check
  const { claims } = check
  const live = await liveSession(payload, claims.sessionId, claims.userId, claimsDigest(claims))
  if (!live) return { ok: false, reason: 'revoked' }
  const { context, ...user } = live
  return { ok: true, claims: { ...claims, context }, user }
}
