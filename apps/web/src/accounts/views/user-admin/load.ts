import 'server-only'
import type { Principal } from '@shop/commerce'
import type { Payload } from 'payload'
import { currentPrincipal } from '@/accounts/service'
import { getSession } from '@/accounts/session'
import { payload } from '@/payload/payload'

/**
 * What every user administration page starts from: the Payload instance and the asking admin as the
 * database has them now (the page's Guard has already checked the token's role). Null when the
 * session or the account is gone.
 */
export async function adminPageContext(): Promise<{ instance: Payload; principal: Principal } | null> {
  const session = await getSession()
  if (!session) return null
  const instance = await payload()
  const principal = await currentPrincipal(instance, session.principal)
  return principal ? { instance, principal } : null
}

/** The first value of a query parameter. */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value
