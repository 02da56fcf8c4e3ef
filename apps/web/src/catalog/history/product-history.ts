import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { guardedSessionStorage } from '@/browser/web-storage'
import type { Picture } from '@/media/picture'
import { isProductPath, PRODUCT_HISTORY_KEY } from './history-key'

export { isProductPath, PRODUCT_HISTORY_KEY }

/**
 * The product history (spec section 2): products viewed in this run of product pages, and the listing
 * or search URL the shopper came from. Kept in sessionStorage so a reload keeps it; leaving product
 * pages resets both (`resetOnLeave`, run by ProductHistoryReset in the shell).
 */
export const MAX_PRODUCT_HISTORY = 10

export interface ViewedProduct {
  articleNumber: string
  name: string
  url: string
  /** The product page's picture as a thumbnail (media/picture.ts); null for an article without one. */
  picture: Picture | null
}

export interface ProductHistoryState {
  products: ViewedProduct[]
  searchRoute: string | null
  recordView(product: ViewedProduct): void
  rememberSearchRoute(url: string): void
  /**
   * Clears the history and the search route. A search route that is the page now shown is kept:
   * a listing may remember itself in the same render that leaves the product pages.
   */
  resetOnLeave(currentUrl: string): void
}

export type ProductHistoryStore = StoreApi<ProductHistoryState>

export const EMPTY_HISTORY: Pick<ProductHistoryState, 'products' | 'searchRoute'> = { products: [], searchRoute: null }

/** Puts `product` first, drops an earlier view of the same article and keeps at most `max`. */
export function addViewed(list: readonly ViewedProduct[], product: ViewedProduct, max = MAX_PRODUCT_HISTORY) {
  return [product, ...list.filter((p) => p.articleNumber !== product.articleNumber)].slice(0, max)
}

/** Path and query of a same-site URL, or null for anything else (a remembered route is only ever a link here). */
export function localRoute(url: string): string | null {
  const base = typeof window === 'undefined' ? 'http://shop.invalid' : window.location.origin
  try {
    const parsed = new URL(url, base)
    return parsed.origin === base ? `${parsed.pathname}${parsed.search}` : null
  } catch {
    return null
  }
}

export function createProductHistoryStore(storage: () => StateStorage = guardedSessionStorage): ProductHistoryStore {
  return createStore<ProductHistoryState>()(
    persist(
      (set, get) => ({
        ...EMPTY_HISTORY,
        recordView: (product) => set({ products: addViewed(get().products, product) }),
        rememberSearchRoute: (url) => {
          const route = localRoute(url)
          if (route && !isProductPath(route)) set({ searchRoute: route })
        },
        resetOnLeave: (currentUrl) => {
          const { products, searchRoute } = get()
          const keep = searchRoute !== null && searchRoute === localRoute(currentUrl)
          if (products.length === 0 && (searchRoute === null || keep)) return
          set({ products: [], searchRoute: keep ? searchRoute : null })
        },
      }),
      {
        name: PRODUCT_HISTORY_KEY,
        storage: createJSONStorage(storage),
        partialize: ({ products, searchRoute }) => ({ products, searchRoute }),
        // Stored data from an older shape must not break the page.
        merge: (stored, current) => {
          const value = (stored ?? {}) as Partial<ProductHistoryState>
          return {
            ...current,
            products: Array.isArray(value.products) ? value.products.slice(0, MAX_PRODUCT_HISTORY) : [],
            searchRoute: typeof value.searchRoute === 'string' ? value.searchRoute : null,
          }
        },
      },
    ),
  )
}

/** The browser's one product history. */
export const productHistory = createProductHistoryStore()

/** For listing and search pages: the URL "Tillbaka till sökresultatet" leads back to. */
export function rememberSearchRoute(url: string): void {
  productHistory.getState().rememberSearchRoute(url)
}
