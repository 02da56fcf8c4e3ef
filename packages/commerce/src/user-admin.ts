import { DENY_CODES, type DenyCode, ROLES, type Role } from '@shop/schemas'
import { adminCustomerIds, hasRole, isAdmin, type Principal } from './permissions'

/**
 * User administration rules (spec section 6): who may see and manage which users, and what they may
 * change. Pure: the users service (apps/web/src/accounts/users-service.ts) loads the rows, asks here,
 * and writes only what these functions return. Nothing here trusts the client: the principal comes
 * from the server's session and the target from the database.
 */

/** One permission row of a user: a customer (optionally one of its projects), a role there, deny codes. */
export interface PermissionRow {
  customerId: string
  /** null: the row covers the whole customer. */
  projectId: string | null
  role: Role
  permissionDenies: readonly DenyCode[]
}

/** The part of a stored user that the rules look at. */
export interface ManagedUser {
  userId: string
  role: Role
  active: boolean
  customerPermissions: readonly PermissionRow[]
}

/**
 * Whose users a principal administers: every user for SITE_ADMIN; for BUYER_ADMIN and SELLER_ADMIN the
 * users of the customers where their own permission row is an admin row; nobody for USER.
 */
export type UserScope = { kind: 'all' } | { kind: 'customers'; customerIds: string[] } | { kind: 'none' }

export function userAdminScope(principal: Principal): UserScope {
  if (principal.role === 'SITE_ADMIN') return { kind: 'all' }
  if (!isAdmin(principal.role)) return { kind: 'none' }
  const customerIds = [...new Set(adminCustomerIds(principal))]
  return customerIds.length ? { kind: 'customers', customerIds } : { kind: 'none' }
}

/** May the principal use the user administration at all (list, create)? */
export function mayAdministerUsers(principal: Principal): boolean {
  return userAdminScope(principal).kind !== 'none'
}

export function customerInScope(scope: UserScope, customerId: string): boolean {
  return scope.kind === 'all' || (scope.kind === 'customers' && scope.customerIds.includes(customerId))
}

/** The roles the principal may hand out: their own and those below it (none for USER). */
export function assignableRoles(principal: Principal): Role[] {
  if (!mayAdministerUsers(principal)) return []
  return ROLES.filter((role) => hasRole(principal.role, role))
}

const isSelf = (principal: Principal, target: Pick<ManagedUser, 'userId'>) => principal.userId === target.userId

/**
 * May the principal read this user? Everyone reads themselves; SITE_ADMIN reads everyone; BUYER_ADMIN
 * and SELLER_ADMIN read users with at least one row for one of their admin customers.
 */
export function canSeeUser(principal: Principal, target: Pick<ManagedUser, 'userId' | 'customerPermissions'>): boolean {
  if (isSelf(principal, target)) return true
  const scope = userAdminScope(principal)
  return target.customerPermissions.some((row) => customerInScope(scope, row.customerId))
}

/**
 * May the principal read this user's name (shared lists show who made them)? Anyone they may see, and
 * colleagues: users with a row for a customer the principal has a row for.
 */
export function canSeeUserName(
  principal: Principal,
  target: Pick<ManagedUser, 'userId' | 'customerPermissions'>,
): boolean {
  if (canSeeUser(principal, target)) return true
  const own = new Set(principal.customerPermissions.map((p) => p.customerId))
  return target.customerPermissions.some((row) => own.has(row.customerId))
}

/**
 * May the principal change this user's role, activation and permission rows? Not their own (nobody
 * locks themselves out or widens their own rights); SITE_ADMIN anyone else; the other admins a user
 * they may see whose role, and whose rows for their customers, are not above their own.
 */
export function canManageUser(principal: Principal, target: ManagedUser): boolean {
  if (isSelf(principal, target)) return false
  const scope = userAdminScope(principal)
  if (scope.kind === 'all') return true
  if (scope.kind === 'none' || !canSeeUser(principal, target)) return false
  if (!hasRole(principal.role, target.role)) return false
  return target.customerPermissions
    .filter((row) => customerInScope(scope, row.customerId))
    .every((row) => hasRole(principal.role, row.role))
}

/**
 * May the principal change the account itself: its activation, role, names and profile? Those are the
 * user's at every customer they belong to, so an admin below SITE_ADMIN may change them only for a user
 * whose every row is for a customer the admin administers (issue 36, finding 9: the BUYER_ADMIN of 10004
 * deactivated and renamed a user who also belongs to 10001). A BUYER_ADMIN takes away only what its own
 * customer granted: the rows of its customers stay canManageUser's, shared user or not. Everyone may
 * change their own profile (their own role and activation are canManageUser's no).
 *
 * The one rule for every admin user route: planAdminChange asks it for role and activation, the users
 * service for the profile fields.
 */
export function accountChangeRefusal(principal: Principal, target: ManagedUser): 'forbidden' | 'shared_account' | null {
  if (isSelf(principal, target)) return null
  if (!canManageUser(principal, target)) return 'forbidden'
  const scope = userAdminScope(principal)
  return target.customerPermissions.every((row) => customerInScope(scope, row.customerId)) ? null : 'shared_account'
}

export const canChangeAccount = (principal: Principal, target: ManagedUser): boolean =>
  accountChangeRefusal(principal, target) === null

/**
 * A user's rows as the principal's form shows them: `editable` for the principal's customers (all for
 * SITE_ADMIN), `locked` for the rest, which are shown read-only and kept untouched on save.
 */
