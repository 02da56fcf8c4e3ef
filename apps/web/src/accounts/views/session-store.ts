'use client'

import { useEffect } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { apiCall } from '@/browser/api-fetch'
import type { SessionView } from '../../app/api/auth/session/session-view'

/**
 * The session as the browser fills it into a page shared by many shoppers (app/(shop)/[brand]/[consent]/(member)/~member/[view]/member-shell.tsx):
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

const contextListeners = new Set<() => void>()

/**
 * What else must follow a change of customer or project (the catalog's prices and stock): the stores
 * that hold it register here, since they build on accounts and the context picker cannot import them.
 */
export function onContextChange(listener: () => void): () => void {
  contextListeners.add(listener)
  return () => contextListeners.delete(listener)
}

/** The context picker's change took: the session view and everything registered follow. */
export function contextChanged(): void {
  refreshSessionView()
  for (const listener of contextListeners) listener()
}

export function useSessionView(): SessionView | null {
  useEffect(() => {
    if (!asked) void load()
  }, [])
  return useStore(sessionStore, (state) => state.view)
}
