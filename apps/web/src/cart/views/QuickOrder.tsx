'use client'

import { quantityRefusal } from '@shop/commerce/cart/cart-lines'
import type { DeliveryMethod, LookupArticle } from '@shop/schemas'
import { Button, CloseIcon, cx, IconButton, PlusIcon } from '@shop/ui'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { apiFetch, readJson } from '@/browser/api-fetch'
import { FormAlert, SubmitButton } from '@/forms/fields'
import { useCart } from './cart-store'
import { DeliveryMethodSelect, useDeliveryChoice } from './DeliveryMethodSelect'
import { t } from './file-texts'

/**
 * Quick order (spec section 1): rows of article number or EAN and quantity, all added in one batch.
 * Rows the cart refuses stay in the form with their reason; the added ones leave it.
 */

const LOOKUP_DELAY_MS = 250
const MIN_LOOKUP_LENGTH = 2
const START_ROWS = 3

interface Row {
  key: number
  text: string
  quantity: string
  /** The article the lookup found for `text`, once picked or matched exactly. */
  article: LookupArticle | null
  error: string | null
}

const emptyRow = (key: number): Row => ({ key, text: '', quantity: '1', article: null, error: null })
// Keys (and the field ids made from them) must be the same on the server and in the first client render.
const startRows = (firstKey: number) => Array.from({ length: START_ROWS }, (_, i) => emptyRow(firstKey + i))

const inputClass =
  'h-11 w-full rounded-brand border border-text/40 bg-background px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-2 aria-[invalid=true]:border-alert'

/** Articles whose number or EAN starts with `q`, from GET /api/cart/lookup; none when it fails. */
async function lookup(q: string, signal: AbortSignal): Promise<LookupArticle[]> {
  const response = await apiFetch(`/api/cart/lookup?q=${encodeURIComponent(q)}`, { signal })
  return response.ok ? ((await readJson<LookupArticle[]>(response)) ?? []) : []
}

const exactly = (article: LookupArticle, text: string) => article.articleNumber === text || article.ean === text

/**
 * WAI-ARIA combobox with a listbox popup: type, arrow to a suggestion, Enter picks, Escape closes.
 * Quick order's rows and a shopping list's 'Lägg till artikel' use it.
 */
