import type { AccessClaims, CustomerContextIds, PunchoutClaim } from '@shop/auth'
import { hasRole, punchoutPermissions } from '@shop/commerce'
import { type DenyCode, type Role, roleSchema } from '@shop/schemas'
import type { User } from '../payload-types'

/**
 * What a user row says, once it is read (reading is storage.ts's): its relations as ids, its
 * permission rows, the claims of its access token and its default context. Pure, so the session,
 * customer and user services share one reading of the row.
 */

type Relation = number | string | { id: number | string } | null | undefined

/** A relationship value as the id string the shop passes around (depth 0 or populated). */
export const relationId = (value: Relation): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? String(value.id) : String(value)

export interface PermissionRow {
  customerId: string
  projectId: string | null
  role: Role
  permissionDenies: DenyCode[]
}

export function permissionRows(user: Pick<User, 'customerPermissions'>): PermissionRow[] {
  return (user.customerPermissions ?? []).flatMap((row) => {
    const customerId = relationId(row.customer)
    if (!customerId) return []
    return [
      {
        customerId,
        projectId: relationId(row.project),
        role: roleSchema.catch('USER').parse(row.role),
        permissionDenies: (row.permissionDenies ?? []) as DenyCode[],
      },
    ]
  })
}

/**
 * The token's per-customer permissions: one entry per customer, even when the user has a row per
 * project. The highest role counts, and a code denied on any of the customer's rows is denied.
 */
export function customerPermissionsOf(user: Pick<User, 'customerPermissions'>): AccessClaims['customerPermissions'] {
  const byCustomer = new Map<string, { customerId: string; role: Role; permissionDenies: DenyCode[] }>()
  for (const row of permissionRows(user)) {
    const entry = byCustomer.get(row.customerId)
    if (!entry) {
      byCustomer.set(row.customerId, {
        customerId: row.customerId,
        role: row.role,
        permissionDenies: [...row.permissionDenies],
      })
      continue
    }
    if (hasRole(row.role, entry.role)) entry.role = row.role
    for (const code of row.permissionDenies)
      if (!entry.permissionDenies.includes(code)) entry.permissionDenies.push(code)
  }
  return [...byCustomer.values()]
}

/** A session's claims; a punch-out session's carry the mode's limits (punchoutPermissions). */
export function claimsFor(
  user: User,
  sessionId: string,
  context: CustomerContextIds | null,
  punchout: PunchoutClaim | null = null,
): AccessClaims {
  const permissions = {
    role: roleSchema.catch('USER').parse(user.role),
    customerPermissions: customerPermissionsOf(user),
  }
  return {
    userId: String(user.id),
    sessionId,
    ...(punchout ? punchoutPermissions(permissions) : permissions),
    context,
    punchout,
  }
}

/** The user's default context (profile), if it is one they may still use. */
export function defaultContextOf(user: User): CustomerContextIds | null {
  const customerId = relationId(user.defaultCustomer)
  return customerId ? { customerId, projectId: relationId(user.defaultProject) } : null
}
