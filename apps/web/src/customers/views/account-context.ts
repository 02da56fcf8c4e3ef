import 'server-only'
import { contextLabel } from '@shop/commerce'
import type { Payload } from 'payload'
import { cache } from 'react'
import { getSession, type Session } from '@/auth/session'
import { payload } from '@/db/payload'
import type { Customer, Project } from '@/payload-types'
import { requestAccount } from '../../users/request-account'
import { type ContextOption, contextOptions } from '../service'
import { type CurrentContext, labelOf } from './context-choice'

export interface AccountContext {
  /** The customers and projects the user may choose between (the project flyout). */
  options: ContextOption[]
  /** The session's chosen context. */
  current: CurrentContext | null
  /** 'Kund / Projekt' of the chosen context, or null when none is chosen. */
  label: string | null
}

async function nameOf(instance: Payload, collection: 'customers' | 'projects', id: string | null) {
  if (!id || !/^\d+$/.test(id)) return null
  const doc = (await instance
    .findByID({ collection, id: Number(id), depth: 0, overrideAccess: true, select: { name: true } })
    .catch(() => null)) as Pick<Customer | Project, 'name'> | null
  return doc?.name ?? null
}

/**
 * What the shell and Mina sidor show about the session's customer context, once per request: the
 * choices (from the user's permissions, read fresh from the database) and the current label.
 */
export const accountContext = cache(async (session: Session | null): Promise<AccountContext | null> => {
  if (!session) return null
  const instance = await payload()
  const user = await requestAccount(session.principal.userId)
  const options = user ? await contextOptions(instance, user) : []
  const current = session.customerId ? { customerId: session.customerId, projectId: session.projectId } : null
  let label = current ? labelOf(options, current) : null
  if (current && !label) {
    // A context the options no longer list (an inactive customer): still name it.
    const [customer, project] = await Promise.all([
      nameOf(instance, 'customers', current.customerId),
      nameOf(instance, 'projects', current.projectId),
    ])
    label = contextLabel(customer, project)
  }
  return { options, current, label }
})

/** The current request's account context (getSession, then accountContext). */
export async function currentAccountContext(): Promise<{ session: Session; context: AccountContext } | null> {
  const session = await getSession()
  if (!session) return null
  const context = await accountContext(session)
  return context ? { session, context } : null
}
