import 'server-only'
import {
  type AdminChangePlan,
  canManageUser,
  canSeeUser,
  canSeeUserName,
  customerInScope,
  type ManagedUser,
  type Principal,
  planAdminChange,
  planNewUser,
  type PermissionRow as RulesRow,
  sameRows,
  type UserAdminRefusal,
  type UserScope,
  userAdminScope,
} from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import {
  DENY_CODES,
  type DeliveryMethod,
  type DenyCode,
  denyCodeSchema,
  ROLES,
  type Role,
  roleSchema,
  z,
} from '@shop/schemas'
import type { Payload, Where } from 'payload'
import { failure } from '../api/http'
import { contextIsAllowed } from '../customers/service'
import type { Customer, Project, Store, User } from '../payload-types'
import { customerPermissionsOf, findAccount, permissionRows, relationId } from './account'
import { denyName, roleName } from './role-names'

/**
 * The users service behind /api/auth/v2/users, /users/name, /v2/permissions and the user
 * administration pages. It reads and writes through the Local API with overrideAccess, so every
 * check is made here, with the rules of @shop/commerce user-admin.ts: the asking principal is
 * reloaded from the database (a token issued before a permission was withdrawn grants nothing more),
 * the target is loaded by id, and out-of-scope users are answered as not found.
 */

// ── Labels (GET /role-names, GET /permission-names) ─────────────────────────────────────────────────

/** The roles in ascending order with their Swedish names. */
export const roleNames = (): Array<{ id: Role; name: string }> => ROLES.map((id) => ({ id, name: roleName(id) }))

/** The deny codes with their Swedish names. */
export const permissionNames = (): Array<{ id: DenyCode; name: string }> =>
  DENY_CODES.map((id) => ({ id, name: denyName(id) }))

// ── Input (parsed at the routes with zod; bad input is a 400 and changes nothing) ───────────────────

const dbId = z.coerce.string().regex(/^\d{1,12}$/, t('userAdmin.error.invalid_id'))
const personName = z
  .string()
  .trim()
  .min(1, t('auth.required'))
  .max(100, t('userAdmin.error.too_long', { max: 100 }))
const mobileNumber = z
  .string()
  .trim()
  .max(30, t('userAdmin.error.too_long', { max: 30 }))
  .regex(/^(\+?\d[\d -]{5,})?$/, t('profile.mobile_invalid'))
const storeId = z
  .string()
  .trim()
  .max(20, t('userAdmin.error.too_long', { max: 20 }))
  .regex(/^[A-Za-z0-9_-]*$/, t('profile.unknown_store'))

const rowSchema = z.strictObject({
  customerId: dbId,
  projectId: dbId.nullable().default(null),
  role: roleSchema,
  permissionDenies: z
    .array(denyCodeSchema)
    .max(DENY_CODES.length * 2)
    .default([]),
})

/** PUT /v2/users/{id}: own profile fields; admins may also send role, active and their customers' rows. */
export const updateUserSchema = z.strictObject({
  firstName: personName.optional(),
  lastName: personName.optional(),
  mobileNumber: mobileNumber.optional(),
  preferredStore: storeId.nullable().optional(),
  defaultCustomerId: dbId.nullable().optional(),
  defaultProjectId: dbId.nullable().optional(),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
  customerPermissions: z.array(rowSchema).max(200).optional(),
})
export type UpdateUserInput = z.output<typeof updateUserSchema>

/** POST /v2/users: a new user, without a password (an activation e-mail lets them choose one). */
export const createUserSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(320).email(t('auth.email_invalid')),
  firstName: personName,
  lastName: personName,
  mobileNumber: mobileNumber.default(''),
  role: roleSchema.default('USER'),
  customerPermissions: z.array(rowSchema).max(200).default([]),
})
export type CreateUserInput = z.output<typeof createUserSchema>

const booleanParam = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')

export const ORDER_BY = ['firstName', 'lastName', 'email', 'role'] as const
export type OrderBy = (typeof ORDER_BY)[number]

/** GET /v2/users (spec section 7: defaults limit 15, order by firstName ascending, active 1). */
export const listUsersSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(15),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  orderBy: z.enum(ORDER_BY).default('firstName'),
  desc: booleanParam.default(false),
  search: z
    .string()
    .trim()
    .max(100, t('userAdmin.error.too_long', { max: 100 }))
    .optional(),
  active: z.enum(['1', '0']).default('1'),
  // Part of the spec's call; there is no virtual context here, so it is accepted and ignored.
  virtualContext: z.string().max(10).optional(),
})
export type ListUsersQuery = z.output<typeof listUsersSchema>

