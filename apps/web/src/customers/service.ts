import 'server-only'
import type { CustomerContextIds } from '@shop/auth'
import { contextAllowed, fail, ok, type Principal, type Result } from '@shop/commerce'
import { t } from '@shop/i18n'
import type { Payload } from 'payload'
import type { Actor } from '../auth/session'
import type { User } from '../payload-types'
import { defaultContextOf, permissionRows, relationId } from '../users/account'
import { findAccount } from '../users/storage'
import { activeCustomers, activeProjects, activeUsersOfCustomer, countCustomerOrders, projectRow } from './storage'

/**
 * The customer and project context (spec sections 1 and 7): which contexts a user may shop in, the
 * customers they may choose, the chosen customer's sales team, and whether an order number is the
 * chosen customer's. Decided from the permission rows as stored now, whatever the client sent.
 */

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