export function splitRows<R extends PermissionRow>(
  principal: Principal,
  rows: readonly R[],
): { editable: R[]; locked: R[] } {
  const scope = userAdminScope(principal)
  const editable: R[] = []
  const locked: R[] = []
  for (const row of rows) (customerInScope(scope, row.customerId) ? editable : locked).push(row)
  return { editable, locked }
}

/** The same row with its deny codes unique and in the catalogue's order. */
export function normalizeRow(row: PermissionRow): PermissionRow {
  const denies = new Set(row.permissionDenies)
  return {
    customerId: row.customerId,
    projectId: row.projectId ?? null,
    role: row.role,
    permissionDenies: DENY_CODES.filter((code) => denies.has(code)),
  }
}

const rowKey = (row: PermissionRow) => `${row.customerId}|${row.projectId ?? ''}`
const rowFingerprint = (row: PermissionRow) => {
  const n = normalizeRow(row)
  return `${rowKey(n)}|${n.role}|${n.permissionDenies.join(',')}`
}

/** Same rows, whatever their order and the order of their deny codes. */
export function sameRows(a: readonly PermissionRow[], b: readonly PermissionRow[]): boolean {
  if (a.length !== b.length) return false
  const left = a.map(rowFingerprint).sort()
  const right = b.map(rowFingerprint).sort()
  return left.every((value, index) => value === right[index])
}

export type UserAdminRefusal =
  /** The user does not exist for this principal (never tells whether it exists at all). */
  | 'not_found'
  /** The principal may not administer users, or not this one. */
  | 'forbidden'
  /** A role above the principal's own was asked for. */
  | 'role_too_high'
  /** A row for a customer outside the principal's admin customers was sent. */
  | 'customer_out_of_scope'
  /** The user also belongs to a customer the principal does not administer: the account is not theirs to change. */
  | 'shared_account'
  /** Two rows for the same customer and project. */
  | 'duplicate_row'
  /** An admin other than SITE_ADMIN must give a new user at least one of their customers. */
  | 'rows_required'

/** Rows the principal may write: inside their customers, roles not above their own, no duplicates. */
function checkRows(principal: Principal, rows: readonly PermissionRow[]): UserAdminRefusal | null {
  const scope = userAdminScope(principal)
  const seen = new Set<string>()
  for (const row of rows) {
    if (!customerInScope(scope, row.customerId)) return 'customer_out_of_scope'
    if (!hasRole(principal.role, row.role)) return 'role_too_high'
    const key = rowKey(row)
    if (seen.has(key)) return 'duplicate_row'
    seen.add(key)
  }
  return null
}

/** What an admin asks to change on a user; absent fields stay as they are. */
export interface AdminChange {
  role?: Role
  active?: boolean
  /** The principal's editable rows as they should be afterwards (locked rows are kept regardless). */
  customerPermissions?: readonly PermissionRow[]
}

export type AdminChangePlan =
  | { ok: true; changed: boolean; role: Role; active: boolean; customerPermissions: PermissionRow[] }
  | { ok: false; reason: UserAdminRefusal }

/**
 * Decides an admin change to `target`. A change that changes nothing is accepted from anyone who may
 * see the user (the profile form of an admin editing themselves sends their unchanged rows); any real
 * change needs canManageUser, roles within the principal's own, and rows within their customers; the
 * role and activation also canChangeAccount.
 * The result's rows are the target's locked rows, untouched, followed by the new editable rows.
 */
export function planAdminChange(principal: Principal, target: ManagedUser, change: AdminChange): AdminChangePlan {
  if (!canSeeUser(principal, target)) return { ok: false, reason: 'not_found' }
  const { editable, locked } = splitRows(principal, target.customerPermissions)
  const role = change.role ?? target.role
  const active = change.active ?? target.active
  const rows = change.customerPermissions?.map(normalizeRow)
  const rolesChanged = role !== target.role
  const activeChanged = active !== target.active
  const rowsChanged = rows !== undefined && !sameRows(rows, editable)
  const unchanged = { role: target.role, active: target.active, customerPermissions: [...target.customerPermissions] }
  if (!rolesChanged && !activeChanged && !rowsChanged) return { ok: true, changed: false, ...unchanged }
  if (!canManageUser(principal, target)) return { ok: false, reason: 'forbidden' }
  if (!hasRole(principal.role, role)) return { ok: false, reason: 'role_too_high' }
  const account = rolesChanged || activeChanged ? accountChangeRefusal(principal, target) : null
  if (account) return { ok: false, reason: account }
  if (rows) {
    const refusal = checkRows(principal, rows)
    if (refusal) return { ok: false, reason: refusal }
  }
  return {
    ok: true,
    changed: true,
    role,
    active,
    customerPermissions: rowsChanged && rows ? [...locked, ...rows] : [...target.customerPermissions],
  }
}

/** Decides whether the principal may create a user with this role and these rows. */
export function planNewUser(
  principal: Principal,
  input: { role: Role; customerPermissions: readonly PermissionRow[] },
): { ok: true; customerPermissions: PermissionRow[] } | { ok: false; reason: UserAdminRefusal } {
  const scope = userAdminScope(principal)
  if (scope.kind === 'none') return { ok: false, reason: 'forbidden' }
  if (!hasRole(principal.role, input.role)) return { ok: false, reason: 'role_too_high' }
  const rows = input.customerPermissions.map(normalizeRow)
  const refusal = checkRows(principal, rows)
  if (refusal) return { ok: false, reason: refusal }
  if (scope.kind === 'customers' && rows.length === 0) return { ok: false, reason: 'rows_required' }
  return { ok: true, customerPermissions: rows }
}