// ── Output (spec section 3 "User"; never the password hash) ─────────────────────────────────────────

export interface UserPermissionDto {
  customerId: string
  projectId: string | null
  role: Role
  permissionDenies: DenyCode[]
  /** May the asking admin change this row (their customer, a user they manage)? */
  editable: boolean
}

export interface UserCustomerDto {
  customerId: string
  customerNumber: string
  name: string
}

export interface UserDto {
  userId: string
  firstName: string
  lastName: string
  fullName: string
  email: string
  mobileNumber: string
  isEmailVerified: boolean
  isPhoneNumberVerified: boolean
  customers: UserCustomerDto[]
  customerPermissions: UserPermissionDto[]
  preferredStore: string | null
  preferredDeliveryMethod: DeliveryMethod | null
  defaultDeliveryMethod: DeliveryMethod
  defaultCustomerId: string | null
  defaultProjectId: string | null
  roles: Role[]
  active: boolean
  /** May the asking principal change role, activation and rows? Never for themselves. */
  manageable: boolean
}

export interface UserNameDto {
  userId: string
  firstName: string
  lastName: string
  fullName: string
}

export interface UserListDto {
  users: UserDto[]
  total: number
  limit: number
  offset: number
}

export type Issue = { path: string; message: string }

export type ServiceResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 401 | 403 | 404 | 409; error: MessageKey; issues?: Issue[] }

const fail = (status: 400 | 401 | 403 | 404 | 409, error: MessageKey, issues?: Issue[]) =>
  ({ ok: false, status, error, ...(issues ? { issues } : {}) }) as const

const REFUSALS: Record<UserAdminRefusal, { status: 400 | 403 | 404; error: MessageKey }> = {
  not_found: { status: 404, error: 'errors.not_found' },
  forbidden: { status: 403, error: 'errors.forbidden_action' },
  role_too_high: { status: 403, error: 'userAdmin.error.role_too_high' },
  customer_out_of_scope: { status: 403, error: 'userAdmin.error.customer_out_of_scope' },
  duplicate_row: { status: 400, error: 'userAdmin.error.duplicate_row' },
  rows_required: { status: 400, error: 'userAdmin.error.rows_required' },
}

const refuse = (reason: UserAdminRefusal) => {
  const { status, error } = REFUSALS[reason]
  return fail(status, error, status === 400 ? [{ path: 'customerPermissions', message: t(error) }] : undefined)
}

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────

const fullNameOf = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')

/** The rules' view of a stored user. */
export function managedUserOf(user: User): ManagedUser {
  return {
    userId: String(user.id),
    role: roleSchema.catch('USER').parse(user.role),
    active: user.active !== false,
    customerPermissions: permissionRows(user),
  }
}

/**
 * The asking principal as the database has it now: role and per-customer rows from the user row, not
 * from the token. Null when the account is gone or deactivated.
 */
export async function currentPrincipal(payload: Payload, principal: Principal): Promise<Principal | null> {
  const user = await findAccount(payload, { id: principal.userId })
  if (!user || user.active === false) return null
  return {
    userId: String(user.id),
    role: roleSchema.catch('USER').parse(user.role),
    customerPermissions: customerPermissionsOf(user),
  }
}

async function customersById(payload: Payload, ids: readonly string[]): Promise<Map<string, Customer>> {
  const numeric = [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number)
  if (!numeric.length) return new Map()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: numeric } },
    limit: numeric.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { customerId: true, name: true, active: true },
  })
  return new Map((docs as Customer[]).map((c) => [String(c.id), c]))
}

async function projectsById(payload: Payload, ids: readonly string[]): Promise<Map<string, Project>> {
  const numeric = [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number)
  if (!numeric.length) return new Map()
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { in: numeric } },
    limit: numeric.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { projectId: true, name: true, customer: true, active: true },
  })
  return new Map((docs as Project[]).map((p) => [String(p.id), p]))
}

