import type { CustomerContextIds } from '@shop/auth'
import { contextAllowed } from '@shop/commerce'
import type { Payload } from 'payload'
import type { Customer, Project, User } from '../payload-types'
import { defaultContextOf, permissionRows, relationId } from '../users/account'

/** What the project flyout offers: the user's customers, each with the projects they may use. */
export interface ContextOption {
  id: string
  customerNumber: string
  name: string
  projects: Array<{ id: string; projectNumber: string; name: string }>
}

async function projectCustomer(payload: Payload, projectId: string): Promise<string | null> {
  if (!/^\d+$/.test(projectId)) return null
  const project = (await payload
    .findByID({ collection: 'projects', id: Number(projectId), depth: 0, overrideAccess: true })
    .catch(() => null)) as Project | null
  return project && project.active !== false ? relationId(project.customer) : null
}

/** Is `context` one this user may shop in? Checked on the server whatever the client sent. */
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

/** The customers and projects a user may choose between, active ones only, by name. */
export async function contextOptions(payload: Payload, user: User, search?: string): Promise<ContextOption[]> {
  const rows = permissionRows(user)
  const customerIds = [...new Set(rows.map((r) => Number(r.customerId)))]
  if (!customerIds.length) return []
  const [customers, projects] = await Promise.all([
    payload.find({
      collection: 'customers',
      where: { id: { in: customerIds }, active: { not_equals: false } },
      limit: customerIds.length,
      depth: 0,
      sort: 'name',
      overrideAccess: true,
      select: { name: true, customerId: true },
    }),
    payload.find({
      collection: 'projects',
      where: { customer: { in: customerIds }, active: { not_equals: false } },
      limit: 1000,
      depth: 0,
      sort: 'name',
      overrideAccess: true,
      select: { name: true, projectId: true, customer: true },
    }),
  ])
  const needle = search?.trim().toLowerCase()
  return (customers.docs as Customer[])
    .map((customer) => {
      const id = String(customer.id)
      const grants = rows.filter((r) => r.customerId === id)
      const wide = grants.some((g) => g.projectId === null)
      return {
        id,
        customerNumber: customer.customerId,
        name: customer.name,
        projects: (projects.docs as Project[])
          .filter((p) => relationId(p.customer) === id)
          .filter((p) => wide || grants.some((g) => g.projectId === String(p.id)))
          .map((p) => ({ id: String(p.id), projectNumber: p.projectId, name: p.name })),
      }
    })
    .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.customerNumber.includes(needle))
}
