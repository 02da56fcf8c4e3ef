'use client'

import { Button, CloseIcon, cx, focusRing, HistoryIcon, SearchIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { focusableIn } from '../../browser/focusable'
import { browserStorage } from '../../browser/web-storage'
import { flyoutIsland } from '../islands/lazy-island'
import { Link } from '../Link'
import { overlayStore, panelId, SEARCH_INPUT_ID, useOverlay } from '../overlays/overlay-store'
import { clearSearchHistory, normaliseTerm, readSearchHistory, rememberSearch, searchHref } from './search-history'

/** The suggestions panel, loaded when the search is first typed in: most pages are never searched from. */
const FaytPanel = flyoutIsland('fayt', () => import('./FaytPanel').then((module) => module.FaytPanel), null)

export type SearchBoxLabels = {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  suggestionsEmpty: string
  /** Contains '{query}'. */
  suggestionsFor: string
  history: string
  historyHeading: string
  historyClear: string
}

/** The search form's wrapper: pointer and focus inside it keep fayt and history open. */
export const SEARCH_SCOPE_ID = 'shell-search'

/**
 * The header search: a GET form to /search with the term in q (works without JavaScript), plus two
 * panels under the field: find-as-you-type ('Sökförslag': live products, categories and pages, see
 * FaytPanel) while there is a term, and the recent-search history ('Sökhistorik', localStorage)
 * while the field is empty. Arrow Down moves from the field into the open panel.
 */
export function SearchBox({ labels, className }: { labels: SearchBoxLabels; className?: string }) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [history, setHistory] = useState<string[]>([])
  const active = useOverlay((state) => state.active)
  const inputRef = useRef<HTMLInputElement>(null)
  const faytOpen = active === 'fayt'
  const historyOpen = active === 'history' && history.length > 0

  // Storage and the URL are read after hydration, so the server and first client render agree.
  useEffect(() => {
    setHistory(readSearchHistory(browserStorage()))
    // On the results page the field shows the term searched for (read here rather than with
    // useSearchParams, which would opt every page of the root layout out of static rendering).
    if (window.location.pathname === '/search') {
      setQuery(new URLSearchParams(window.location.search).get('q') ?? '')
    }
  }, [])

  function showPanelFor(value: string, knownHistory = history) {
    const store = overlayStore.getState()
    if (normaliseTerm(value) === '' && knownHistory.length > 0) store.open('history')
    else store.open('fayt')
  }

  function onFocus(event: React.FocusEvent<HTMLInputElement>) {
    // Focus coming back from inside the panels (Escape, Arrow Up past the first link) must not reopen
    // what the shopper just closed; only focus arriving from elsewhere opens a panel.
    const from = event.relatedTarget
    if (from instanceof Node && document.getElementById(SEARCH_SCOPE_ID)?.contains(from)) return
    const fresh = readSearchHistory(browserStorage())
    setHistory(fresh)
    showPanelFor(query, fresh)
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    setQuery(event.target.value)
    showPanelFor(event.target.value)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return
    const openPiece = faytOpen ? 'fayt' : historyOpen ? 'history' : null
    const panel = openPiece ? document.getElementById(panelId(openPiece)) : null
    const first = panel ? focusableIn(panel)[0] : undefined
    if (first) {
      event.preventDefault()
      first.focus()
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const term = normaliseTerm(query)
    if (!term) {
      // The results route would only send a blank search back to the start page.
      event.preventDefault()
      inputRef.current?.focus()
      return
    }
    setHistory(rememberSearch(browserStorage(), term))
    overlayStore.getState().closeAll()
    // A client-side navigation, as a link would make; without JavaScript the form is a plain GET.
    event.preventDefault()
    router.push(searchHref(term))
  }

  function clearHistory() {
    clearSearchHistory(browserStorage())
    setHistory([])
    overlayStore.getState().open('fayt')
    inputRef.current?.focus()
  }

  const controls = faytOpen ? panelId('fayt') : historyOpen ? panelId('history') : undefined

  return (
    <div id={SEARCH_SCOPE_ID} data-overlay-scope="fayt history" className={cx('relative', className)}>
      <search aria-label={labels.label}>
        <form action="/search" onSubmit={onSubmit} className="flex">
          <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
            {labels.label}
          </label>
          <input
            ref={inputRef}
            id={SEARCH_INPUT_ID}
            name="q"
            type="search"
            value={query}
            onChange={onChange}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            placeholder={labels.placeholder}
            aria-controls={controls}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            className="search-field"
          />
          <button type="submit" className="search-submit">
            <SearchIcon />
            <span className="sr-only">{labels.submit}</span>
          </button>
        </form>
      </search>

      <FaytPanel
        query={query}
        open={faytOpen}
        labels={labels}
        inputRef={inputRef}
        onSearch={(term) => setHistory(rememberSearch(browserStorage(), term))}
      />

      {/* Only with recent searches to show: it never opens without, and it was 600 bytes of every page's HTML. */}
      {history.length > 0 ? (
        <section
          id={panelId('history')}
          aria-label={labels.history}
          hidden={!historyOpen}
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-brand border border-text/15 bg-background p-2 text-text shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 px-2 pb-1">
            <h2 className="eyebrow text-muted">{labels.historyHeading}</h2>
            <Button intent="link" size="inline" className="text-xs" onClick={clearHistory}>
              <CloseIcon size={14} />
              {labels.historyClear}
            </Button>
          </div>
          <ul>
            {history.map((term) => (
              <li key={term}>
                <Link
                  href={searchHref(term)}
                  onClick={() => {
                    setHistory(rememberSearch(browserStorage(), term))
                    setQuery(term)
                    overlayStore.getState().closeAll()
                  }}
                  className={cx('flex items-center gap-2 rounded-brand px-2 py-2 text-sm hover:bg-surface', focusRing)}
                >
                  <HistoryIcon size={16} className="text-muted" />
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