function toDto(principal: Principal, user: User, customers: Map<string, Customer>): UserDto {
  const managed = managedUserOf(user)
  const scope = userAdminScope(principal)
  const manageable = canManageUser(principal, managed)
  const customerIds = [...new Set(managed.customerPermissions.map((row) => row.customerId))]
  return {
    userId: String(user.id),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: fullNameOf(user),
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    isEmailVerified: Boolean(user.isEmailVerified),
    isPhoneNumberVerified: Boolean(user.isPhoneNumberVerified),
    customers: customerIds.map((id) => {
      const customer = customers.get(id)
      return { customerId: id, customerNumber: customer?.customerId ?? '', name: customer?.name ?? '' }
    }),
    customerPermissions: managed.customerPermissions.map((row) => ({
      customerId: row.customerId,
      projectId: row.projectId,
      role: row.role,
      permissionDenies: [...row.permissionDenies],
      editable: manageable && customerInScope(scope, row.customerId),
    })),
    preferredStore: user.preferredStore ?? null,
    preferredDeliveryMethod: user.preferredDeliveryMethod ?? null,
    defaultDeliveryMethod: user.defaultDeliveryMethod ?? 'DBI',
    defaultCustomerId: relationId(user.defaultCustomer),
    defaultProjectId: relationId(user.defaultProject),
    roles: [managed.role],
    active: managed.active,
    manageable,
  }
}

async function dtosOf(payload: Payload, principal: Principal, users: User[]): Promise<UserDto[]> {
  const customers = await customersById(
    payload,
    users.flatMap((user) => permissionRows(user).map((row) => row.customerId)),
  )
  return users.map((user) => toDto(principal, user, customers))
}

/** The target, if the principal may see it; otherwise the same 404 as for an id that does not exist. */
async function visibleUser(
  payload: Payload,
  principal: Principal,
  id: string,
  may: (principal: Principal, target: ManagedUser) => boolean = canSeeUser,
): Promise<User | null> {
  const user = await findAccount(payload, { id })
  return user && may(principal, managedUserOf(user)) ? user : null
}

type Session<T> = (principal: Principal) => Promise<ServiceResult<T>>

