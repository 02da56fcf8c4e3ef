import { type AccessClaims, verifyAccessToken } from '@shop/auth'
import type { Payload } from 'payload'
import { accessTokenOf } from './cookies'
import { authSecret } from './secret'
import { isSessionLive } from './storage'

export type Authentication =
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'missing' | 'expired' | 'invalid' | 'revoked' }

/**
 * Who sent this request: the access token from `Authorization: Bearer` or the session cookie,
 * verified, and its session still live, so a logout or a revoked session takes effect at once
 * rather than when the token runs out.
 */
export async function authenticate(payload: Payload, headers: Headers): Promise<Authentication> {
  const token = accessTokenOf(headers)
  if (!token) return { ok: false, reason: 'missing' }
  const check = await verifyAccessToken(token, authSecret)
  if (!check.ok) return check
  return (await isSessionLive(payload, check.claims.sessionId)) ? check : { ok: false, reason: 'revoked' }
}
