import type { QuoteContext } from '@shop/commerce/quotes/quote-context'
import { useSyncExternalStore } from 'react'
import type { QuoteContextStore } from './quote-context-store'

/**
 * The quote context for the islands that show it (the shell's bar, the product page's "Lägg till i
 * offerten"), without the store in every route's first load: the store is a chunk the shell's watcher
 * loads when there is a context to apply; until then every island sees null (normal mode).
 */

let store: QuoteContextStore | null = null
let loading: Promise<QuoteContextStore> | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** Loads the store once; the islands re-render with its context. */
export function loadQuoteContext(): Promise<QuoteContextStore> {
  loading ??= import('./quote-context-store').then(({ quoteContextStore }) => {
    store = quoteContextStore
    store.subscribe(notify)
    notify()
    return quoteContextStore
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = (): QuoteContext | null => store?.getState() ?? null
// The server knows no context: hydration renders normal mode, the stored context right after.
const serverSnapshot = () => null

/** The tab's quote context once its store is loaded; null (normal mode) until then. */
export const useQuoteContext = (): QuoteContext | null => useSyncExternalStore(subscribe, snapshot, serverSnapshot)
