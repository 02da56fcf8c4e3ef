import { roleSchema } from '@shop/schemas'
import type { Payload } from 'payload'
import type { Session } from '../../../apps/web/src/auth/session'
import type { Customer } from '../../../apps/web/src/payload-types'
import { customerPermissionsOf } from '../../../apps/web/src/users/account'
import { findAccount } from '../../../apps/web/src/users/storage'

/**
 * What a session token would carry for this (demo) user, in the given customer and project context
 * (Payload ids). A session is also the Actor the services take.
 */
export async function sessionOf(
  payload: Payload,
  email: string,
  context: { customerId?: string | null; projectId?: string | null } = {},
): Promise<Session> {
  const user = await findAccount(payload, { email })
  if (!user) throw new Error(`no user ${email}`)
  return {
    principal: {
      userId: String(user.id),
      role: roleSchema.parse(user.role),
      customerPermissions: customerPermissionsOf(user),
    },
    sessionId: 'test',
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(),
    email: user.email,
    customerId: context.customerId ?? null,
    projectId: context.projectId ?? null,
    editorBrands: [],
    preferredStore: user.preferredStore ?? null,
  }
}

/** The Payload ids of the seeded customers, by customer number ('10001' → '3'). */
export async function customerIdsOf(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({ collection: 'customers', limit: 0, pagination: false, overrideAccess: true })
  return new Map((docs as Customer[]).map((customer) => [customer.customerId, String(customer.id)]))
}
