import 'server-only'
import { contextLabel } from '@shop/commerce'
import type { Payload } from 'payload'
import { cache } from 'react'
import type { Session } from '@/accounts/session'
import { payload } from '@/payload/payload'
import { requestAccount } from '../request-account'
import { type ContextOption, contextOptions } from '../service'
import { contextNames } from '../storage/customers'
import type { CurrentContext } from './context-choice'

export interface AccountContext {
  /** The customers and projects the user may choose between (the project flyout). */
  options: ContextOption[]
  /** The session's chosen context. */
  current: CurrentContext | null
  /** 'Kund / Projekt' of the chosen context, or null when none is chosen. */
  label: string | null
}

/**
 * What Mina sidor and the checkout show about the session's customer context, once per request: the
 * choices (from the user's permissions, read fresh from the database) and the current label.
 */
export const accountContext = cache(async (session: Session | null): Promise<AccountContext | null> => {
  if (!session) return null
  const instance = await payload()
  const user = await requestAccount(session.principal.userId)
  const [options, chosen] = await Promise.all([
    user ? contextOptions(instance, user) : [],
    chosenContext(instance, session),
  ])
  return { options, ...chosen }
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

/**
 * The session's chosen customer and project, and their label by name: also for a choice the options no
 * longer list (an inactive customer or project), which the session still holds.
 */
export async function chosenContext(
  instance: Payload,
  session: Pick<Session, 'customerId' | 'projectId'>,
): Promise<ChosenContext> {
  if (!session.customerId) return { current: null, label: null }
  const current = { customerId: session.customerId, projectId: session.projectId }
  const names = await contextNames(instance, current.customerId, current.projectId)
  return { current, label: contextLabel(names.customer, names.project) }
}
