import 'server-only'
import { type CustomerContextIds, type PunchoutSession, storedPunchout } from '@shop/auth'
import {
  type AdminChangePlan,
  accountChangeRefusal,
  canManageUser,
  canSeeUser,
  canSeeUserName,
  contextAllowed,
  customerInScope,
  type FailureKind,
  fail,
  type Issue,
  type ManagedUser,
  ok,
  type Principal,
  planAdminChange,
  planNewUser,
  type Result,
  type PermissionRow as RulesRow,
  sameRows,
  type UserAdminRefusal,
  userAdminScope,
} from '@shop/commerce'
import { type MessageKey, t } from '@shop/i18n'
import {
  DENY_CODES,
  type DeliveryMethod,
  type DenyCode,
  denyCodeSchema,
  nameChecks,
  ROLES,
  type Role,
  roleSchema,
  z,
} from '@shop/schemas'
import type { Payload } from 'payload'
import type { Customer, User } from '../payload-types'
import { customerPermissionsOf, defaultContextOf, permissionRows, relationId } from './account'
import { denyName, roleName } from './role-names'
import type { Actor } from './session'
import {
  activeCustomers,
  activeProjects,
  activeUsersOfCustomer,
  countCustomerOrders,
  projectRow,
} from './storage/customers'
import { newestRowOfSession } from './storage/sessions'
import {
  customerNumberOfRow,
  customersById,
  customersWithProjects,
  findAccount,
  insertUser,
  pageOfUsers,
  projectsById,
  saveUser,
  shopExists,
} from './storage/users'

/**
 * The customer and project context (spec sections 1 and 7): which contexts a user may shop in, the
 * customers they may choose, the chosen customer's sales team, and whether an order number is the
 * chosen customer's. Decided from the permission rows as stored now, whatever the client sent.
 */

/** A customer's row by id and a user's (a quote's sender and author); Payload's NotFound when there is none. */
export { customerRow, userRow } from './storage/users'

/** The chosen customer's number (the delivery-dates route's key), or null without a context. */
export const customerNumberOf = async (payload: Payload, customerId: string | null): Promise<string | null> =>
  customerId ? customerNumberOfRow(payload, Number(customerId)) : null

/**
 * What other domains read of the accounts' rows without a session: a customer's row id by its
 * number, the punch-out customers among some (punchout/entry.ts).
 */
export { customerIdByNumber, punchoutCustomers } from './storage/customers'

/** The user with this e-mail address (as stored: lower case), or null. */
export const accountByEmail = (payload: Payload, email: string) => findAccount(payload, { email })

/** A session's punch-out settings, kept with its newest row; null for a normal session. */
export async function sessionPunchout(payload: Payload, sessionId: string): Promise<PunchoutSession | null> {
  return storedPunchout((await newestRowOfSession(payload, sessionId))?.punchout)
}

/** Does the token give this user a permission row for the customer? (Role and deny codes aside.) */
export const holdsCustomer = (principal: Principal, customerId: string): boolean =>
  principal.customerPermissions.some((p) => p.customerId === customerId)

const noCustomer = () => fail('conflict', 'addresses.errors.no_customer')

async function projectCustomer(payload: Payload, projectId: string): Promise<string | null> {
  const project = await projectRow(payload, projectId)
  return project && project.active !== false ? relationId(project.customer) : null
}

/** Is `context` one this user may shop in? */
export async function contextIsAllowed(payload: Payload, user: User, context: CustomerContextIds): Promise<boolean> {
  const owner = context.projectId ? await projectCustomer(payload, context.projectId) : null
  return contextAllowed(permissionRows(user), context, owner)
}

/**
 * The context a session starts or goes on with: the wanted one if allowed, else the profile's
 * default if still allowed, else the first customer the user has, else none.
 */
export async function secureContext(
  payload: Payload,
  user: User,
  wanted: CustomerContextIds | null,
): Promise<CustomerContextIds | null> {
  if (wanted && (await contextIsAllowed(payload, user, wanted))) return wanted
  const fallback = defaultContextOf(user)
  if (fallback && (await contextIsAllowed(payload, user, fallback))) return fallback
  const first = permissionRows(user)[0]
  if (!first) return null
  const context = { customerId: first.customerId, projectId: first.projectId }
  return (await contextIsAllowed(payload, user, context)) ? context : { customerId: first.customerId, projectId: null }
}

