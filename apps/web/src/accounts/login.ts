import {
  type CustomerContextIds,
  hashPassword,
  type LoginCredentials,
  LoginThrottle,
  needsRehash,
  verifyPassword,
} from '@shop/auth'
import { fail, ok, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import type { TicketPurpose } from '../collections/accounts/AuthTickets'
import type { User } from '../payload-types'
import { sharedWindowStore } from '../shared-state/window-store'
import { setPasswordWithTicket } from './password-flows'
import { authenticationResult, type IssuedTokens, startSession } from './session-tokens'
import { storePassword } from './storage/sessions'
import { findAccount } from './storage/users'
import { issueTicket } from './tickets'

/** Counted in the shared window store: every instance's failures together with REDIS_URL. */
const throttle = new LoginThrottle(sharedWindowStore(), 'login')

// A real hash to verify against when the account does not exist, so a miss takes as long as a hit.
const decoyHash = hashPassword('decoy-password-never-matches-0')

/** A login that got through: a session, or first the challenge to choose a new password. */
export type LoggedIn =
  | { kind: 'session'; user: User; tokens: IssuedTokens }
  | { kind: 'challenge'; challenge: 'NEW_PASSWORD_REQUIRED'; session: string }

/**
 * Spec section 4 "Login", the part every way in shares (the login form, API clients, a procurement
 * system's punch-out entry): checks the password (scrypt) under the login throttle, which keys on the
 * account, and on the address only to slow guessing many accounts from it (packages/auth/login-throttle). No is unauthenticated (wrong credentials), forbidden (an inactive account) or throttled.
 */
export async function checkCredentials(
  payload: Payload,
  credentials: LoginCredentials,
  address: string,
): Promise<Result<User>> {
  const account = credentials.logonId
  const gate = await throttle.check(account, address)
  if (!gate.allowed) {
    const seconds = Math.ceil(gate.retryAfterMs / 1000)
    return fail('throttled', 'auth.too_many_attempts', {
      message: t('auth.too_many_attempts', { seconds }),
      details: { retryAfterSeconds: seconds },
    })
  }
  const user =
    (await findAccount(payload, { email: credentials.logonId })) ??
    (credentials.email ? await findAccount(payload, { email: credentials.email }) : null)
  const stored = user?.passwordHash ?? (await decoyHash)
  const matches = await verifyPassword(credentials.password, stored)
  if (!user?.passwordHash || !matches) {
    await throttle.failed(account, address)
    return fail('unauthenticated', 'auth.wrong_credentials')
  }
  await throttle.succeeded(account, address)
  if (user.active === false) return fail('forbidden', 'auth.account_inactive')
  if (needsRehash(user.passwordHash)) {
    await storePassword(payload, user.id, await hashPassword(credentials.password), 'rehashed')
  }
  return ok(user)
}

/**
 * The login form's and API clients' login: checked credentials start a session; a user who must
 * choose a new password first gets a challenge instead.
 */
export async function logIn(
  payload: Payload,
  credentials: LoginCredentials,
  address: string,
  rememberedContext: CustomerContextIds | null,
): Promise<Result<LoggedIn>> {
  const checked = await checkCredentials(payload, credentials, address)
  if (!checked.ok) return checked
  const user = checked.value
  if (user.passwordChangeRequired) {
    return ok({
      kind: 'challenge',
      challenge: 'NEW_PASSWORD_REQUIRED',
      session: await issueTicket(payload, user.id, 'challenge'),
    })
  }
  return ok({ kind: 'session', user, tokens: await startSession(payload, user, rememberedContext) })
}

/**
 * A password chosen through a one-time link (activation, reset, the challenge), then a new session:
 * no is `auth.invalid_link` or the broken password rules.
 */
export async function logInWithTicket(
  payload: Payload,
  token: string,
  password: string,
  purposes: readonly TicketPurpose[],
): Promise<Result<IssuedTokens>> {
  const chosen = await setPasswordWithTicket(payload, token, password, purposes)
  return chosen.ok ? ok(await startSession(payload, chosen.value, null)) : chosen
}

/** Spec section 7: the challenge a login answers with, named as the spec names it. */
export const challengeResult = (login: Extract<LoggedIn, { kind: 'challenge' }>) => ({
  ChallengeName: login.challenge,
  Session: login.session,
})

/** POST v2/sessions' answer: bearer tokens for API clients, or the challenge. */
export const apiLoginAnswer = (login: LoggedIn) =>
  login.kind === 'challenge' ? challengeResult(login) : authenticationResult(login.tokens)
