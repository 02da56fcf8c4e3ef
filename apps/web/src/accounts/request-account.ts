import 'server-only'
import type { Payload } from 'payload'
import { cache } from 'react'
import { payload } from '../payload/payload'
import type { User } from '../payload-types'
import { requestAccountRows } from './storage/request-account'

/** What a logged-in user's pages need of their row beside the session: whom they buy for, and how. */
export type RequestAccount = Pick<User, 'customerPermissions' | 'preferredDeliveryMethod' | 'defaultDeliveryMethod'>

/**
 * The user's customer rows (in their order, each with its denied permissions in order) and delivery
 * preferences, read in one plain SQL statement (storage/request-account.ts). Null for a user who is not
 * there.
 */
export async function readRequestAccount(instance: Payload, userId: string): Promise<RequestAccount | null> {
  if (!/^\d+$/.test(userId)) return null
  const rows = await requestAccountRows(instance, Number(userId))
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
