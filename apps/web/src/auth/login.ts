import {
  type CustomerContextIds,
  hashPassword,
  type LoginCredentials,
  LoginThrottle,
  needsRehash,
  verifyPassword,
} from '@shop/auth'
import type { MessageKey } from '@shop/i18n'
import type { Payload } from 'payload'
import type { User } from '../payload-types'
import { findAccount } from '../users/storage'
import { type IssuedTokens, startSession } from './refresh-sessions'
import { issueTicket } from './tickets'

/** One throttle per process; several processes would share a store (Redis or the database). */
const throttle = new LoginThrottle()

// A real hash to verify against when the account does not exist, so a miss takes as long as a hit.
const decoyHash = hashPassword('decoy-password-never-matches-0')

export type LoginOutcome =
  | { kind: 'ok'; user: User; tokens: IssuedTokens }
  | { kind: 'challenge'; challenge: 'NEW_PASSWORD_REQUIRED'; session: string }
  | { kind: 'failed'; status: 401 | 403 | 429; error: MessageKey; retryAfterSeconds?: number }

/**
 * Spec section 4 "Login": checks the password (scrypt) under the per-account and per-address throttle,
 * and starts a session; a user who must choose a new password first gets a challenge instead.
 */
export async function logIn(
  payload: Payload,
  credentials: LoginCredentials,
  address: string,
  rememberedContext: CustomerContextIds | null,
): Promise<LoginOutcome> {
  const account = credentials.logonId
  const gate = throttle.check(account, address)
  if (!gate.allowed) {
    return {
      kind: 'failed',
      status: 429,
      error: 'auth.too_many_attempts',
      retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000),
    }
  }
  const user =
    (await findAccount(payload, { email: credentials.logonId })) ??
    (credentials.email ? await findAccount(payload, { email: credentials.email }) : null)
  const stored = user?.passwordHash ?? (await decoyHash)
  const matches = await verifyPassword(credentials.password, stored)
  if (!user?.passwordHash || !matches) {
    throttle.failed(account, address)
    return { kind: 'failed', status: 401, error: 'auth.wrong_credentials' }
  }
  throttle.succeeded(account)
  if (user.active === false) return { kind: 'failed', status: 403, error: 'auth.account_inactive' }
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(credentials.password)
    await payload.update({ collection: 'users', id: user.id, data: { passwordHash }, overrideAccess: true })
  }
  if (user.passwordChangeRequired) {
    return {
      kind: 'challenge',
      challenge: 'NEW_PASSWORD_REQUIRED',
      session: await issueTicket(payload, user.id, 'challenge'),
    }
  }
  return { kind: 'ok', user, tokens: await startSession(payload, user, rememberedContext) }
}