/** Runs `work` for the principal as the database has it now (401 when the account is gone). */
async function asCurrent<T>(payload: Payload, principal: Principal, work: Session<T>): Promise<ServiceResult<T>> {
  const current = await currentPrincipal(payload, principal)
  return current ? work(current) : fail(401, 'errors.invalid_token')
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

function scopeWhere(scope: UserScope): Where | null {
  if (scope.kind === 'all') return null
  const ids = scope.kind === 'customers' ? scope.customerIds.filter((id) => /^\d+$/.test(id)).map(Number) : []
  return { 'customerPermissions.customer': { in: ids.length ? ids : [-1] } }
}

/** Words of a search, each of which must appear in the first name, last name or e-mail. */
function searchWhere(search: string | undefined): Where[] {
  const words = (search ?? '').replace(/[%\\]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 5)
  return words.map(
    (word): Where => ({
      or: (['firstName', 'lastName', 'email'] as const).map((field): Where => ({ [field]: { contains: word } })),
    }),
  )
}

/** `limit` rows from `offset` of a sorted query; Payload pages, so an unaligned offset reads two pages. */
async function findSlice(
  payload: Payload,
  where: Where,
  sort: string[],
  offset: number,
  limit: number,
): Promise<User[]> {
  if (limit <= 0) return []
  const page = Math.floor(offset / limit) + 1
  const skip = offset % limit
  const read = (p: number) =>
    payload
      .find({ collection: 'users', where, sort, limit, page: p, depth: 0, overrideAccess: true })
      .then((r) => r.docs as User[])
  const first = await read(page)
  if (skip === 0) return first
  const second = first.length === limit ? await read(page + 1) : []
  return [...first, ...second].slice(skip, skip + limit)
}

const countOf = (payload: Payload, where: Where) =>
  payload.count({ collection: 'users', where, overrideAccess: true }).then((r) => r.totalDocs)

/**
 * GET /v2/users: the users the principal administers, filtered, sorted and paged. Sorting by role
 * follows the roles' rank (USER first), the same on SQLite and Postgres, by reading each role's part.
 */
export function listUsers(
  payload: Payload,
  principal: Principal,
  query: ListUsersQuery,
): Promise<ServiceResult<UserListDto>> {
  return asCurrent(payload, principal, async (me) => {
    const scope = userAdminScope(me)
    if (scope.kind === 'none') return fail(403, 'errors.forbidden_action')
    const scoped = scopeWhere(scope)
    const base: Where[] = [
      ...(scoped ? [scoped] : []),
      query.active === '1' ? { active: { not_equals: false } } : { active: { equals: false } },
      ...searchWhere(query.search),
    ]
    const where: Where = { and: base }
    const { limit, offset } = query
    let users: User[]
    let total: number
    if (query.orderBy === 'role') {
      const roles = query.desc ? [...ROLES].reverse() : [...ROLES]
      const parts = await Promise.all(
        roles.map(async (role) => {
          const partWhere: Where = { and: [...base, { role: { equals: role } }] }
          return { where: partWhere, count: await countOf(payload, partWhere) }
        }),
      )
      total = parts.reduce((sum, part) => sum + part.count, 0)
      users = []
      let start = 0
      for (const part of parts) {
        const end = start + part.count
        const from = Math.max(offset + users.length, start)
        const wanted = limit - users.length
        if (wanted > 0 && from < end) {
          users.push(...(await findSlice(payload, part.where, ['firstName', 'lastName', 'id'], from - start, wanted)))
        }
        start = end
      }
    } else {
      const field = query.orderBy
      const sort = [query.desc ? `-${field}` : field, ...(field === 'email' ? [] : ['email']), 'id']
      ;[users, total] = await Promise.all([findSlice(payload, where, sort, offset, limit), countOf(payload, where)])
    }
    return { ok: true, value: { users: await dtosOf(payload, me, users), total, limit, offset } }
  })
}

/** GET /v2/users/{id}: oneself, or a user the principal administers; anything else is not found. */
export function getUser(payload: Payload, principal: Principal, id: string): Promise<ServiceResult<UserDto>> {
  return asCurrent(payload, principal, async (me) => {
    const user = await visibleUser(payload, me, id)
    if (!user) return fail(404, 'errors.not_found')
    const [dto] = await dtosOf(payload, me, [user])
    return { ok: true, value: dto as UserDto }
  })
}

/** GET /users/name/{id}: the name of oneself, a user the principal administers, or a colleague. */
export function getUserName(payload: Payload, principal: Principal, id: string): Promise<ServiceResult<UserNameDto>> {
  return asCurrent(payload, principal, async (me) => {
    const user = await visibleUser(payload, me, id, canSeeUserName)
    if (!user) return fail(404, 'errors.not_found')
    return {
      ok: true,
      value: {
        userId: String(user.id),
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        fullName: fullNameOf(user),
      },
    }
  })
}

/** GET /v2/permissions/{id}: a visible user's permission rows, each marked editable or not. */
export function getPermissions(
  payload: Payload,
  principal: Principal,
  id: string,
): Promise<ServiceResult<UserPermissionDto[]>> {
  return asCurrent(payload, principal, async (me) => {
    const user = await visibleUser(payload, me, id)
    if (!user) return fail(404, 'errors.not_found')
    return { ok: true, value: toDto(me, user, new Map()).customerPermissions }
  })
}

/** A customer an admin may give rows for, with its active projects (the forms' choices). */
export interface CustomerOption {
  id: string
  customerNumber: string
  name: string
  projects: Array<{ id: string; projectNumber: string; name: string }>
}

/** Customers with their active projects, by name: `where` picks them (at most `max`). */
async function customerOptions(payload: Payload, where: Where, max: number): Promise<CustomerOption[]> {
  const customers = await payload.find({
    collection: 'customers',
    where,
    sort: 'name',
    limit: max,
    depth: 0,
    overrideAccess: true,
    select: { customerId: true, name: true },
  })
  const ids = (customers.docs as Customer[]).map((c) => c.id)
  const projects = ids.length
    ? await payload.find({
        collection: 'projects',
        where: { customer: { in: ids }, active: { not_equals: false } },
        sort: 'name',
        limit: 5000,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { projectId: true, name: true, customer: true },
      })
    : { docs: [] }
  return (customers.docs as Customer[]).map((customer) => ({
    id: String(customer.id),
    customerNumber: customer.customerId,
    name: customer.name,
    projects: (projects.docs as Project[])
      .filter((p) => relationId(p.customer) === String(customer.id))
      .map((p) => ({ id: String(p.id), projectNumber: p.projectId, name: p.name })),
  }))
}

/** Named customers (and their projects), e.g. to show a user's read-only rows. */
export function customerDirectory(payload: Payload, ids: readonly string[]): Promise<CustomerOption[]> {
  const numeric = [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number)
  if (!numeric.length) return Promise.resolve([])
  return customerOptions(payload, { id: { in: numeric } }, numeric.length)
}

/**
 * The customers whose rows the principal may give and edit: their admin customers, or every active
 * customer for SITE_ADMIN (at most `max`, by name). None for USER.
 */
export async function adminCustomerOptions(
  payload: Payload,
  principal: Principal,
  max = 500,
): Promise<CustomerOption[]> {
  const me = await currentPrincipal(payload, principal)
  if (!me) return []
  const scope = userAdminScope(me)
  if (scope.kind === 'none') return []
  if (scope.kind === 'all') return customerOptions(payload, { active: { not_equals: false } }, max)
  return customerDirectory(payload, scope.customerIds)
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────

/** Every row names an existing customer, and its project (if any) belongs to that customer. */
async function checkRowsExist(payload: Payload, rows: readonly RulesRow[]): Promise<Issue[]> {
  const customers = await customersById(
    payload,
    rows.map((r) => r.customerId),
  )
  const projects = await projectsById(
    payload,
    rows.flatMap((r) => (r.projectId ? [r.projectId] : [])),
  )
  const issues: Issue[] = []
  rows.forEach((row, index) => {
    if (!customers.has(row.customerId)) {
      issues.push({ path: `customerPermissions.${index}.customerId`, message: t('userAdmin.error.unknown_customer') })
      return
    }
    if (!row.projectId) return
    const project = projects.get(row.projectId)
    if (!project || relationId(project.customer) !== row.customerId) {
      issues.push({ path: `customerPermissions.${index}.projectId`, message: t('userAdmin.error.project_mismatch') })
    }
  })
  return issues
}

async function storeExists(payload: Payload, id: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: id }, isCentralWarehouse: { not_equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { storeId: true },
  })
  return (docs as Store[]).length > 0
}

