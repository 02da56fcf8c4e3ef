import { type DenyCode, ROLES, type Role } from '@shop/schemas'

/** What the server knows about the person behind a request, as carried in the session token. */
export interface Principal {
  userId: string
  role: Role
  /** Per customer: the deny codes that apply while that customer is the chosen context. */
  customerPermissions: ReadonlyArray<{ customerId: string; role: Role; permissionDenies: readonly DenyCode[] }>
}

const rank = (role: Role): number => ROLES.indexOf(role)

/** Spec section 6: a role check passes at or above the required level. */
export function hasRole(role: Role, required: Role): boolean {
  return rank(role) >= rank(required)
}

/** The admin set: every role above USER. */
export function isAdmin(role: Role): boolean {
  return hasRole(role, 'BUYER_ADMIN')
}

/** Customers where the principal administers users (derived from permissions, never from the client). */
export function adminCustomerIds(principal: Principal): string[] {
  return principal.customerPermissions.filter((p) => isAdmin(p.role)).map((p) => p.customerId)
}

/** Spec section 6: an action is allowed when its code is not in the chosen customer's deny list. */
export function isAllowed(principal: Principal, customerId: string | null | undefined, code: DenyCode): boolean {
  if (!customerId) return true
  const permission = principal.customerPermissions.find((p) => p.customerId === customerId)
  return !permission?.permissionDenies.includes(code)
}
