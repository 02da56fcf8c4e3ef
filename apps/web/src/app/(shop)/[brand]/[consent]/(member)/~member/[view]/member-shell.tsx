'use client'

import type { ReactNode } from 'react'
import { ContextPickerFlyout } from '@/accounts/views/ContextPickerFlyout'
import { ContextCurrent, ContextLine, type ProjectTexts, ProjectTrigger } from '@/shell/header/project-context'
import { FavouritesProvider } from '@/shopping-lists/views/favourites-store'
import { useSessionView } from '../../../../../../../accounts/views/session-store'

/**
 * The shell's personal parts on a page rendered once for many shoppers (page-cache/member-view.ts),
 * filled in from the session view (GET /api/auth/session). Until it arrives they show what a shopper
 * without a chosen context sees; the texts come from the server's render.
 */

export function SessionText({ field }: { field: 'name' | 'email' }) {
  return useSessionView()?.user[field] ?? null
}

export function MemberProjectButton({ texts }: { texts: ProjectTexts }) {
  return <ProjectTrigger texts={texts} label={useSessionView()?.context.label ?? null} />
}

export function MemberContextLine({ texts }: { texts: ProjectTexts }) {
  return <ContextLine texts={texts} label={useSessionView()?.context.label ?? null} />
}

export function MemberContextCurrent({ texts, none }: { texts: ProjectTexts; none: string }) {
  const view = useSessionView()
  return view ? <ContextCurrent texts={texts} label={view.context.label} none={none} /> : null
}

export function MemberContextPicker() {
  const view = useSessionView()
  return view ? <ContextPickerFlyout current={view.context.current} /> : null
}

/** The hearts' store, once the session view names the user and their favourites. */
export function MemberFavourites({ listPattern, children }: { listPattern: string; children: ReactNode }) {
  const view = useSessionView()
  return (
    <FavouritesProvider owner={view?.user.id ?? null} initial={view?.favourites ?? []} listPattern={listPattern}>
      {children}
    </FavouritesProvider>
  )
}
