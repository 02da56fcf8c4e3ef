import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access rules for the Payload REST/GraphQL API (/api/payload) and the admin panel. The shop's own
 * services call the Local API (overrideAccess) and enforce the spec's role and deny-code rules in
 * @shop/commerce, so these rules are the outer wall: only SITE_ADMIN edits through Payload, and a
 * logged-in shopper can at most read and change what is theirs.
 */

type MaybeUser =
  | {
      id: number | string
      role?: string | null
      customerPermissions?: Array<{ customer?: number | string | { id: number | string } | null }> | null
    }
  | null
  | undefined

export const userOf = (req: PayloadRequest): MaybeUser => req.user as MaybeUser

export const isSiteAdminUser = (user: MaybeUser): boolean => user?.role === 'SITE_ADMIN'

export const isSiteAdmin: Access = ({ req }) => isSiteAdminUser(userOf(req))
export const isSiteAdminField: FieldAccess = ({ req }) => isSiteAdminUser(userOf(req))

export const anyone: Access = () => true
export const loggedIn: Access = ({ req }) => Boolean(req.user)

/** Customer ids the user holds a permission row for (ids as stored, depth 0 or populated). */
export function permittedCustomerIds(user: MaybeUser): Array<number | string> {
  return (user?.customerPermissions ?? [])
    .map((p) => (p.customer && typeof p.customer === 'object' ? p.customer.id : p.customer))
    .filter((id): id is number | string => id !== null && id !== undefined)
}

/** Site admins see everything; others see rows whose `field` (a relationship to users) is themselves. */
export const ownRows =
  (field = 'user'): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (isSiteAdminUser(user)) return true
    return { [field]: { equals: user.id } } as Where
  }

/** Site admins see everything; others see rows of customers they hold a permission for. */
export const customerRows =
  (field = 'customer'): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (isSiteAdminUser(user)) return true
    const ids = permittedCustomerIds(user)
    if (!ids.length) return false
    return { [field]: { in: ids } } as Where
  }

/** Public catalog and content: anyone reads, only site admins write. */
export const publicReadAdminWrite = {
  read: anyone,
  create: isSiteAdmin,
  update: isSiteAdmin,
  delete: isSiteAdmin,
}

/** Internal data: only site admins through the Payload API; the shop services use the Local API. */
export const adminOnly = {
  read: isSiteAdmin,
  create: isSiteAdmin,
  update: isSiteAdmin,
  delete: isSiteAdmin,
}
