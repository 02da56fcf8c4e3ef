import 'server-only'
import { type AccessRule, decideAccess } from '@shop/commerce'
import { getSession, type Session } from '../auth/session'
import { forbidden, unauthorized } from './http'

export type Authorized = { ok: true; session: Session } | { ok: false; response: Response }

/**
 * The guard of every service route that needs a login: 401 `errors.invalid_token` without a valid,
 * live session (the client then clears its session and asks for a login, spec section 8), 403
 * `errors.forbidden_action` when the role or a deny code of the chosen customer says no. The same
 * rule module (@shop/commerce decideAccess) guards the pages.
 */
export async function authorize(rule: Omit<AccessRule, 'login'> = {}): Promise<Authorized> {
  const session = await getSession()
  if (!session) return { ok: false, response: unauthorized() }
  const decision = decideAccess({ ...rule, login: true }, session.principal, session.customerId)
  return decision.ok ? { ok: true, session } : { ok: false, response: forbidden() }
}
