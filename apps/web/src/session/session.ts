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
  /** Brands whose content this person edits in the CMS (site admins edit every brand). */
  editorBrands: string[]
  /** The store id whose shelf this user looks at by default (their profile's preferred store). */
  preferredStore: string | null
}

/** May this session see a brand's unpublished drafts (the admin's preview links)? */
export function canPreview(session: Session | null, brand: string): boolean {
  if (!session) return false
  return session.principal.role === 'SITE_ADMIN' || session.editorBrands.includes(brand)
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
  editorBrands?: string[] | null
  preferredStore?: string | null
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
    editorBrands: user.editorBrands ?? [],
    preferredStore: user.preferredStore ?? null,
  }
}

/** `?preview=1` from the admin's preview links, honoured only for someone who may preview `brand`. */
export async function previewRequested(brand: string, preview: string | string[] | undefined): Promise<boolean> {
  return preview === '1' && canPreview(await getSession(), brand)
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
