import 'server-only'
import type { Payload } from 'payload'
import { placeholders, sqlRows } from '../../db/sql'
import type { Customer, Project, User } from '../../payload-types'

/**
 * Reads of customers, projects and the people and orders of a customer, nothing else: through the
 * Local API, but for the two the shell of every logged-in page reads (plain SQL, see those).
 */

export async function projectRow(payload: Payload, projectId: string): Promise<Project | null> {
  if (!/^\d+$/.test(projectId)) return null
  return (await payload
    .findByID({ collection: 'projects', id: Number(projectId), depth: 0, overrideAccess: true })
    .catch(() => null)) as Project | null
}

/** A customer the customer and project picker offers. */
export type CustomerChoiceRow = Pick<Customer, 'id' | 'customerId' | 'name'>
/** A project the customer and project picker offers. */
export type ProjectChoiceRow = Pick<Project, 'id' | 'projectId' | 'name' | 'customer'>

/** Inactive is `false`; no value is the field's default, active (SQLite answers 0/1, Postgres false/true). */
const ACTIVE = 'COALESCE(active, true) = true'

/**
 * The active customers among `customerIds`, by name (as the Local API sorts: then newest first). Plain
 * SQL: the shell of every logged-in page reads them, and the Local API's per-document work cost more CPU
 * than the query (docs/benchmarks.md).
 */
export async function activeCustomers(payload: Payload, customerIds: number[]): Promise<CustomerChoiceRow[]> {
  if (customerIds.length === 0) return []
  const rows = await sqlRows<{ id: number; customer_id: string; name: string }>(
    payload,
    `SELECT id, customer_id, name FROM customers
      WHERE id IN (${placeholders(customerIds.length)}) AND ${ACTIVE} ORDER BY name, created_at DESC`,
    customerIds,
  )
  return rows.map((row) => ({ id: Number(row.id), customerId: row.customer_id, name: row.name }))
}

/** A customer's row id by its customer number, or null. */
export async function customerIdByNumber(payload: Payload, customerNumber: string): Promise<string | null> {
  const [row] = await sqlRows<{ id: number }>(payload, 'SELECT id FROM customers WHERE customer_id = ? LIMIT 1', [
    customerNumber,
  ])
  return row ? String(row.id) : null
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

/** The active projects of `customerIds`, by name, at most 1,000 (plain SQL, as activeCustomers). */
export async function activeProjects(payload: Payload, customerIds: number[]): Promise<ProjectChoiceRow[]> {
  if (customerIds.length === 0) return []
  const rows = await sqlRows<{ id: number; project_id: string; name: string; customer_id: number }>(
    payload,
    `SELECT id, project_id, name, customer_id FROM projects
      WHERE customer_id IN (${placeholders(customerIds.length)}) AND ${ACTIVE} ORDER BY name, created_at DESC LIMIT 1000`,
    customerIds,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    projectId: row.project_id,
    name: row.name,
    customer: Number(row.customer_id),
  }))
}

/**
 * The names of a chosen customer and project (the header's 'Kund / Projekt'), whether or not they are
 * still active: one statement, as the shell of every logged-in page reads it.
 */
export async function contextNames(
  payload: Payload,
  customerId: string,
  projectId: string | null,
): Promise<{ customer: string | null; project: string | null }> {
  const id = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)
  const [row] = await sqlRows<{ customer: string | null; project: string | null }>(
    payload,
    `SELECT (SELECT name FROM customers WHERE id = ?) AS customer, (SELECT name FROM projects WHERE id = ?) AS project`,
    [id(customerId), id(projectId)],
  )
  return { customer: row?.customer ?? null, project: row?.project ?? null }
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
