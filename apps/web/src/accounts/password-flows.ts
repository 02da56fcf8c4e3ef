import { ADDRESS_RULE, brokenPasswordRules, hashPassword, LoginThrottle, type PasswordRule } from '@shop/auth'
import { fail, ok, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload, PayloadRequest } from 'payload'
import type { TicketPurpose } from '../collections/accounts/AuthTickets'
import { activationMail, resetMail, type SentMail, sendMail } from '../mail/outbox'
import type { User } from '../payload-types'
import type { RequestOrigin } from '../request/origin'
import { sharedWindowStore } from '../shared-state/window-store'
import { revokeSessions, storePassword } from './storage/sessions'
import { findAccount } from './storage/users'
import { consumeTicket, issueTicket, ticketHolder } from './tickets'

/**
 * Activation, forgotten password and the first-login new-password challenge: each ends with the
 * user choosing a password through a one-time token, under the same password rules. (Logging in
 * with it is login.ts's: this module is loaded by the users collection's hooks, in the Payload
 * config, which must not reach the session and customer services.)
 */

export const ACTIVATE_PATH = '/activate-user'
export const RESET_PATH = '/gloemt-loesenord'

/** The activation link to a user without a password; a mail server's failure is the result's (mail/outbox.ts). */
export async function sendActivation(
  payload: Payload,
  user: User,
  at: RequestOrigin,
  req?: PayloadRequest,
): Promise<Result<SentMail>> {
  const token = await issueTicket(payload, user.id, 'activate', req)
  const link = `${at.origin}${ACTIVATE_PATH}?token=${token}`
  return sendMail(
    payload,
    {
      ...activationMail({ to: user.email, name: user.firstName, brandName: at.brand.name, link }),
      brand: at.brand.id,
    },
    req,
  )
}

/** Three reset links an hour per e-mail address; a hot address (login-throttle.ts) gets one per address. */
const RESET_WINDOW_MS = 60 * 60_000
const resetRequests = new LoginThrottle(sharedWindowStore(), 'reset', {
  account: { allowance: 3, windowMs: RESET_WINDOW_MS, baseDelayMs: RESET_WINDOW_MS, maxDelayMs: RESET_WINDOW_MS },
  address: ADDRESS_RULE,
  hotPair: { allowance: 1, windowMs: RESET_WINDOW_MS, baseDelayMs: RESET_WINDOW_MS, maxDelayMs: RESET_WINDOW_MS },
})

/**
 * "Glömt lösenord": sends a reset link to an active account. Every request counts against the address
 * asked for, like a failed login, so the form cannot flood someone's inbox; past the limit the answer is
 * a visible 429 `auth.too_many_reset_requests` with the minutes to wait (it used to be dropped silently,
 * so a user behind a shared address never learnt why no mail came).
 *
 * Otherwise the answer is the same whether or not the address has an account, so the form cannot be
 * used to find out who is a customer: the limit is counted before the account is looked up, so an
 * unknown address is refused exactly like a known one. For the same reason a mail server's failure is
 * not told either (it would answer differently only for real accounts): sendMail has logged it and the
 * outbox row says 'failed'.
 */
export async function requestPasswordReset(
  payload: Payload,
  email: string,
  at: RequestOrigin,
  clientAddress = 'local',
): Promise<Result<null>> {
  const gate = await resetRequests.check(email, clientAddress)
  if (!gate.allowed) {
    const minutes = Math.ceil(gate.retryAfterMs / 60_000)
    return fail('throttled', 'auth.too_many_reset_requests', {
      message: t('auth.too_many_reset_requests', { minutes }),
      details: { retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000) },
    })
  }
  await resetRequests.failed(email, clientAddress)
  const user = await findAccount(payload, { email })
  if (!user || user.active === false) return ok(null)
  const token = await issueTicket(payload, user.id, 'reset')
  const link = `${at.origin}${RESET_PATH}?token=${token}`
  await sendMail(payload, {
    ...resetMail({ to: user.email, name: user.firstName, brandName: at.brand.name, link }),
    brand: at.brand.id,
  })
  return ok(null)
}

const invalidLink = () => fail('invalid', 'auth.invalid_link')

/** Each broken rule as an issue of the password field (Swedish texts), and by name for the form's checklist. */
const rulesBroken = (rules: PasswordRule[]) =>
  fail('invalid', 'auth.password_rules_broken', {
    issues: rules.map((rule) => ({ path: 'password', message: t(`auth.password_rule.${rule}`) })),
    details: { rules },
  })

/**
 * Sets a new password with a one-time token of `purposes`. The rules are checked before the token
 * is used up, so a rejected password leaves the link working. Every other session of the user ends.
 */
export async function setPasswordWithTicket(
  payload: Payload,
  token: string,
  password: string,
  purposes: readonly TicketPurpose[],
): Promise<Result<User>> {
  const holder = await ticketHolder(payload, token, purposes)
  if (!holder || holder.active === false) return invalidLink()
  const rules = brokenPasswordRules(password, holder.email)
  if (rules.length) return rulesBroken(rules)
  if (!(await consumeTicket(payload, token))) return invalidLink()
  const user = await storePassword(payload, holder.id, await hashPassword(password), 'chosen')
  await revokeSessions(payload, { userId: holder.id })
  return ok(user)
}