/** What the project flyout offers: the user's customers, each with the projects they may use. */
export interface ContextOption {
  id: string
  customerNumber: string
  name: string
  projects: Array<{ id: string; projectNumber: string; name: string }>
}

/** The customers and projects a user may choose between, active ones only, by name. */
export async function contextOptions(
  payload: Payload,
  user: Pick<User, 'customerPermissions'>,
  search?: string,
): Promise<ContextOption[]> {
  const rows = permissionRows(user)
  const customerIds = [...new Set(rows.map((r) => Number(r.customerId)))]
  if (!customerIds.length) return []
  const [customers, projects] = await Promise.all([
    activeCustomers(payload, customerIds),
    activeProjects(payload, customerIds),
  ])
  const needle = search?.trim().toLowerCase()
  return customers
    .map((customer) => {
      const id = String(customer.id)
      const grants = rows.filter((r) => r.customerId === id)
      const wide = grants.some((g) => g.projectId === null)
      return {
        id,
        customerNumber: customer.customerId,
        name: customer.name,
        projects: projects
          .filter((p) => relationId(p.customer) === id)
          .filter((p) => wide || grants.some((g) => g.projectId === String(p.id)))
          .map((p) => ({ id: String(p.id), projectNumber: p.projectId, name: p.name })),
      }
    })
    .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.customerNumber.includes(needle))
}

/** GET v3/customers: a customer the user may choose, with the projects they may use (spec names). */
export interface CustomerChoice {
  customerId: string
  customerNumber: string
  customerName: string
  projects: Array<{ projectId: string; projectNumber: string; projectName: string }>
}

/**
 * The active customers (and projects) this user may choose, from their permission rows as stored
 * now (a customer taken away since the token was signed is no longer offered), optionally filtered by
 * name or customer number.
 */
export async function customerChoices(
  payload: Payload,
  actor: Actor,
  search?: string,
): Promise<Result<CustomerChoice[]>> {
  const user = await findAccount(payload, { id: actor.principal.userId })
  if (!user || user.active === false) return ok([])
  return ok(
    (await contextOptions(payload, user, search)).map((option) => ({
      customerId: option.id,
      customerNumber: option.customerNumber,
      customerName: option.name,
      projects: option.projects.map((p) => ({ projectId: p.id, projectNumber: p.projectNumber, projectName: p.name })),
    })),
  )
}

/** One person of the chosen customer's sales team. */
export interface TeamMember {
  name: string
  email: string
  role: 'SELLER_ADMIN'
  title: string
}

/**
 * GET crm/customerteam. The shop has no CRM, so the team is derived from what it does know: the active
 * users holding a SELLER_ADMIN permission row for the chosen customer, i.e. the sellers who administer
 * that customer's account. Only their name and e-mail are shown (what a buyer needs to reach them).
 * An empty list means no seller is assigned; it is never padded with made-up contacts.
 */
export async function customerTeam(payload: Payload, actor: Actor): Promise<Result<TeamMember[]>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return noCustomer()
  const users = await activeUsersOfCustomer(payload, target)
  return ok(
    users
      .filter((user) => permissionRows(user).some((row) => row.customerId === target && row.role === 'SELLER_ADMIN'))
      .map((user) => ({
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
        email: user.email,
        role: 'SELLER_ADMIN' as const,
        title: t('customerServices.team_seller'),
      })),
  )
}

/**
 * GET v4/customers/orders/{n}/validate: is `orderNumber` an order of the chosen customer? An order of
 * another customer and no order at all give the same `false`, so order numbers cannot be probed.
 */
export async function orderNumberIsCustomers(
  payload: Payload,
  actor: Actor,
  orderNumber: string,
): Promise<Result<boolean>> {
  const target = actor.customerId
  if (!target || !holdsCustomer(actor.principal, target)) return noCustomer()
  const wanted = [...new Set([orderNumber, orderNumber.toUpperCase()])]
  return ok((await countCustomerOrders(payload, target, wanted)) > 0)
}

