import { describe, expect, it } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import { mayHoldHistory } from './history-key'
import {
  addViewed,
  createProductHistoryStore,
  isProductPath,
  localRoute,
  MAX_PRODUCT_HISTORY,
  PRODUCT_HISTORY_KEY,
  type ViewedProduct,
} from './product-history'

const product = (n: number): ViewedProduct => ({
  articleNumber: String(1000 + n),
  name: `Produkt ${n}`,
  url: `/produkt/produkt-${n}`,
  picture: { src: `/media/produkt-${1000 + n}.jpg`, width: 800, height: 800 },
})

function memory(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
}

describe('product history', () => {
  it('keeps the newest view first, once per article, at most ten', () => {
    let list: ViewedProduct[] = []
    for (let n = 0; n < MAX_PRODUCT_HISTORY + 3; n += 1) list = addViewed(list, product(n))
    expect(list).toHaveLength(MAX_PRODUCT_HISTORY)
    expect(list[0]).toEqual(product(MAX_PRODUCT_HISTORY + 2))
    list = addViewed(list, product(5))
    expect(list[0]).toEqual(product(5))
    expect(list.filter((p) => p.articleNumber === product(5).articleNumber)).toHaveLength(1)
  })

  it('persists views and the search route in the given storage and reads them back', () => {
    const storage = memory()
    const store = createProductHistoryStore(() => storage)
    store.getState().rememberSearchRoute('/kategorier/tra?sort=pris')
    store.getState().recordView(product(1))
    store.getState().recordView(product(2))
    expect(JSON.parse(storage.data.get(PRODUCT_HISTORY_KEY) ?? '{}').state).toEqual({
      products: [product(2), product(1)],
      searchRoute: '/kategorier/tra?sort=pris',
    })
    const again = createProductHistoryStore(() => storage)
    expect(again.getState().products.map((p) => p.articleNumber)).toEqual(['1002', '1001'])
    expect(again.getState().searchRoute).toBe('/kategorier/tra?sort=pris')
  })

  it('refuses product pages and other sites as search routes', () => {
    const store = createProductHistoryStore(() => memory())
    store.getState().rememberSearchRoute('https://elsewhere.example/search?q=x')
    store.getState().rememberSearchRoute('/produkt/skruv-123')
    expect(store.getState().searchRoute).toBeNull()
    expect(localRoute('/search?q=skruv#top')).toBe('/search?q=skruv')
    expect(isProductPath('/produkt/skruv-1')).toBe(true)
    expect(isProductPath('/kategorier/produkt')).toBe(false)
  })

  it('resets both on leaving product pages, keeping a search route that is the page now shown', () => {
    const store = createProductHistoryStore(() => memory())
    store.getState().rememberSearchRoute('/search?q=skruv')
    store.getState().recordView(product(1))
    store.getState().resetOnLeave('/search?q=skruv')
    expect(store.getState()).toMatchObject({ products: [], searchRoute: '/search?q=skruv' })
    store.getState().recordView(product(2))
    store.getState().resetOnLeave('/')
    expect(store.getState()).toMatchObject({ products: [], searchRoute: null })
  })

  it('survives corrupt stored data and a storage that throws', () => {
    const corrupt = memory({ [PRODUCT_HISTORY_KEY]: JSON.stringify({ state: { products: 'x', searchRoute: 4 } }) })
    const store = createProductHistoryStore(() => corrupt)
    expect(store.getState()).toMatchObject({ products: [], searchRoute: null })
    const missing = createProductHistoryStore(() => {
      throw new Error('SecurityError')
    })
    missing.getState().recordView(product(1))
    expect(missing.getState().products).toHaveLength(1)
  })
})

describe('whether the shell must load the store to reset the history', () => {
  it('only while the store has written products or a search route', () => {
    const storage = memory()
    const reads = () => storage
    expect(mayHoldHistory(reads)).toBe(false)
    const store = createProductHistoryStore(() => storage)
    store.getState().recordView(product(1))
    expect(mayHoldHistory(reads)).toBe(true)
    store.getState().resetOnLeave('/kategorier/bygg')
    // The store wrote an empty history: nothing to reset on the next page.
    expect(storage.data.has(PRODUCT_HISTORY_KEY)).toBe(true)
    expect(mayHoldHistory(reads)).toBe(false)
    store.getState().rememberSearchRoute('/search?q=skruv')
    expect(mayHoldHistory(reads)).toBe(true)
  })

  it('asks the store when storage cannot be read or holds something else', () => {
    expect(
      mayHoldHistory(() => {
        throw new Error('denied')
      }),
    ).toBe(true)
    expect(mayHoldHistory(() => memory({ [PRODUCT_HISTORY_KEY]: '{nope' }))).toBe(true)
  })
})
