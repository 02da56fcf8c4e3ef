import 'server-only'
import type { CustomerContextIds, PunchoutClaim } from '@shop/auth'
import type { Principal } from '@shop/commerce'
import { headers } from 'next/headers'
import { cache } from 'react'
import { payload } from '../payload/payload'
import { authenticate } from './authenticate'
import type { LiveSession } from './storage/sessions'

/**
 * The request's session: who is calling, as pages, layouts and api/route.ts see them. Read once per
 * request from the verified access token (authenticate.ts); the tokens themselves are
 * session-tokens.ts's, their cookies cookies.ts's.
 */

export interface Session {
  principal: Principal
  /** The session id (the `sid` claim): logout and context changes address it. */
  sessionId: string
  name: string
  email: string
  /** The chosen customer context; drives deny codes, prices, assortment, carts and orders. */
  customerId: string | null
  projectId: string | null
  /** Brands whose content this person edits in the CMS (site admins edit every brand). */
  editorBrands: string[]
  /** The store id whose shelf this user looks at by default (their profile's preferred store). */
  preferredStore: string | null
  /** Set in a punch-out session (app mode PUNCHOUT): the protocol and the buying company. */
  punchout: PunchoutClaim | null
}

/** What most services need of the caller: who they are and which customer they chose. */
export type Actor = Pick<Session, 'principal' | 'customerId'>

/** May this session see a brand's unpublished drafts (the admin's preview links)? */
export function canPreview(session: Session | null, brand: string): boolean {
  if (!session) return false
  return session.principal.role === 'SITE_ADMIN' || session.editorBrands.includes(brand)
}

/** `?preview=1` from the admin's preview links, honoured only for someone who may preview `brand`. */
export async function previewRequested(brand: string, preview: string | string[] | undefined): Promise<boolean> {
  return preview === '1' && canPreview(await getSession(), brand)
}

/** A Session from verified token claims and the user row (names and preferences are not claims). */
export function sessionOf(
  claims: {
    userId: string
    sessionId: string
    context: CustomerContextIds | null
    punchout?: PunchoutClaim | null
  } & Omit<Principal, 'userId'>,
  user: Omit<LiveSession, 'context'>,
): Session {
  return {
    principal: { userId: claims.userId, role: claims.role, customerPermissions: claims.customerPermissions },
    sessionId: claims.sessionId,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    email: user.email,
    customerId: claims.context?.customerId ?? null,
    projectId: claims.context?.projectId ?? null,
    editorBrands: user.editorBrands ?? [],
    preferredStore: user.preferredStore ?? null,
    punchout: claims.punchout ?? null,
  }
}

/**
 * The visitor's session, once per request: the shop's access token (httpOnly cookie, or a bearer
 * token from an API client), verified and still live. The role and deny lists come from the token
 * (spec section 6); names and preferences from the user row, read with the liveness check.
 */
export const getSession = cache(async (): Promise<Session | null> => {
  const instance = await payload()
  const auth = await authenticate(instance, await headers())
  return auth.ok ? sessionOf(auth.claims, auth.user) : null
})
