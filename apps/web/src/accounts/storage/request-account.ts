import 'server-only'
import type { Payload } from 'payload'
import { sqlRows } from '../../db/sql'
import type { User } from '../../payload-types'

/** One row per permission row and denied permission of a user (request-account.ts folds them). */
export interface RequestAccountRow {
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
 * 2 ms of CPU on every logged-in page (docs/benchmarks.md). No rows for a user who is not there.
 */
export function requestAccountRows(payload: Payload, userId: number): Promise<RequestAccountRow[]> {
  return sqlRows<RequestAccountRow>(
    payload,
    `SELECT u.preferred_delivery_method, u.default_delivery_method, p.id AS perm_id, p.customer_id, p.project_id,
            p.role, d.value AS deny
       FROM users u
       LEFT JOIN user_perms p ON p._parent_id = u.id
       LEFT JOIN user_perm_denies d ON d.parent_id = p.id
      WHERE u.id = ?
      ORDER BY p._order, d."order"`,
    [userId],
  )
}
