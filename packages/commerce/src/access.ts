import type { DenyCode, Role } from '@shop/schemas'
import { hasRole, isAllowed, type Principal } from './permissions'

/** What a page or call needs: nothing (public), a login, a role, and/or an action not denied. */
export interface AccessRule {
  login?: boolean
  role?: Role
  allow?: DenyCode
}

export type AccessDecision = { ok: true } | { ok: false; reason: 'login' | 'forbidden' }

/**
 * The one guard used by pages and routes (spec section 2): an anonymous visitor of a protected
 * route must log in ('Vänligen logga in'); a logged-in user without the role or with the action
 * denied for the chosen customer is forbidden ('Du saknar rättigheter för att se denna sida').
 */
export function decideAccess(
  rule: AccessRule,
  principal: Principal | null,
  customerId?: string | null,
): AccessDecision {
  const needsLogin = rule.login || rule.role !== undefined || rule.allow !== undefined
  if (!needsLogin) return { ok: true }
  if (!principal) return { ok: false, reason: 'login' }
  if (rule.role && !hasRole(principal.role, rule.role)) return { ok: false, reason: 'forbidden' }
  if (rule.allow && !isAllowed(principal, customerId, rule.allow)) return { ok: false, reason: 'forbidden' }
  return { ok: true }
}
