import type { AccessClaims } from '@shop/auth'
import type { Principal } from '@shop/commerce'
import { customPageAccess } from '@shop/commerce/custom-page-access'
import { type DenyCode, ROLES, type Role } from '@shop/schemas'

/**
 * A logged-in shopper's page rendered once for everyone who sees it alike (page-cache/cached-route.ts,
 * `memberPage`): the shell's menus and the quote context depend on who is looking only through the
 * custom pages' rules (customPageAccess: a role, or a deny code of the chosen customer). A member view
 * names just that: the role and the deny codes among those rules, e.g. `BUYER.EJ_SKAPA_OFFERT`. Everything
 * else personal (name, chosen customer, prices, cart, favourites) the browser fills in.
 */

/** The deny codes some custom page is gated by, in one fixed order. */
const VIEW_CODES: readonly DenyCode[] = [
  ...new Set(Object.values(customPageAccess).flatMap((rule) => (rule.allow ? [rule.allow] : []))),
].sort()

export function memberViewOf(claims: Pick<AccessClaims, 'role' | 'customerPermissions' | 'context'>): string {
  const customerId = claims.context?.customerId
  const denies = customerId
    ? (claims.customerPermissions.find((permission) => permission.customerId === customerId)?.permissionDenies ?? [])
    : []
  return [claims.role, ...VIEW_CODES.filter((code) => denies.includes(code))].join('.')
}

/** Who a member view's page is rendered for (menu-access.ts's viewer); null for a view no claims give. */
export function viewerOfMemberView(view: string): { principal: Principal; customerId: string } | null {
  const [role, ...codes] = view.split('.')
  if (!ROLES.includes(role as Role)) return null
  const denied = VIEW_CODES.filter((code) => codes.includes(code))
  // Only the one spelling memberViewOf gives, so one view is one cached page.
  if (denied.length !== codes.length || denied.join('.') !== codes.join('.')) return null
  const customerId = 'member-view'
  return {
    principal: {
      userId: '',
      role: role as Role,
      customerPermissions: [{ customerId, role: role as Role, permissionDenies: denied }],
    },
    customerId,
  }
}
