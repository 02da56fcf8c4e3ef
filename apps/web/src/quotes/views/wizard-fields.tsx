'use client'

import type { QuoteView } from '@shop/schemas'
import type React from 'react'
import { createContext, useContext, useSyncExternalStore } from 'react'
import { errorIdOf, Field, inputClass } from '@/forms/fields'
import { NumberInput } from './NumberInput'
import { numberText, parseNumberText } from './number-input'
import type { QuoteState, QuoteStore } from './quote-store'

/** The wizard's quote store, for every field of every step (not the spec's quote context: that is ../context/). */
export const QuoteStoreContext = createContext<QuoteStore | null>(null)

export function useQuoteStore(): QuoteStore {
  const store = useContext(QuoteStoreContext)
  if (!store) throw new Error('useQuoteStore outside QuoteStoreContext')
  return store
}

/** A value of the store's state; the selector must answer a stable value (a primitive or a stored object). */
export function useQuoteState<T>(select: (state: QuoteState) => T): T {
  const store = useQuoteStore()
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  )
}

/** A field's value in the quote the server answered, as a path names it (see quote-store.ts). */
export function quoteValue(quote: QuoteView, path: string): string | number | boolean | undefined {
  const [head, second, third] = path.split('.')
  if (head === 'items' || head === 'customItems') {
    const lines = (head === 'items' ? quote.items : quote.customItems) as unknown as Array<Record<string, unknown>>
    const idKey = head === 'items' ? 'quoteItemId' : 'quoteCustomItemId'
    const line = lines.find((candidate) => candidate[idKey] === second)
    return line && third ? (line[third] as string | number | boolean) : undefined
  }
  const top = (quote as unknown as Record<string, unknown>)[head ?? '']
  if (second && typeof top === 'object' && top !== null)
    return (top as Record<string, string | number | boolean>)[second]
  return top as string | number | boolean | undefined
}

/** The text a field shows: what was typed, else the quote's value. */
function useFieldText(path: string): string {
  return useQuoteState((state) => {
    const typed = state.texts[path]
    if (typeof typed === 'string') return typed
    const value = quoteValue(state.quote, path)
    return typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : ''
  })
}

const useFieldError = (path: string) => useQuoteState((state) => state.errors[path])

/** An id for a field's control from its path. */
export const fieldId = (path: string) => `quote-${path.replace(/\./g, '-')}`

type TextProps = {
  path: string
  label: string
  hint?: string
  multiline?: boolean
  className?: string
} & Omit<React.ComponentPropsWithoutRef<'input'>, 'id' | 'value' | 'onChange'>

/** A text field of the quote, saved after the pause. */
export function QuoteTextField({ path, label, hint, multiline, className, ...rest }: TextProps) {
  const store = useQuoteStore()
  const text = useFieldText(path)
  const error = useFieldError(path)
  const id = fieldId(path)
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) =>
        multiline ? (
          <textarea
            id={id}
            value={text}
            rows={3}
            maxLength={rest.maxLength}
            onChange={(event) => store.change(path, event.target.value, event.target.value)}
            {...aria}
            className={`${inputClass} h-auto py-2`}
          />
        ) : (
          <input
            id={id}
            value={text}
            onChange={(event) => store.change(path, event.target.value, event.target.value)}
            {...aria}
            className={inputClass}
            {...rest}
          />
        )
      }
    </Field>
  )
}

type NumberProps = {
  path: string
  /** The visible label, or only the accessible name in a table cell (`hideLabel`). */
  label: string
  decimals?: boolean
  hideLabel?: boolean
  className?: string
}

/** A number of the quote (spec section 5's input), saved after the pause; an empty field sends nothing. */
export function QuoteNumberField({ path, label, decimals = false, hideLabel, className }: NumberProps) {
  const store = useQuoteStore()
  const text = useFieldText(path)
  const error = useFieldError(path)
  const id = fieldId(path)
  const input = (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => (
    <NumberInput
      id={id}
      value={text}
      decimals={decimals}
      onValue={(next) => store.change(path, next, parseNumberText(next))}
      {...aria}
      {...(hideLabel ? { 'aria-label': label } : {})}
      className={hideLabel ? `${inputClass} h-9 w-24 text-right` : undefined}
    />
  )
  if (!hideLabel)
    return (
      <Field id={id} label={label} error={error} className={className}>
        {input}
      </Field>
    )
  return (
    <div className={className}>
      {input({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdOf(id) : undefined })}
      {error ? (
        <p id={errorIdOf(id)} className="mt-1 text-sm font-semibold text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox of the quote (mergeArticles, showDiscounts, a line's ROT flag), saved after the pause. */
export function QuoteCheckbox({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const store = useQuoteStore()
  const checked = useQuoteState((state) => {
    const typed = state.texts[path]
    return typeof typed === 'boolean' ? typed : quoteValue(state.quote, path) === true
  })
  const id = fieldId(path)
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => store.change(path, event.target.checked, event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 accent-primary"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** A choice of the quote (receiver type, price type, a line's VAT rate), saved after the pause. */
export function QuoteSelect({
  path,
  label,
  options,
  hideLabel,
  numeric,
}: {
  path: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  hideLabel?: boolean
  numeric?: boolean
}) {
  const store = useQuoteStore()
  const text = useFieldText(path)
  const error = useFieldError(path)
  const id = fieldId(path)
  const select = (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => (
    <select
      id={id}
      value={text}
      onChange={(event) =>
        store.change(path, event.target.value, numeric ? Number(event.target.value) : event.target.value)
      }
      {...aria}
      {...(hideLabel ? { 'aria-label': label } : {})}
      className={`${inputClass} ${hideLabel ? 'h-9 w-28 px-2' : ''}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  if (hideLabel) return select({})
  return (
    <Field id={id} label={label} error={error}>
      {select}
    </Field>
  )
}