/**
 * The users service behind /api/auth/v2/users, /users/name, /v2/permissions and the user
 * administration pages. Storage overrides Payload's access rules, so every check is made here, with
 * the rules of @shop/commerce user-admin.ts: the asking principal is reloaded from the database (a
 * token issued before a permission was withdrawn grants nothing more), the target is resolved once
 * by `visibleUser`, and out-of-scope users are answered as not found.
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
  .check(...nameChecks())
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

/** A user's id in a path; anything else names no user (404). */
export const userIdParams = z.object({ id: z.string().regex(/^\d{1,12}$/) })

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

const notFound = () => fail('not_found', 'errors.not_found')

const REFUSALS: Record<UserAdminRefusal, { kind: FailureKind; error: MessageKey; message?: MessageKey }> = {
  not_found: { kind: 'not_found', error: 'errors.not_found' },
  forbidden: { kind: 'forbidden', error: 'errors.forbidden_action' },
  // Spec section 8: a 403 is errors.forbidden_action; the text says why.
  shared_account: { kind: 'forbidden', error: 'errors.forbidden_action', message: 'userAdmin.error.shared_account' },
  role_too_high: { kind: 'forbidden', error: 'userAdmin.error.role_too_high' },
  customer_out_of_scope: { kind: 'forbidden', error: 'userAdmin.error.customer_out_of_scope' },
  duplicate_row: { kind: 'invalid', error: 'userAdmin.error.duplicate_row' },
  rows_required: { kind: 'invalid', error: 'userAdmin.error.rows_required' },
}

/** A refusal of the rules; the rows' own mistakes are marked on the rows' field for the form. */
const refuse = (reason: UserAdminRefusal) => {
  const { kind, error, message } = REFUSALS[reason]
  if (kind === 'invalid') return fail(kind, error, { issues: [{ path: 'customerPermissions', message: t(error) }] })
  return fail(kind, error, message ? { message: t(message) } : {})
}

const badField = (issues: Issue[]) => fail('invalid', 'errors.bad_request', { issues })

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

/** The asker's account and what it grants now; null when the account is gone or deactivated. */
async function currentAccount(payload: Payload, principal: Principal): Promise<{ me: Principal; row: User } | null> {
  const row = await findAccount(payload, { id: principal.userId })
  if (!row || row.active === false) return null
  return {
    me: {
      userId: String(row.id),
      role: roleSchema.catch('USER').parse(row.role),
      customerPermissions: customerPermissionsOf(row),
    },
    row,
  }
}

/**
 * The asking principal as the database has it now: role and per-customer rows from the user row, not
 * from the token. Null when the account is gone or deactivated.
 */
export async function currentPrincipal(payload: Payload, principal: Principal): Promise<Principal | null> {
  return (await currentAccount(payload, principal))?.me ?? null
}

/** Runs `work` for the principal as the database has it now (unauthenticated when the account is gone). */
async function asCurrent<T>(
  payload: Payload,
  principal: Principal,
  work: (me: Principal, row: User) => Promise<Result<T>>,
): Promise<Result<T>> {
  const current = await currentAccount(payload, principal)
  return current ? work(current.me, current.row) : fail('unauthenticated', 'errors.invalid_token')
}

/** A user as the asker (reloaded, see `currentPrincipal`) may see them: what the services of one user take. */
export interface UserInView {
  me: Principal
  user: User
}

/**
 * The user `id`, resolved once, when the asker may see them: all of them (themselves, or a user they
 * administer), or for `'name'` only the name (colleagues at their customers too). Anyone else answers
 * exactly like an id that does not exist.
 */
export function visibleUser(
  payload: Payload,
  principal: Principal,
  id: string,
  view: 'user' | 'name' = 'user',
): Promise<Result<UserInView>> {
  return asCurrent(payload, principal, async (me, row) => {
    const user = id === me.userId ? row : await findAccount(payload, { id })
    const may = view === 'name' ? canSeeUserName : canSeeUser
    return user && may(me, managedUserOf(user)) ? ok({ me, user }) : notFound()
  })
}