export function ArticleCombobox({
  id,
  line,
  row,
  onText,
  onPick,
  describedBy,
  testId = 'quick-order-article',
}: {
  id: string
  line: number
  row: Pick<Row, 'text' | 'article' | 'error'>
  onText: (text: string, exact: LookupArticle | null) => void
  onPick: (article: LookupArticle) => void
  describedBy: string | undefined
  testId?: string
}) {
  const listId = `${id}-list`
  const [options, setOptions] = useState<LookupArticle[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = row.text.replace(/\s/g, '')
  const picked = row.article !== null && exactly(row.article, query)

  // The latest callback, so the lookup below re-runs on typing only, not on every parent render.
  const onTextRef = useRef(onText)
  onTextRef.current = onText
  const text = row.text

  useEffect(() => {
    if (query.length < MIN_LOOKUP_LENGTH || picked || !/^[A-Za-z0-9-]+$/.test(query)) {
      setOptions([])
      return
    }
    const abort = new AbortController()
    const timer = setTimeout(() => {
      lookup(query, abort.signal)
        .then((found) => {
          setOptions(found)
          setActive(-1)
          const exact = found.find((article) => exactly(article, query))
          if (exact) onTextRef.current(text, exact)
        })
        .catch(() => setOptions([]))
    }, LOOKUP_DELAY_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [query, picked, text])

  const expanded = open && options.length > 0
  const pick = (article: LookupArticle) => {
    onPick(article)
    setOpen(false)
    setOptions([])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      const article = options[active]
      if (article) pick(article)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={row.error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        maxLength={40}
        value={row.text}
        onChange={(event) => {
          onText(event.target.value, null)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={inputClass}
        data-testid={testId}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('cartFiles.quick.suggestions', { line })}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-80 w-full min-w-72 overflow-auto rounded-brand border border-text/25 bg-background shadow-lg"
      >
        {options.map((article, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the combobox field (arrows, Enter), as the pattern says
          <div
            key={article.articleNumber}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps focus in the field, so the pick does not blur and close first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(article)}
            className={cx('cursor-pointer px-3 py-2 text-sm', index === active ? 'bg-primary/10' : 'hover:bg-surface')}
          >
            <span className="font-semibold">{article.articleNumber}</span> {article.name}
            {article.ean ? <span className="block text-muted">EAN {article.ean}</span> : null}
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * A quantity the row may order: a whole number, and a multiple of the article's order multiple (the
 * cart service's own rule, so the row is refused here with the words the server would use).
 */
function quantityError(row: Row): string | null {
  const quantity = Number(row.quantity)
  if (!/^\d+$/.test(row.quantity.trim()) || quantity < 1) {
    return t('cartFiles.error.bad_quantity', { value: row.quantity })
  }
  const refusal = quantityRefusal(
    row.article?.articleNumber ?? row.text.trim(),
    quantity,
    row.article?.orderMultiple ?? 1,
  )
  return refusal ? t(refusal.key, refusal.params) : null
}

export function QuickOrder() {
  const id = useId()
  const add = useCart((state) => state.add)
  const delivery = useDeliveryChoice()
  const { chosen } = delivery
  const [rows, setRows] = useState<Row[]>(() => startRows(0))
  const nextKey = useRef(START_ROWS)
  const newKey = () => nextKey.current++
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)

  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)))

  const submit = async () => {
    const filled = rows.filter((row) => row.text.trim() !== '')
    if (filled.length === 0) {
      setMessage({ kind: 'error', text: t('cartFiles.quick.nothing') })
      return
    }
    const checked = rows.map((row) => (row.text.trim() ? { ...row, error: quantityError(row) } : row))
    setRows(checked)
    if (checked.some((row) => row.error)) return
    setBusy(true)
    setMessage(null)
    const articleOf = (row: Row) => row.article?.articleNumber ?? row.text.replace(/\s/g, '')
    const result = await add(
      filled.map((row) => ({
        articleNumber: articleOf(row),
        quantity: Number(row.quantity),
        deliveryId: chosen as DeliveryMethod,
      })),
    )
    setBusy(false)
    if (!result.ok && result.errors.length === 0) {
      // The whole call was refused (cart limit, no delivery method): every row stays.
      setMessage(result.message ? { kind: 'error', text: result.message } : null)
      return
    }
    const refused = new Map(result.errors.map((error) => [error.articleNumber, error.message]))
    const kept = filled
      .filter((row) => refused.has(articleOf(row)))
      .map((row) => ({ ...row, error: refused.get(articleOf(row)) ?? t('cartFiles.quick.error') }))
    const addedCount = filled.length - kept.length
    setRows(kept.length ? kept : startRows(newKey()))
    nextKey.current += START_ROWS
    setMessage(
      kept.length
        ? { kind: 'error', text: t('cartFiles.quick.refused', { count: kept.length }) }
        : { kind: 'info', text: t('cartFiles.quick.added', { count: addedCount }) },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="quick-order">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('cartFiles.quick.title')}
      </h2>
      <p className="text-sm text-muted">{t('cartFiles.quick.intro')}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <ol className="flex flex-col gap-2">
          {rows.map((row, index) => {
            const line = index + 1
            const fieldId = `${id}-article-${row.key}`
            const errorId = `${fieldId}-error`
            const hintId = `${fieldId}-hint`
            const multiple = row.article?.orderMultiple ?? 1
            const described =
              [row.error ? errorId : null, row.article ? hintId : null].filter(Boolean).join(' ') || undefined
            return (
              <li
                key={row.key}
                className="grid grid-cols-[1fr_7rem_auto] items-start gap-2"
                data-testid="quick-order-row"
              >
                <div className="flex flex-col gap-1">
                  <label htmlFor={fieldId} className="text-sm font-semibold">
                    {t('cartFiles.quick.article', { line })}
                  </label>
                  <ArticleCombobox
                    id={fieldId}
                    line={line}
                    row={row}
                    describedBy={described}
                    onText={(text, exact) => change(row.key, { text, article: exact, error: null })}
                    onPick={(article) =>
                      change(row.key, {
                        text: article.articleNumber,
                        article,
                        error: null,
                        quantity: quantityRefusal(article.articleNumber, Number(row.quantity), article.orderMultiple)
                          ? String(article.orderMultiple)
                          : row.quantity,
                      })
                    }
                  />
                  {row.article ? (
                    <p id={hintId} className="text-sm text-muted">
                      {row.article.name}.{' '}
                      {multiple > 1
                        ? t('cartFiles.quick.multiple_hint', { multiple, unit: row.article.unit })
                        : t('cartFiles.quick.unit_hint', { unit: row.article.unit })}
                    </p>
                  ) : null}
                  {row.error ? (
                    <p id={errorId} className="text-sm font-semibold text-alert" data-testid="quick-order-row-error">
                      {row.error}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${fieldId}-quantity`} className="text-sm font-semibold">
                    {t('cartFiles.quick.quantity', { line })}
                  </label>
                  <input
                    id={`${fieldId}-quantity`}
                    type="number"
                    inputMode="numeric"
                    min={multiple}
                    step={multiple}
                    value={row.quantity}
                    onChange={(event) => change(row.key, { quantity: event.target.value, error: null })}
                    className={inputClass}
                    data-testid="quick-order-quantity"
                  />
                </div>
                <IconButton
                  className="mt-6"
                  label={t('cartFiles.quick.remove_row', { line })}
                  onClick={() =>
                    setRows((all) => (all.length > 1 ? all.filter((r) => r.key !== row.key) : [emptyRow(newKey())]))
                  }
                >
                  <CloseIcon />
                </IconButton>
              </li>
            )
          })}
        </ol>
        <div>
          <Button intent="ghost" size="sm" onClick={() => setRows((all) => [...all, emptyRow(newKey())])}>
            <PlusIcon /> {t('cartFiles.quick.add_row')}
          </Button>
        </div>
        <DeliveryMethodSelect id={`${id}-delivery`} choice={delivery} className="max-w-sm" />
        <FormAlert message={message} />
        <div>
          <SubmitButton busy={busy} busyLabel={t('cartFiles.quick.submitting')} data-testid="quick-order-submit">
            {t('cartFiles.quick.submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
