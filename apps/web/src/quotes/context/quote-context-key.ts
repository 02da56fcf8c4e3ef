/**
 * Where the quote context is kept (sessionStorage: this tab, kept over reloads), apart from its store
 * (./quote-context-store.ts, zustand with its persist middleware), so the shell can tell whether there
 * is a context to end without loading the store on every page.
 */
export const QUOTE_CONTEXT_KEY = 'shop.quote-context'

/** Whether sessionStorage may hold a context other than normal (unreadable storage: it may). */
export function mayHoldQuoteContext(
  storage: () => { getItem(name: string): string | null } = () => window.sessionStorage,
): boolean {
  let raw: string | null
  try {
    raw = storage().getItem(QUOTE_CONTEXT_KEY)
  } catch {
    return true
  }
  if (raw === null) return false
  try {
    const { state } = JSON.parse(raw) as { state?: { mode?: unknown } }
    return state?.mode !== 'normal'
  } catch {
    return true
  }
}

/**
 * The fixed start of the QuoteDetails path ('/mina-offerter/'): the shell's first, cheap test of a
 * path, so that the store and the full match (./quote-path.ts) load only where a quote's page may be.
 */
export const quotePathPrefix = (quotePattern: string) => `${quotePattern.split('/:')[0]}/`
