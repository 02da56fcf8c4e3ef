import { type AccessClaims, verifyAccessToken } from '@shop/auth'
import type { Payload } from 'payload'
import { sqlRows } from '../db/sql'
import { accessTokenOf } from './cookies'
import { authSecret } from './secret'

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
  const live = await sqlRows(
    payload,
    'SELECT 1 AS live FROM auth_sessions WHERE session_id = ? AND revoked_at IS NULL LIMIT 1',
    [check.claims.sessionId],
  )
  return live.length ? check : { ok: false, reason: 'revoked' }
}