/** What each route and page of one user does: resolve the target once, then run `service` on it. */
export async function withVisibleUser<T>(
  payload: Payload,
  principal: Principal,
  id: string,
  service: (target: UserInView) => Result<T> | Promise<Result<T>>,
  view: 'user' | 'name' = 'user',
): Promise<Result<T>> {
  const target = await visibleUser(payload, principal, id, view)
  return target.ok ? service(target.value) : target
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

async function dtoOf(payload: Payload, principal: Principal, user: User): Promise<UserDto> {
  const [dto] = await dtosOf(payload, principal, [user])
  return dto as UserDto
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

/** GET /v2/users: the users the principal administers, filtered, sorted and paged. */
export function listUsers(payload: Payload, principal: Principal, query: ListUsersQuery): Promise<Result<UserListDto>> {
  return asCurrent(payload, principal, async (me) => {
    const scope = userAdminScope(me)
    if (scope.kind === 'none') return fail('forbidden', 'errors.forbidden_action')
    const { limit, offset } = query
    const { users, total } = await pageOfUsers(
      payload,
      {
        customers: scope.kind === 'all' ? 'all' : scope.customerIds,
        active: query.active === '1',
        search: query.search,
      },
      { by: query.orderBy, desc: query.desc },
      { offset, limit },
    )
    return ok({ users: await dtosOf(payload, me, users), total, limit, offset })
  })
}

/** GET /v2/users/{id}: a user `visibleUser` found. */
export async function getUser(payload: Payload, { me, user }: UserInView): Promise<Result<UserDto>> {
  return ok(await dtoOf(payload, me, user))
}

/** GET /users/name/{id}: the name of a user `visibleUser(…, 'name')` found. */
export function getUserName({ user }: UserInView): Result<UserNameDto> {
  return ok({
    userId: String(user.id),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: fullNameOf(user),
  })
}

/** GET /v2/permissions/{id}: the permission rows of a user `visibleUser` found, each marked editable or not. */
export function getPermissions({ me, user }: UserInView): Result<UserPermissionDto[]> {
  return ok(toDto(me, user, new Map()).customerPermissions)
}

/** A customer an admin may give rows for, with its active projects (the forms' choices). */
export interface CustomerOption {
  id: string
  customerNumber: string
  name: string
  projects: Array<{ id: string; projectNumber: string; name: string }>
}

async function customerOptions(
  payload: Payload,
  which: Parameters<typeof customersWithProjects>[1],
  max: number,
): Promise<CustomerOption[]> {
  const { customers, projects } = await customersWithProjects(payload, which, max)
  return customers.map((customer) => ({
    id: String(customer.id),
    customerNumber: customer.customerId,
    name: customer.name,
    projects: projects
      .filter((p) => relationId(p.customer) === String(customer.id))
      .map((p) => ({ id: String(p.id), projectNumber: p.projectId, name: p.name })),
  }))
}

/** Named customers (and their projects), e.g. to show a user's read-only rows. */
export function customerDirectory(payload: Payload, ids: readonly string[]): Promise<CustomerOption[]> {
  const unique = [...new Set(ids)]
  return unique.length ? customerOptions(payload, { ids: unique }, unique.length) : Promise.resolve([])
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
  if (scope.kind === 'all') return customerOptions(payload, 'active', max)
  return customerDirectory(payload, scope.customerIds)
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────

/** Every row names an existing customer, and its project (if any) belongs to that customer. */
async function checkRowsExist(payload: Payload, rows: readonly RulesRow[]): Promise<Issue[]> {
  const [customers, projects] = await Promise.all([
    customersById(
      payload,
      rows.map((r) => r.customerId),
    ),
    projectsById(
      payload,
      rows.flatMap((r) => (r.projectId ? [r.projectId] : [])),
    ),
  ])
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
 * PUT /v2/users/{id} on a user `visibleUser` found. Anyone updates their own profile fields; an admin
 * also those of users they manage, and their role, activation and rows (planAdminChange). The default
 * customer and project must be a context the user may use with the rows they will have. Everything is
 * checked before the one write, so a refused request changes nothing.
 */
export async function updateUser(
  payload: Payload,
  { me, user }: UserInView,
  input: UpdateUserInput,
): Promise<Result<UserDto>> {
  const target = managedUserOf(user)
  const self = me.userId === target.userId

  const data: Partial<User> = {}
  for (const field of PROFILE_FIELDS) {
    if (input[field] === undefined) continue
    const next = input[field] || null
    if (next !== (user[field] || null)) data[field] = next
  }

  // What the request asks of the profile itself (not what follows from rows taken away, below).
  const profileAsked = Object.keys(data).length > 0

  const plan: AdminChangePlan = planAdminChange(me, target, {
    role: input.role,
    active: input.active,
    customerPermissions: input.customerPermissions,
  })
  if (!plan.ok) return refuse(plan.reason)
  if (plan.changed) {
    if (input.customerPermissions) {
      const issues = await checkRowsExist(payload, input.customerPermissions)
      if (issues.length) return badField(issues)
    }
    if (plan.role !== target.role) data.role = plan.role
    if (plan.active !== target.active) data.active = plan.active
    if (!sameRows(plan.customerPermissions, target.customerPermissions)) {
      data.customerPermissions = storedRows(plan.customerPermissions)
    }
  }

  // The default context, checked against the rows the user will have after this request.
  let defaultAsked = false
  const after = { ...user, customerPermissions: storedRows(plan.customerPermissions) } as User
  const currentDefault = { customerId: relationId(user.defaultCustomer), projectId: relationId(user.defaultProject) }
  if (input.defaultCustomerId !== undefined || input.defaultProjectId !== undefined) {
    const customerId = input.defaultCustomerId === undefined ? currentDefault.customerId : input.defaultCustomerId
    const projectId = input.defaultProjectId ?? null
    if (!customerId) {
      if (projectId) return badField([{ path: 'defaultProjectId', message: t('profile.project_without_customer') }])
    } else if (!(await contextIsAllowed(payload, after, { customerId, projectId }))) {
      return badField([
        { path: projectId ? 'defaultProjectId' : 'defaultCustomerId', message: t('context.not_allowed') },
      ])
    }
    if (customerId !== currentDefault.customerId) data.defaultCustomer = customerId ? Number(customerId) : null
    if (projectId !== currentDefault.projectId) data.defaultProject = projectId ? Number(projectId) : null
    if ('defaultCustomer' in data || 'defaultProject' in data) defaultAsked = true
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

  if (typeof data.preferredStore === 'string' && !(await shopExists(payload, data.preferredStore))) {
    return badField([{ path: 'preferredStore', message: t('profile.unknown_store') }])
  }

  // Names, phone, preferences and the default context of someone else are the account's: canChangeAccount, as
  // role and activation. A default context cleared because the rows that allowed it were taken away is not asked.
  const touchesOthersProfile = !self && (profileAsked || defaultAsked)
  const profileRefusal = touchesOthersProfile ? accountChangeRefusal(me, target) : null
  if (profileRefusal) return refuse(profileRefusal)

  const saved = Object.keys(data).length ? await saveUser(payload, user, data) : user
  return ok(await dtoOf(payload, me, saved))
}

const emailTaken = () =>
  fail('conflict', 'userAdmin.error.email_taken', {
    issues: [{ path: 'email', message: t('userAdmin.error.email_taken') }],
  })

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
): Promise<Result<UserDto>> {
  return asCurrent(payload, principal, async (me) => {
    const plan = planNewUser(me, { role: input.role, customerPermissions: input.customerPermissions })
    if (!plan.ok) return refuse(plan.reason)
    const issues = await checkRowsExist(payload, plan.customerPermissions)
    if (issues.length) return badField(issues)
    if (await findAccount(payload, { email: input.email })) return emailTaken()
    const first = plan.customerPermissions[0]
    let created: User
    try {
      created = await insertUser(
        payload,
        {
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
        headers,
      )
    } catch (error) {
      // Two admins creating the same address at once: the unique index decides.
      if (await findAccount(payload, { email: input.email })) return emailTaken()
      throw error
    }
    return ok(await dtoOf(payload, me, created))
  })
}
