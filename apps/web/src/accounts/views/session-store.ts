'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { apiCall } from '@/browser/api-fetch'
import type { SessionView } from '../session-view'

/**
 * The session as the browser fills it into a page shared by many shoppers (accounts/views/member-shell.tsx):
 * asked for once per page load by the first island that needs it, and again when the shopper changes
 * customer or project. A page rendered for its user has it in its markup and never asks.
 */

export const SESSION_VIEW_API = '/api/auth/session'

const sessionStore = createStore<{ view: SessionView | null }>(() => ({ view: null }))
let asked = false

async function load() {
  asked = true
  // A 401 logs out and says so (browser/api-fetch.ts), as any call of a session that has ended.
  const result = await apiCall<SessionView>(SESSION_VIEW_API, { service: 'auth' })
  if (result.ok && result.data) sessionStore.setState({ view: result.data })
}

/** After a change of context: the label and choice follow, where this page asked for them. */
export function refreshSessionView(): void {
  if (asked) void load()
}

export function useSessionView(): SessionView | null {
  useEffect(() => {
    if (!asked) void load()
  }, [])
  return useStore(sessionStore, (state) => state.view)
}