/** Payload's shape of permission rows. */
const storedRows = (rows: readonly RulesRow[]) =>
  rows.map((row) => ({
    customer: Number(row.customerId),
    project: row.projectId ? Number(row.projectId) : null,
    role: row.role,
    permissionDenies: [...row.permissionDenies],
  }))

const PROFILE_FIELDS = ['firstName', 'lastName', 'mobileNumber', 'preferredStore'] as const

/**
 * PUT /v2/users/{id}. Anyone updates their own profile fields; an admin also those of users they
 * manage, and their role, activation and rows (planAdminChange). The default customer and project
 * must be a context the user may use with the rows they will have. Everything is checked before the
 * one write, so a refused request changes nothing.
 */
export function updateUser(
  payload: Payload,
  principal: Principal,
  id: string,
  input: UpdateUserInput,
): Promise<ServiceResult<UserDto>> {
  return asCurrent(payload, principal, async (me) => {
    const user = await visibleUser(payload, me, id)
    if (!user) return fail(404, 'errors.not_found')
    const target = managedUserOf(user)
    const self = me.userId === target.userId

    const data: Record<string, unknown> = {}
    for (const field of PROFILE_FIELDS) {
      if (input[field] === undefined) continue
      const next = input[field] || null
      if (next !== (user[field] || null)) data[field] = next
    }

    const plan: AdminChangePlan = planAdminChange(me, target, {
      role: input.role,
      active: input.active,
      customerPermissions: input.customerPermissions,
    })
    if (!plan.ok) return refuse(plan.reason)
    if (plan.changed) {
      if (input.customerPermissions) {
        const issues = await checkRowsExist(payload, input.customerPermissions)
        if (issues.length) return fail(400, 'errors.bad_request', issues)
      }
      if (plan.role !== target.role) data.role = plan.role
      if (plan.active !== target.active) data.active = plan.active
      if (!sameRows(plan.customerPermissions, target.customerPermissions)) {
        data.customerPermissions = storedRows(plan.customerPermissions)
      }
    }

    // The default context, checked against the rows the user will have after this request.
    const after = { ...user, customerPermissions: storedRows(plan.customerPermissions) } as User
    const currentDefault = { customerId: relationId(user.defaultCustomer), projectId: relationId(user.defaultProject) }
    if (input.defaultCustomerId !== undefined || input.defaultProjectId !== undefined) {
      const customerId = input.defaultCustomerId === undefined ? currentDefault.customerId : input.defaultCustomerId
      const projectId = input.defaultProjectId ?? null
      if (!customerId) {
        if (projectId) {
          return fail(400, 'errors.bad_request', [
            { path: 'defaultProjectId', message: t('profile.project_without_customer') },
          ])
        }
      } else if (!(await contextIsAllowed(payload, after, { customerId, projectId }))) {
        return fail(400, 'errors.bad_request', [
          { path: projectId ? 'defaultProjectId' : 'defaultCustomerId', message: t('context.not_allowed') },
        ])
      }
      if (customerId !== currentDefault.customerId) data.defaultCustomer = customerId ? Number(customerId) : null
      if (projectId !== currentDefault.projectId) data.defaultProject = projectId ? Number(projectId) : null
    } else if (plan.changed && currentDefault.customerId) {
      // Rows taken away may take the default context with them.
      const stillAllowed = await contextIsAllowed(payload, after, {
        customerId: currentDefault.customerId,
        projectId: currentDefault.projectId,
      })
      if (!stillAllowed) {
        data.defaultCustomer = null
        data.defaultProject = null
      }
    }

    if (typeof data.preferredStore === 'string' && !(await storeExists(payload, data.preferredStore))) {
      return fail(400, 'errors.bad_request', [{ path: 'preferredStore', message: t('profile.unknown_store') }])
    }

    // Names, phone and preferences of someone else need the right to manage them.
    const touchesOthersProfile =
      !self && Object.keys(data).some((key) => !['role', 'active', 'customerPermissions'].includes(key))
    if (touchesOthersProfile && !canManageUser(me, target)) return fail(403, 'errors.forbidden_action')

    let saved = user
    if (Object.keys(data).length) {
      saved = (await payload.update({
        collection: 'users',
        id: user.id,
        data: data as Partial<User>,
        depth: 0,
        overrideAccess: true,
      })) as User
    }
    const [dto] = await dtosOf(payload, me, [saved])
    return { ok: true, value: dto as UserDto }
  })
}

