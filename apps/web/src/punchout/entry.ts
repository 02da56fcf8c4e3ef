import 'server-only'
import type { LoginCredentials, OciEntry, PunchoutSession } from '@shop/auth'
import { enterPunchout, fail, ok, type PunchoutSettings, type Result } from '@shop/commerce'
import type { MessageKey } from '@shop/i18n'
import type { Payload } from 'payload'
import { permissionRows, relationId } from '../accounts/account'
import { checkCredentials } from '../accounts/login'
import { punchoutCustomers } from '../accounts/service'
import { type IssuedTokens, startSession } from '../accounts/session-tokens'
import type { User } from '../payload-types'

/**
 * Entering the shop from a procurement system (spec section 4, app mode PUNCHOUT). The OCI entry
 * page and POST /v2/oci/sessions make the same check: the credentials, then a user and a customer
 * both enabled for punch-out; then the session starts in PUNCHOUT mode with the callback and company.
 * cXML's start page (cxml.ts) starts its sessions through the same `punchoutBuyer`.
 */

const notEnabled = () => fail('forbidden', 'errors.punchout.not_enabled')

/** The customer a punch-out session buys for: one the user may use that has punch-out on. */
async function punchoutContext(payload: Payload, user: User, company: string | null) {
  const rows = permissionRows(user)
  const customers = await punchoutCustomers(payload, [...new Set(rows.map((row) => Number(row.customerId)))])
  const named = company?.toLowerCase()
  const chosen =
    customers.find((customer) => named && customer.punchout?.companyName?.trim().toLowerCase() === named) ??
    customers.find((customer) => String(customer.id) === relationId(user.defaultCustomer)) ??
    customers[0]
  if (!chosen) return null
  const customerId = String(chosen.id)
  const defaultProject = relationId(user.defaultCustomer) === customerId ? relationId(user.defaultProject) : null
  const projectId = defaultProject ?? rows.find((row) => row.customerId === customerId)?.projectId ?? null
  return { customerId, projectId }
}

/**
 * Who may enter punch-out: checked credentials of an active user marked as a punch-out user, with a
 * customer that orders by punch-out (the one whose company is `company`, else the user's default).
 */
export async function punchoutBuyer(
  payload: Payload,
  credentials: LoginCredentials | { user: User },
  address: string,
  company: string | null,
): Promise<Result<{ user: User; context: { customerId: string; projectId: string | null } }>> {
  let user: User
  if ('user' in credentials) user = credentials.user
  else {
    const checked = await checkCredentials(payload, credentials, address)
    if (!checked.ok) return checked
    user = checked.value
  }
  if (!user.punchout || user.active === false) return notEnabled()
  if (user.passwordChangeRequired) return fail('forbidden', 'errors.punchout.password_change')
  const context = await punchoutContext(payload, user, company)
  return context ? ok({ user, context }) : notEnabled()
}

/** An OCI entry's outcome: a punch-out session, or (without a callback) a normal one and why. */
export type OciStart =
  | { mode: 'PUNCHOUT'; tokens: IssuedTokens; settings: PunchoutSettings }
  | { mode: 'NORMAL'; tokens: IssuedTokens; error: MessageKey }

/**
 * The OCI entry: HOOK_URL and Bolag from the entry, else from the browser's saved settings. Without
 * both, the browser's entry logs in NORMAL and says why (`onMissing: 'normal'`); an API client has
 * made a bad request (`onMissing: 'refuse'`) and gets no session.
 */
export async function enterOci(
  payload: Payload,
  entry: OciEntry,
  options: { address: string; saved: PunchoutSettings | null; onMissing: 'normal' | 'refuse'; now?: Date },
): Promise<Result<OciStart>> {
  const now = options.now ?? new Date()
  const buyer = await punchoutBuyer(payload, entry.credentials, options.address, entry.company)
  if (!buyer.ok) return buyer
  const { user, context } = buyer.value
  const decision = enterPunchout({ HOOK_URL: entry.hookUrl, Bolag: entry.company }, options.saved, now)
  if (decision.mode === 'NORMAL') {
    if (options.onMissing === 'refuse') return fail('invalid', decision.error)
    return ok({ mode: 'NORMAL', tokens: await startSession(payload, user, context, now), error: decision.error })
  }
  const session: PunchoutSession = {
    protocol: 'oci',
    companyName: decision.settings.companyName,
    callbackUrl: decision.settings.callbackUrl,
    target: entry.target,
    okCode: entry.okCode,
    caller: entry.caller,
    buyerCookie: null,
    operation: null,
    parties: null,
  }
  const tokens = await startSession(payload, user, context, now, session)
  return ok({ mode: 'PUNCHOUT', tokens, settings: decision.settings })
}
