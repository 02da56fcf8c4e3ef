import { type KeyValueStorage, readStringList, writeStringList } from '../../browser/web-storage'

/** Recently searched terms (the history container), newest first, kept in localStorage. */
export const SEARCH_HISTORY_KEY = 'shop.search-history'
export const MAX_SEARCH_HISTORY = 8
/** Longer input is not a search term anyone wants to see again. */
export const MAX_TERM_LENGTH = 100

/** Trims and collapses inner whitespace; '' for blank input. */
export function normaliseTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ')
}

/** Puts `term` first, drops an earlier copy (ignoring case) and keeps at most `max` terms. */
export function addTerm(history: readonly string[], term: string, max = MAX_SEARCH_HISTORY): string[] {
  const clean = normaliseTerm(term)
  if (!clean || clean.length > MAX_TERM_LENGTH) return [...history]
  const key = clean.toLocaleLowerCase('sv-SE')
  return [clean, ...history.filter((earlier) => earlier.toLocaleLowerCase('sv-SE') !== key)].slice(0, max)
}

export function readSearchHistory(storage: KeyValueStorage | null): string[] {
  return readStringList(storage, SEARCH_HISTORY_KEY)
    .map(normaliseTerm)
    .filter((term) => term.length > 0 && term.length <= MAX_TERM_LENGTH)
    .slice(0, MAX_SEARCH_HISTORY)
}

/** Records a submitted search and returns the new history. */
export function rememberSearch(storage: KeyValueStorage | null, term: string): string[] {
  const next = addTerm(readSearchHistory(storage), term)
  writeStringList(storage, SEARCH_HISTORY_KEY, next)
  return next
}

export function clearSearchHistory(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(SEARCH_HISTORY_KEY)
  } catch {
    // Storage refused; nothing to clear.
  }
}

/** The results page of a term (the /search route reads q). */
export function searchHref(term: string): string {
  return `/search?${new URLSearchParams({ q: normaliseTerm(term) }).toString()}`
}
