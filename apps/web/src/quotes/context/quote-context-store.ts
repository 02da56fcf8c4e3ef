import {
  NORMAL_QUOTE_CONTEXT,
  nextQuoteContext,
  type QuoteContext,
  type QuoteVisit,
  quoteContextOf,
} from '@shop/commerce/quotes/quote-context'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { guardedSessionStorage } from '@/browser/web-storage'
import { QUOTE_CONTEXT_KEY } from './quote-context-key'
import { quoteVisitFor } from './quote-path'

export interface QuoteContextState extends QuoteContext {
  /** Applies a visit (spec section 4's transitions, packages/commerce/quotes/quote-context.ts). */
  visit(visit: QuoteVisit): void
  /** Applies the visit of the page at `pathname`, given the brand's QuoteDetails path. */
  enter(pathname: string, quotePattern: string): void
}

export type QuoteContextStore = StoreApi<QuoteContextState>

const contextOf = ({ mode, quoteId, returnPath }: QuoteContext): QuoteContext => ({ mode, quoteId, returnPath })

export function createQuoteContextStore(storage: () => StateStorage = guardedSessionStorage): QuoteContextStore {
  return createStore<QuoteContextState>()(
    persist<QuoteContextState, [], [], QuoteContext>(
      (set, get) => ({
        ...NORMAL_QUOTE_CONTEXT,
        visit: (visit) => {
          const current = contextOf(get())
          const next = nextQuoteContext(current, visit)
          if (next !== current) set(contextOf(next))
        },
        enter: (pathname, quotePattern) => get().visit(quoteVisitFor(pathname, quotePattern)),
      }),
      {
        name: QUOTE_CONTEXT_KEY,
        storage: createJSONStorage(storage),
        partialize: contextOf,
        // Whatever is stored (older shape, edited by hand) is read through the one rule of what a context is.
        merge: (stored, current) => ({ ...current, ...quoteContextOf(stored) }),
      },
    ),
  )
}

/** The tab's one quote context. */
export const quoteContextStore = createQuoteContextStore()
