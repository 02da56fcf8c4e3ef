import type { Principal } from '../permissions'

/**
 * Who may see which orders (issue 6, spec section 2 "OrderHistory"), in one place for the order
 * service, its routes and the order pages.
 *
 * A user sees the orders of customers they hold a permission for, narrowed to the chosen customer
 * context when one is chosen (as prices, carts and assortment are). A customer that denies
 * EJ_ORDERHISTORIK for the user is a refusal (403): the user knows the customer, only the action is
 * denied. Any other order answers exactly like one that does not exist (404), so order numbers of
 * other customers cannot be probed. Site admins see every order.
 */

export type OrderVisibility = 'visible' | 'forbidden' | 'not_found'

const isSiteAdmin = (principal: Principal) => principal.role === 'SITE_ADMIN'

/** May `principal`, with `chosenCustomerId` as context, see an order of `orderCustomerId`? */
export function orderVisibility(
  principal: Principal,
  chosenCustomerId: string | null | undefined,
  orderCustomerId: string | null | undefined,
): OrderVisibility {
  if (isSiteAdmin(principal)) return 'visible'
  if (!orderCustomerId) return 'not_found'
  if (chosenCustomerId && chosenCustomerId !== orderCustomerId) return 'not_found'
  const permission = principal.customerPermissions.find((p) => p.customerId === orderCustomerId)
  if (!permission) return 'not_found'
  return permission.permissionDenies.includes('EJ_ORDERHISTORIK') ? 'forbidden' : 'visible'
}

/**
 * The customers whose orders a search may return: every customer for site admins; otherwise the
 * chosen customer, or without a choice all permitted customers that allow order history. `forbidden`
 * when the chosen customer denies the order history (the whole list is then a 403).
 */
export type OrderScope = { kind: 'all' } | { kind: 'customers'; customerIds: string[] } | { kind: 'forbidden' }

export function orderScope(principal: Principal, chosenCustomerId: string | null | undefined): OrderScope {
  if (isSiteAdmin(principal)) return { kind: 'all' }
  const allowed = principal.customerPermissions.filter((p) => !p.permissionDenies.includes('EJ_ORDERHISTORIK'))
  if (chosenCustomerId) {
    const held = principal.customerPermissions.some((p) => p.customerId === chosenCustomerId)
    if (!held) return { kind: 'customers', customerIds: [] }
    return allowed.some((p) => p.customerId === chosenCustomerId)
      ? { kind: 'customers', customerIds: [chosenCustomerId] }
      : { kind: 'forbidden' }
  }
  return { kind: 'customers', customerIds: allowed.map((p) => p.customerId) }
}
