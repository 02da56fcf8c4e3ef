'use client'

import type { FavouriteView } from '@shop/schemas'
import { createContext, createElement, type ReactNode, useContext, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { apiCall } from '@/browser/api-fetch'

/**
 * The user's favourite articles in the browser (the hearts). The shop layout reads them on the server
 * and hands them to FavouritesProvider, so every heart renders its state on the first paint; a toggle
 * shows at once and rolls back when the auth service refuses it (the 51st favourite: its Swedish
 * alert, and nothing changes). Anonymous visitors have no store, so no hearts.
 */

export const FAVOURITES_API = '/api/auth/users/favourites'

export interface FavouriteAlert {
  articleNumber: string
  text: string
}

export interface FavouritesState {
  /** articleNumber → favouriteId ('' while its add is under way). */
  ids: Record<string, string>
  /** Articles whose toggle is under way: a second click waits for the first. */
  busy: Record<string, true>
  /** The refusal to show beside the heart that caused it. */
  alert: FavouriteAlert | null
  /** The brand's path of a list page ('/mina-sidor/inkopslistor/:listId'), for links to a list. */
  listPattern: string
}

interface FavouritesActions {
  toggle(articleNumber: string): Promise<void>
  dismissAlert(): void
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>

const without = <T>(record: Record<string, T>, key: string) => {
  const { [key]: _dropped, ...rest } = record
  return rest
}

export function createFavouritesStore(initial: readonly FavouriteView[], listPattern = '') {
  return createStore<FavouritesState & FavouritesActions>()((set, get) => {
    const settle = (articleNumber: string, change: Partial<FavouritesState>) =>
      set((state) => ({ ...change, busy: without(state.busy, articleNumber) }))

    return {
      ids: Object.fromEntries(initial.map((favourite) => [favourite.articleNumber, favourite.favouriteId])),
      busy: {},
      alert: null,
      listPattern,

      async toggle(articleNumber) {
        const { ids, busy } = get()
        if (busy[articleNumber]) return
        const favouriteId = ids[articleNumber]
        set({ busy: { ...busy, [articleNumber]: true }, alert: null })

        if (favouriteId !== undefined) {
          set((state) => ({ ids: without(state.ids, articleNumber) }))
          const result = await apiCall(FAVOURITES_API, {
            method: 'DELETE',
            json: { favouriteIds: [favouriteId] },
            service: 'auth',
          })
          if (result.ok) return settle(articleNumber, {})
          if (result.failure.aborted) return
          return settle(articleNumber, {
            ids: { ...get().ids, [articleNumber]: favouriteId },
            alert: { articleNumber, text: result.failure.message },
          })
        }

        set((state) => ({ ids: { ...state.ids, [articleNumber]: '' } }))
        const result = await apiCall<Partial<FavouriteView> | null>(FAVOURITES_API, {
          method: 'POST',
          json: { articleNumber },
          service: 'auth',
        })
        if (result.ok) {
          const id = result.data?.favouriteId ?? ''
          return settle(articleNumber, { ids: { ...get().ids, [articleNumber]: id } })
        }
        if (result.failure.aborted) return
        // Refused (the 51st favourite, an unknown article) or failed: the heart goes back to empty.
        settle(articleNumber, {
          ids: without(get().ids, articleNumber),
          alert: { articleNumber, text: result.failure.message },
        })
      },

      dismissAlert() {
        set({ alert: null })
      },
    }
  })
}

const FavouritesContext = createContext<FavouritesStore | null>(null)

/**
 * Gives the hearts below it the user's favourites as the server read them: one store per user, none
 * for a visitor (`owner` null: no hearts). Always in the tree, so logging in or out in place (the
 * account flyout, then a refresh) swaps the store without remounting the shell below it (its toast,
 * its focus); a refresh for the same user keeps the store and what the shopper did in it.
 */
export function FavouritesProvider({
  owner,
  initial,
  listPattern,
  children,
}: {
  owner: string | null
  initial: readonly FavouriteView[]
  listPattern: string
  children: ReactNode
}) {
  const storeOf = (user: string | null) => (user ? createFavouritesStore(initial, listPattern) : null)
  const [current, setCurrent] = useState(() => ({ owner, store: storeOf(owner) }))
  let { store } = current
  if (current.owner !== owner) {
    // React's pattern for state that follows a prop: set during render, before the children read it.
    store = storeOf(owner)
    setCurrent({ owner, store })
  }
  return createElement(FavouritesContext.Provider, { value: store }, children)
}

/** The favourites store of the page, or null for a visitor (no provider). */
export function useFavouritesStore(): FavouritesStore | null {
  return useContext(FavouritesContext)
}

const NO_STORE = createFavouritesStore([])

/** A part of the favourites' state (of an empty store without a provider). */
export function useFavourites<T>(selector: (state: FavouritesState & FavouritesActions) => T): T {
  const store = useFavouritesStore()
  return useStore(store ?? NO_STORE, selector)
}

/** The number of favourite articles, as the header's badge shows it. */
export const favouriteCount = (state: FavouritesState) => Object.keys(state.ids).length
