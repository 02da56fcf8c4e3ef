import type { Suggestions } from '../../catalog/suggest'
import { normaliseTerm } from './search-history'
import { t } from './search-texts'

export type { SuggestedCategory, SuggestedPage, SuggestedProduct, Suggestions } from '../../catalog/suggest'

/** One letter matches half the catalog; two is where suggestions start to help. */
export const SUGGEST_MIN_CHARS = 2
/** Long enough to skip most keystrokes of a fast typist, short enough to feel live. */
export const SUGGEST_DEBOUNCE_MS = 150
const CACHED_TERMS = 20

export const suggestUrl = (term: string) => `/api/product/suggest?${new URLSearchParams({ q: term }).toString()}`

export function suggestionCount(suggestions: Suggestions | null): number {
  return suggestions ? suggestions.products.length + suggestions.categories.length + suggestions.pages.length : 0
}

/** What a screen reader hears after an answer: '6 produkter, 2 kategorier', or that nothing was found. */
export function suggestionStatus(suggestions: Suggestions | null): string {
  if (!suggestions) return ''
  const { products, categories, pages } = suggestions
  const parts = [
    products.length ? t('search.suggest_count_products', { count: products.length }) : '',
    categories.length ? t('search.suggest_count_categories', { count: categories.length }) : '',
    pages.length ? t('search.suggest_count_pages', { count: pages.length }) : '',
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : t('search.suggest_none')
}

/**
 * Where Arrow Up/Down goes from link `index` of `count` in the panel: the neighbouring link, or
 * 'field' past either end, so the keys cycle field → links → field as in a combobox.
 */
export function nextFocus(index: number, count: number, key: 'ArrowUp' | 'ArrowDown'): number | 'field' {
  const next = key === 'ArrowDown' ? index + 1 : index - 1
  return next < 0 || next >= count ? 'field' : next
}

type Timer = ReturnType<typeof setTimeout>

export interface SuggesterOptions {
  /** Called with each answer that is still current, or null when there is nothing to show. */
  onResult: (suggestions: Suggestions | null) => void
  fetch?: typeof fetch
  delay?: number
  minChars?: number
  setTimer?: (run: () => void, ms: number) => Timer
  clearTimer?: (timer: Timer) => void
}

export interface Suggester {
  /** The field's current text; call on every change. */
  update(term: string): void
  dispose(): void
}

/**
 * Debounced suggestion fetching with a stale guard. A keystroke cancels the request for the
 * previous term (AbortController) and retires its ticket, so an answer that still slips through
 * never overwrites a newer one. Until a new answer arrives nothing is reported, so the panel keeps
 * the previous suggestions instead of flickering to empty. Recent answers are kept, so deleting a
 * letter shows the earlier suggestions at once.
 */
export function createSuggester(options: SuggesterOptions): Suggester {
  const {
    onResult,
    delay = SUGGEST_DEBOUNCE_MS,
    minChars = SUGGEST_MIN_CHARS,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer),
  } = options
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const cache = new Map<string, Suggestions>()
  let current: string | null = null
  let ticket = 0
  let timer: Timer | null = null
  let inFlight: AbortController | null = null

  function stop() {
    if (timer !== null) clearTimer(timer)
    timer = null
    inFlight?.abort()
    inFlight = null
  }

  function remember(term: string, suggestions: Suggestions) {
    cache.delete(term)
    cache.set(term, suggestions)
    if (cache.size > CACHED_TERMS) cache.delete(cache.keys().next().value as string)
  }

  async function load(term: string, mine: number) {
    const controller = new AbortController()
    inFlight = controller
    try {
      const response = await doFetch(suggestUrl(term), {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
      if (!response.ok) throw new Error(`suggest answered ${response.status}`)
      const suggestions = (await response.json()) as Suggestions
      if (mine !== ticket) return
      remember(term, suggestions)
      onResult(suggestions)
    } catch {
      // Aborted or superseded: a newer term owns the panel. Otherwise only the search link remains.
      if (mine === ticket && !controller.signal.aborted) onResult(null)
    } finally {
      if (inFlight === controller) inFlight = null
    }
  }

  return {
    update(raw) {
      const term = normaliseTerm(raw)
      if (term === current) return
      current = term
      const mine = ++ticket
      stop()
      if (term.length < minChars) {
        onResult(null)
        return
      }
      const known = cache.get(term)
      if (known) {
        onResult(known)
        return
      }
      timer = setTimer(() => {
        timer = null
        void load(term, mine)
      }, delay)
    },
    dispose() {
      ticket++
      current = null
      stop()
    },
  }
}
