import 'server-only'
import type { Principal } from '@shop/commerce'
import { type DenyCode, type Role, roleSchema } from '@shop/schemas'
import { headers } from 'next/headers'
import { cache } from 'react'
import { payload } from '../db/payload'

export interface Session {
  principal: Principal
  name: string
  email: string
  /** The chosen customer context; drives deny codes. Chosen in the project flyout (accounts issue). */
  customerId: string | null
}

type RelationId = string | number | { id: string | number } | null | undefined
const idOf = (value: RelationId) => (value && typeof value === 'object' ? String(value.id) : value ? String(value) : '')

interface UserDoc {
  id: string | number
  email: string
  firstName?: string | null
  lastName?: string | null
  role?: string | null
  defaultCustomer?: RelationId
  customerPermissions?: Array<{
    customer?: RelationId
    role?: string | null
    permissionDenies?: string[] | null
  }> | null
}

/** Maps a user record to what guards need; unknown roles fall back to the lowest. */
export function sessionFromUser(user: UserDoc): Session {
  const role = (value: string | null | undefined): Role => roleSchema.catch('USER').parse(value)
  return {
    principal: {
      userId: String(user.id),
      role: role(user.role),
      customerPermissions: (user.customerPermissions ?? []).map((p) => ({
        customerId: idOf(p.customer),
        role: role(p.role),
        permissionDenies: (p.permissionDenies ?? []) as DenyCode[],
      })),
    },
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    email: user.email,
    customerId: idOf(user.defaultCustomer) || null,
  }
}

/**
 * The visitor's session, once per request. Until the accounts issue brings the shop's own tokens,
 * this is Payload's authenticated user (its httpOnly `payload-token` cookie or a bearer token).
 */
export const getSession = cache(async (): Promise<Session | null> => {
  const instance = await payload()
  const { user } = await instance.auth({ headers: await headers() })
  return user ? sessionFromUser(user as unknown as UserDoc) : null
})