/**
 * POST /v2/users: an admin creates a user with a role up to their own and rows for their customers.
 * The user gets no password; the users collection's hook sends the activation e-mail, with links to
 * the host of `headers` (the admin's brand).
 */
export function createUser(
  payload: Payload,
  principal: Principal,
  input: CreateUserInput,
  headers?: Headers,
): Promise<ServiceResult<UserDto>> {
  return asCurrent(payload, principal, async (me) => {
    const plan = planNewUser(me, { role: input.role, customerPermissions: input.customerPermissions })
    if (!plan.ok) return refuse(plan.reason)
    const issues = await checkRowsExist(payload, plan.customerPermissions)
    if (issues.length) return fail(400, 'errors.bad_request', issues)
    if (await findAccount(payload, { email: input.email })) {
      return fail(409, 'userAdmin.error.email_taken', [{ path: 'email', message: t('userAdmin.error.email_taken') }])
    }
    const first = plan.customerPermissions[0]
    let created: User
    try {
      created = (await payload.create({
        collection: 'users',
        data: {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          mobileNumber: input.mobileNumber || null,
          role: input.role,
          active: true,
          isEmailVerified: false,
          isPhoneNumberVerified: false,
          customerPermissions: storedRows(plan.customerPermissions),
          defaultDeliveryMethod: 'DBI',
          defaultCustomer: first ? Number(first.customerId) : null,
          defaultProject: first?.projectId ? Number(first.projectId) : null,
        },
        depth: 0,
        overrideAccess: true,
        ...(headers ? { req: { headers } } : {}),
      })) as User
    } catch (error) {
      // Two admins creating the same address at once: the unique index decides.
      if (await findAccount(payload, { email: input.email })) {
        return fail(409, 'userAdmin.error.email_taken', [{ path: 'email', message: t('userAdmin.error.email_taken') }])
      }
      throw error
    }
    const [dto] = await dtosOf(payload, me, [created])
    return { ok: true, value: dto as UserDto }
  })
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────────

/** A service answer as the routes send it: the value as JSON, or the error body of api/http.ts. */
export function serviceResponse<T>(result: ServiceResult<T>): Response {
  if (!result.ok) return failure(result.status, result.error, result.issues)
  return Response.json(result.value, { headers: { 'cache-control': 'private, no-store' } })
}
