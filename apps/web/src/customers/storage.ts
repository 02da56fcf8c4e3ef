import 'server-only'
import type { Payload } from 'payload'
import type { Customer, Project, User } from '../payload-types'

/** Reads of customers, projects and the people and orders of a customer (Local API), nothing else. */

export async function projectRow(payload: Payload, projectId: string): Promise<Project | null> {
  if (!/^\d+$/.test(projectId)) return null
  return (await payload
    .findByID({ collection: 'projects', id: Number(projectId), depth: 0, overrideAccess: true })
    .catch(() => null)) as Project | null
}

/** The active customers among `customerIds`, by name. */
export async function activeCustomers(payload: Payload, customerIds: number[]): Promise<Customer[]> {
  const found = await payload.find({
    collection: 'customers',
    where: { id: { in: customerIds }, active: { not_equals: false } },
    limit: customerIds.length,
    // No count query: every page of a logged-in user reads these for the shell.
    pagination: false,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, customerId: true },
  })
  return found.docs as Customer[]
}

/** The active customers among `customerIds` that order by punch-out, by name, with their company. */
export async function punchoutCustomers(payload: Payload, customerIds: number[]): Promise<Customer[]> {
  const found = await payload.find({
    collection: 'customers',
    where: { id: { in: customerIds }, active: { not_equals: false }, 'punchout.enabled': { equals: true } },
    limit: customerIds.length,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, customerId: true, punchout: true },
  })
  return found.docs as Customer[]
}

/** The active projects of `customerIds`, by name. */
export async function activeProjects(payload: Payload, customerIds: number[]): Promise<Project[]> {
  const found = await payload.find({
    collection: 'projects',
    where: { customer: { in: customerIds }, active: { not_equals: false } },
    limit: 1000,
    pagination: false,
    depth: 0,
    sort: 'name',
    overrideAccess: true,
    select: { name: true, projectId: true, customer: true },
  })
  return found.docs as Project[]
}

/** The active users holding a permission row for the customer, by first name. */
export async function activeUsersOfCustomer(payload: Payload, customerId: string): Promise<User[]> {
  const found = await payload.find({
    collection: 'users',
    where: {
      and: [{ 'customerPermissions.customer': { equals: Number(customerId) } }, { active: { not_equals: false } }],
    },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    sort: 'firstName',
  })
  return found.docs as User[]
}

/** How many orders of the customer carry one of `orderIds`. */
export async function countCustomerOrders(payload: Payload, customerId: string, orderIds: string[]): Promise<number> {
  const found = await payload.count({
    collection: 'orders',
    where: { and: [{ orderId: { in: orderIds } }, { customer: { equals: Number(customerId) } }] },
    overrideAccess: true,
  })
  return found.totalDocs
}
