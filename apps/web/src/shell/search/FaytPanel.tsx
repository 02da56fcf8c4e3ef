'use client'

import { formatMoney } from '@shop/i18n/format'
import { cx, focusRing, SearchIcon } from '@shop/ui'
import type React from 'react'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { focusableIn } from '../../browser/focusable'
import { ProductImage } from '../../media/ProductImage'
import { Link } from '../Link'
import { overlayStore, panelId } from '../overlays/overlay-store'
import { normaliseTerm, searchHref } from './search-history'
import { t } from './search-texts'
import {
  createSuggester,
  nextFocus,
  SUGGEST_MIN_CHARS,
  type SuggestedProduct,
  type Suggester,
  type Suggestions,
  suggestionStatus,
} from './suggestions'

export type FaytLabels = {
  suggestions: string
  suggestionsEmpty: string
  /** Contains '{query}'. */
  suggestionsFor: string
}

type FaytPanelProps = {
  query: string
  open: boolean
  labels: FaytLabels
  inputRef: RefObject<HTMLInputElement | null>
  /** The 'Sök efter …' link was followed: the term counts as a search. */
  onSearch: (term: string) => void
}

const linkClass = cx('flex items-center gap-3 rounded-brand px-2 py-2 text-sm hover:bg-surface', focusRing)
const closePanel = () => overlayStore.getState().closeAll()

function priceText({ price, unit }: SuggestedProduct): string | null {
  if (!price) return null
  if (price.askForPrice) return t('search.suggest_ask_for_price')
  return t('search.suggest_price', { price: formatMoney(price.netPrice), unit })
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="pb-1">
      <h2 id={id} className="eyebrow px-2 pt-1 pb-1 text-muted">
        {heading}
      </h2>
      <ul aria-labelledby={id}>{children}</ul>
    </div>
  )
}

/**
 * The find-as-you-type panel under the header search: live products, categories and content pages
 * for the term, then the link to the full results. Fetching, debouncing and the stale guard live
 * in ./suggestions; this island only renders and moves focus. Escape is the overlay controller's.
 */
export function FaytPanel({ query, open, labels, inputRef, onSearch }: FaytPanelProps) {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const suggester = useRef<Suggester | null>(null)

  useEffect(() => {
    const instance = createSuggester({ onResult: setSuggestions })
    suggester.current = instance
    return () => instance.dispose()
  }, [])

  // Only an open panel asks: the results page fills the field without anyone typing.
  useEffect(() => {
    if (open) suggester.current?.update(query)
  }, [open, query])

  const term = normaliseTerm(query)
  const shown = term.length >= SUGGEST_MIN_CHARS ? suggestions : null

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = focusableIn(event.currentTarget)
    const index = links.indexOf(document.activeElement as HTMLElement)
    if (index < 0) return
    event.preventDefault()
    const next = nextFocus(index, links.length, event.key)
    ;(next === 'field' ? inputRef.current : links[next])?.focus()
  }

  return (
    <section
      id={panelId('fayt')}
      aria-label={labels.suggestions}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-brand border border-text/15 bg-background p-2 text-text shadow-lg"
    >
      <p role="status" aria-live="polite" className="sr-only">
        {shown ? suggestionStatus(shown) : ''}
      </p>
      {shown?.products.length ? (
        <Group heading={t('search.suggest_products')}>
          {shown.products.map((product) => {
            const price = priceText(product)
            return (
              <li key={product.articleNumber}>
                <Link href={product.url} onClick={closePanel} className={linkClass}>
                  <ProductImage
                    picture={product.picture}
                    className="size-10 shrink-0 rounded-brand bg-surface object-contain"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{product.name}</span>
                    <span className="block text-xs text-muted">
                      {t('search.suggest_article_number', { articleNumber: product.articleNumber })}
                    </span>
                  </span>
                  {price ? <span className="shrink-0 text-sm font-semibold tabular-nums">{price}</span> : null}
                </Link>
              </li>
            )
          })}
        </Group>
      ) : null}
      {shown?.categories.length ? (
        <Group heading={t('search.suggest_categories')}>
          {shown.categories.map((category) => (
            <li key={category.path}>
              <Link href={category.url} onClick={closePanel} className={linkClass}>
                <span className="min-w-0 flex-1 truncate">
                  {category.name}
                  {category.parentName ? (
                    <span className="text-muted"> {t('search.suggest_in', { parent: category.parentName })}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {shown?.pages.length ? (
        <Group heading={t('search.suggest_pages')}>
          {shown.pages.map((page) => (
            <li key={page.url}>
              <Link href={page.url} onClick={closePanel} className={linkClass}>
                <span className="min-w-0 flex-1 truncate">{page.title}</span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {term ? (
        <Link
          href={searchHref(term)}
          onClick={() => {
            onSearch(term)
            closePanel()
          }}
          className={linkClass}
        >
          <SearchIcon size={16} className="text-muted" />
          {labels.suggestionsFor.replace('{query}', term)}
        </Link>
      ) : (
        <p className="px-2 py-2 text-sm text-muted">{labels.suggestionsEmpty}</p>
      )}
    </section>
  )
}
