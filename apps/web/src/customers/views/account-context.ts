import 'server-only'
import { contextLabel } from '@shop/commerce'
import type { Payload } from 'payload'
import { cache } from 'react'
import { getSession, type Session } from '@/auth/session'
import { payload } from '@/db/payload'
import { requestAccount } from '../../users/request-account'
import { type ContextOption, contextOptions } from '../service'
import { contextNames } from '../storage'
import { type CurrentContext, labelOf } from './context-choice'

export interface AccountContext {
  /** The customers and projects the user may choose between (the project flyout). */
  options: ContextOption[]
  /** The session's chosen context. */
  current: CurrentContext | null
  /** 'Kund / Projekt' of the chosen context, or null when none is chosen. */
  label: string | null
}

/** The label of a context the options do not list (an inactive customer), or of any, without the options. */
async function labelByName(instance: Payload, current: CurrentContext): Promise<string | null> {
  const names = await contextNames(instance, current.customerId, current.projectId)
  return contextLabel(names.customer, names.project)
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
  // A context the options no longer list (an inactive customer): still name it.
  if (current && !label) label = await labelByName(instance, current)
  return { options, current, label }
})

/**
 * What the shell shows of the session's context on every logged-in page: the choice and its label,
 * without the choices (the picker asks for those when it opens, GET v3/customers).
 */
export const shellContext = cache(
  async (session: Session | null): Promise<ChosenContext | null> =>
    session ? chosenContext(await payload(), session) : null,
)

export type ChosenContext = Pick<AccountContext, 'current' | 'label'>

/** The session's chosen customer and project, and their label. */
export async function chosenContext(
  instance: Payload,
  session: Pick<Session, 'customerId' | 'projectId'>,
): Promise<ChosenContext> {
  const current = session.customerId ? { customerId: session.customerId, projectId: session.projectId } : null
  return { current, label: current ? await labelByName(instance, current) : null }
}

/** The current request's account context (getSession, then accountContext). */
export async function currentAccountContext(): Promise<{ session: Session; context: AccountContext } | null> {
  const session = await getSession()
  if (!session) return null
  const context = await accountContext(session)
  return context ? { session, context } : null
}
