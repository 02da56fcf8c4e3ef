import { ROLES, type Role } from '@shop/schemas'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { Customer, Project, Store, User } from '../../payload-types'

/**
 * The users' reads and writes (Local API), nothing else: who may see or change whom is service.ts's.
 * Every call overrides Payload's access rules, because the services decide access themselves. Not
 * marked server-only: the users collection's hooks load it with the Payload config, which Payload's
 * CLI (generate, migrate) runs outside Next's server graph.
 */

const numericIds = (ids: readonly string[]) => [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number)

/**
 * A user with the hidden password hash, by id or e-mail; null when there is none. A collection hook
 * passes its `req`, so a row created in the same transaction is found.
 */
export async function findAccount(
  payload: Payload,
  by: { id: string } | { email: string },
  req?: PayloadRequest,
): Promise<User | null> {
  if ('id' in by) {
    if (!/^\d+$/.test(by.id)) return null
    return (await payload
      .findByID({
        collection: 'users',
        id: Number(by.id),
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
      .catch(() => null)) as User | null
  }
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: by.email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return (found.docs[0] as User | undefined) ?? null
}

/** Which users a list shows. */
export interface UserFilter {
  /** Users with a permission row for one of these customers, or every user. */
  customers: readonly string[] | 'all'
  active: boolean
  /** Free text: each of its words must appear in the first name, last name or e-mail. */
  search?: string
}

export interface UserOrder {
  by: 'firstName' | 'lastName' | 'email' | 'role'
  desc: boolean
}

function filterWhere(filter: UserFilter): Where[] {
  const ids = filter.customers === 'all' ? null : numericIds(filter.customers)
  // Searched text goes into LIKE patterns: its wildcards are spaces, and five words are plenty.
  const words = (filter.search ?? '').replace(/[%\\]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 5)
  return [
    ...(ids ? [{ 'customerPermissions.customer': { in: ids.length ? ids : [-1] } }] : []),
    filter.active ? { active: { not_equals: false } } : { active: { equals: false } },
    ...words.map(
      (word): Where => ({
        or: (['firstName', 'lastName', 'email'] as const).map((field): Where => ({ [field]: { contains: word } })),
      }),
    ),
  ]
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
 * One page of the users `filter` picks, and how many it picks in all. By role, the order is the roles'
 * rank (USER first), read role by role: the column is text, and its alphabetical order is not the rank
 * on either database.
 */
export async function pageOfUsers(
  payload: Payload,
  filter: UserFilter,
  order: UserOrder,
  window: { offset: number; limit: number },
): Promise<{ users: User[]; total: number }> {
  const base = filterWhere(filter)
  const { offset, limit } = window
  if (order.by !== 'role') {
    const where: Where = { and: base }
    const sort = [order.desc ? `-${order.by}` : order.by, ...(order.by === 'email' ? [] : ['email']), 'id']
    const [users, total] = await Promise.all([findSlice(payload, where, sort, offset, limit), countOf(payload, where)])
    return { users, total }
  }
  const roles: Role[] = order.desc ? [...ROLES].reverse() : [...ROLES]
  const parts = await Promise.all(
    roles.map(async (role) => {
      const where: Where = { and: [...base, { role: { equals: role } }] }
      return { where, count: await countOf(payload, where) }
    }),
  )
  const users: User[] = []
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
  return { users, total: parts.reduce((sum, part) => sum + part.count, 0) }
}

export async function customersById(payload: Payload, ids: readonly string[]): Promise<Map<string, Customer>> {
  const numeric = numericIds(ids)
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

/** A customer row by id; Payload's NotFound error when there is none. */
export const customerRow = (payload: Payload, id: number): Promise<Customer> =>
  payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })

/** A customer's number (its customerId) by row id; null when there is none. */
export async function customerNumberOfRow(payload: Payload, id: number): Promise<string | null> {
  const customer = await payload
    .findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, select: { customerId: true } })
    .catch(() => null)
  return customer?.customerId ?? null
}

/** A user row by id (without the hidden fields); Payload's NotFound error when there is none. */
export const userRow = (payload: Payload, id: number): Promise<User> =>
  payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

export async function projectsById(payload: Payload, ids: readonly string[]): Promise<Map<string, Project>> {
  const numeric = numericIds(ids)
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

/**
 * Customers by name, with their active projects: those with the given ids, or every active customer
 * (at most `max`).
 */
export async function customersWithProjects(
  payload: Payload,
  which: { ids: readonly string[] } | 'active',
  max: number,
): Promise<{ customers: Customer[]; projects: Project[] }> {
  const where: Where = which === 'active' ? { active: { not_equals: false } } : { id: { in: numericIds(which.ids) } }
  const found = await payload.find({
    collection: 'customers',
    where,
    sort: 'name',
    limit: max,
    depth: 0,
    overrideAccess: true,
    select: { customerId: true, name: true },
  })
  const customers = found.docs as Customer[]
  if (!customers.length) return { customers, projects: [] }
  const projects = await payload.find({
    collection: 'projects',
    where: { customer: { in: customers.map((c) => c.id) }, active: { not_equals: false } },
    sort: 'name',
    limit: 5000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { projectId: true, name: true, customer: true },
  })
  return { customers, projects: projects.docs as Project[] }
}

/** Is `storeId` one of the shops (the central warehouse is no one's preferred store)? */
export async function shopExists(payload: Payload, storeId: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: storeId }, isCentralWarehouse: { not_equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { storeId: true },
  })
  return (docs as Store[]).length > 0
}

export async function saveUser(payload: Payload, user: User, data: Partial<User>): Promise<User> {
  return (await payload.update({
    collection: 'users',
    id: user.id,
    data,
    depth: 0,
    overrideAccess: true,
  })) as User
}

/**
 * A new user. The collection's hook sends the activation e-mail with links to the host of `headers`
 * (the admin's brand), so they travel with the call.
 */
export async function insertUser(
  payload: Payload,
  data: RequiredDataFromCollectionSlug<'users'>,
  headers?: Headers,
): Promise<User> {
  return (await payload.create({
    collection: 'users',
    data,
    depth: 0,
    overrideAccess: true,
    ...(headers ? { req: { headers } } : {}),
  })) as User
}
