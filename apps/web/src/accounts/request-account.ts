import 'server-only'
import type { Payload } from 'payload'
import { cache } from 'react'
import { sqlRows } from '../db/sql'
import { payload } from '../payload/payload'
import type { User } from '../payload-types'

/** What a logged-in user's pages need of their row beside the session: whom they buy for, and how. */
export type RequestAccount = Pick<User, 'customerPermissions' | 'preferredDeliveryMethod' | 'defaultDeliveryMethod'>

interface Row {
  preferred_delivery_method: User['preferredDeliveryMethod']
  default_delivery_method: User['defaultDeliveryMethod']
  perm_id: string | null
  customer_id: number | null
  project_id: number | null
  role: NonNullable<User['customerPermissions']>[number]['role'] | null
  deny: string | null
}

/**
 * The user's customer rows (in their order, each with its denied permissions in order) and delivery
 * preferences, in one plain SQL statement: the Local API's findByID of the whole row, with its arrays, cost
 * 2 ms of CPU on every logged-in page (docs/benchmarks.md). Null for a user who is not there.
 */
export async function readRequestAccount(instance: Payload, userId: string): Promise<RequestAccount | null> {
  if (!/^\d+$/.test(userId)) return null
  const rows = await sqlRows<Row>(
    instance,
    `SELECT u.preferred_delivery_method, u.default_delivery_method, p.id AS perm_id, p.customer_id, p.project_id,
            p.role, d.value AS deny
       FROM users u
       LEFT JOIN user_perms p ON p._parent_id = u.id
       LEFT JOIN user_perm_denies d ON d.parent_id = p.id
      WHERE u.id = ?
      ORDER BY p._order, d."order"`,
    [Number(userId)],
  )
  const [first] = rows
  if (!first) return null
  const permissions = new Map<string, NonNullable<User['customerPermissions']>[number]>()
  for (const row of rows) {
    if (row.perm_id === null || row.customer_id === null || row.role === null) continue
    let permission = permissions.get(row.perm_id)
    if (!permission) {
      permission = {
        id: row.perm_id,
        customer: Number(row.customer_id),
        project: row.project_id === null ? null : Number(row.project_id),
        role: row.role,
        permissionDenies: [],
      }
      permissions.set(row.perm_id, permission)
    }
    if (row.deny !== null) permission.permissionDenies?.push(row.deny)
  }
  return {
    customerPermissions: [...permissions.values()],
    preferredDeliveryMethod: first.preferred_delivery_method ?? null,
    defaultDeliveryMethod: first.default_delivery_method ?? null,
  }
}

/**
 * The calling user's account, read once per request: the shell's customer and project choices and the
 * product page's delivery default both need it.
 */
export const requestAccount = cache(async (userId: string) => readRequestAccount(await payload(), userId))
