/**
 * Where the product history is kept and which pages are product pages: apart from the store
 * (./product-history.ts, zustand with its session-storage middleware), so the shell can tell whether
 * there is anything to reset without loading the store on every page.
 */
export const PRODUCT_HISTORY_KEY = 'shop.product-history'

export const isProductPath = (pathname: string) => pathname.startsWith('/produkt/')

/**
 * Whether session storage may hold a history to reset: products or a search route saved there, or a
 * storage that cannot be read (then only the store in memory knows, so it must be asked).
 */
export function mayHoldHistory(
  storage: () => { getItem(name: string): unknown } = () => window.sessionStorage,
): boolean {
  let raw: unknown
  try {
    raw = storage().getItem(PRODUCT_HISTORY_KEY)
  } catch {
    return true
  }
  if (raw === null || raw === undefined) return false
  if (typeof raw !== 'string') return true
  try {
    const { state } = JSON.parse(raw) as { state?: { products?: unknown[]; searchRoute?: unknown } }
    return Boolean(state?.products?.length) || (state?.searchRoute ?? null) !== null
  } catch {
    return true
  }
}
