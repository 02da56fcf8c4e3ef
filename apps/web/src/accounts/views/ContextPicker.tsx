'use client'

import { Button, cx } from '@shop/ui'
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useMemo, useRef, useState, useTransition } from 'react'
import { contextChanged } from '@/accounts/views/session-store'
import { type StartMessage, showToast } from '@/browser/start-message'
import { SlotLoading } from '@/shell/islands/SlotLoading'
import { closeAndReturnFocus } from '@/shell/overlays/focus'
import { apiCall } from '../../browser/api-fetch'
import { FormMessage, TextField } from '../../forms/fields'
import type { ContextOption, CustomerChoice } from '../service'
import { type CurrentContext, filterOptions, labelOf } from './context-choice'
import { contextTexts, t } from './context-texts'

export const CONTEXT_ROUTE = '/api/auth/session/context'
/** Spec section 7: the customers (with projects) the user may choose, asked as the client asks. */
export const CHOICES_ROUTE = '/api/auth/v3/customers?active=1&virtualContext=false'
/** From this many customers on, the picker offers a search field. */
export const CONTEXT_SEARCH_FROM = 6

const choiceValue = (customerId: string, projectId: string | null) => `${customerId}:${projectId ?? ''}`

function parseValue(value: string): CurrentContext {
  const [customerId = '', projectId = ''] = value.split(':')
  return { customerId, projectId: projectId || null }
}

const optionOf = (choice: CustomerChoice): ContextOption => ({
  id: choice.customerId,
  customerNumber: choice.customerNumber,
  name: choice.customerName,
  projects: choice.projects.map((p) => ({ id: p.projectId, projectNumber: p.projectNumber, name: p.projectName })),
})

type Choices =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; options: ContextOption[] }

/**
 * The project flyout's picker (spec section 3 "Customer context"). The choices are asked for when the
 * flyout first opens (GET v3/customers), not sent with every page: a seller's list of customers and
 * projects can be long, and most pages are never used to change context.
 */
export function ContextPicker({ current }: { current: CurrentContext | null }) {
  const [choices, setChoices] = useState<Choices>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to ask again
  useEffect(() => {
    const controller = new AbortController()
    setChoices({ state: 'loading' })
    void apiCall<CustomerChoice[]>(CHOICES_ROUTE, {
      service: 'auth',
      catalogue: contextTexts,
      signal: controller.signal,
    }).then((result) => {
      if (result.ok) setChoices({ state: 'ready', options: (result.data ?? []).map(optionOf) })
      else if (!result.failure.aborted) setChoices({ state: 'failed', message: result.failure.message })
    })
    return () => controller.abort()
  }, [attempt])

  if (choices.state === 'loading') return <SlotLoading />
  if (choices.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormMessage kind="error">{choices.message}</FormMessage>
        <Button type="button" intent="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.try_again')}
        </Button>
      </div>
    )
  }
  return <ContextChoices options={choices.options} current={current} />
}

/**
 * The user's customers and their projects as one radio group (arrow keys move, Space selects),
 * 'Använd valet' saves the choice on the session (PUT), 'Rensa valet' clears it (DELETE). Then the
 * page is refreshed from the server, so prices, assortment and the header's label follow. A search
 * field appears for many customers.
 */
function ContextChoices({ options, current }: { options: ContextOption[]; current: CurrentContext | null }) {
  const router = useRouter()
  const uid = useId()
  const currentValue = current ? choiceValue(current.customerId, current.projectId) : ''
  const [selected, setSelected] = useState(currentValue)
  const [query, setQuery] = useState('')
  const [sending, setSending] = useState<'apply' | 'clear' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [refreshing, startRefresh] = useTransition()
  const confirmation = useRef<StartMessage | null>(null)

  // After a refresh brings a new current context, start from it.
  useEffect(() => setSelected(currentValue), [currentValue])

  // The confirmation shows once the page has been refreshed with the new context (prices, label).
  useEffect(() => {
    if (refreshing || !confirmation.current) return
    showToast(confirmation.current)
    confirmation.current = null
  }, [refreshing])

  const shown = useMemo(() => filterOptions(options, query), [options, query])

  if (!options.length) return <p className="text-sm">{t('context.none')}</p>

  async function change(next: CurrentContext | null) {
    if (sending) return
    setSending(next ? 'apply' : 'clear')
    setError(null)
    try {
      const call = next ? { method: 'PUT', json: next } : { method: 'DELETE' }
      const result = await apiCall(CONTEXT_ROUTE, { ...call, service: 'auth', catalogue: contextTexts })
      if (!result.ok) {
        // The service's message ('context.not_allowed' for a customer not the user's), else section 8's.
        if (!result.failure.aborted) setError(result.failure.message)
        return
      }
      const label = next ? labelOf(options, next) : null
      confirmation.current = label
        ? { text: t('context.changed', { label }), severity: 'success' }
        : { text: t('context.cleared'), severity: 'info' }
      closeAndReturnFocus('projectFlyout')
      contextChanged()
      startRefresh(() => router.refresh())
    } finally {
      setSending(null)
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (selected) void change(parseValue(selected))
  }

  const searchable = options.length >= CONTEXT_SEARCH_FROM
  return (
    <form
      onSubmit={submit}
      aria-busy={Boolean(sending) || refreshing}
      className="flex flex-col gap-4"
      data-context-picker=""
    >
      {searchable ? (
        <TextField
          id={`${uid}-search`}
          type="search"
          label={t('context.search')}
          value={query}
          onValue={setQuery}
          describedBy={`${uid}-search-hint`}
          autoComplete="off"
          spellCheck={false}
          // Enter in the search field filters; it does not apply a choice.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
        />
      ) : null}
      {searchable ? (
        <p id={`${uid}-search-hint`} className="-mt-3 text-xs text-muted">
          {t('context.search_hint')}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('context.customers')}</legend>
        {shown.length === 0 ? (
          <p role="status" className="text-sm">
            {t('context.no_match')}
          </p>
        ) : null}
        {shown.map((customer) => (
          <fieldset
            key={customer.id}
            className="min-w-0 rounded-brand border border-text/15"
            data-customer={customer.customerNumber}
          >
            <legend className="sr-only">{customer.name}</legend>
            <p aria-hidden="true" className="border-b border-text/10 px-3 py-2">
              <span className="block font-semibold break-words">{customer.name}</span>
              <span className="block text-xs text-muted">
                {t('context.customer_number', { number: customer.customerNumber })}
              </span>
            </p>
            <ul className="flex flex-col py-1">
              <Choice
                name={`${uid}-context`}
                value={choiceValue(customer.id, null)}
                selected={selected}
                current={currentValue}
                onSelect={setSelected}
                label={t('context.customer_level')}
              />
              {customer.projects.map((project) => (
                <Choice
                  key={project.id}
                  name={`${uid}-context`}
                  value={choiceValue(customer.id, project.id)}
                  selected={selected}
                  current={currentValue}
                  onSelect={setSelected}
                  label={project.name}
                  detail={project.projectNumber}
                />
              ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="sticky -bottom-4 -mx-4 flex flex-wrap gap-2 border-t border-text/10 bg-background p-4">
        <Button
          type="submit"
          disabled={!selected || selected === currentValue || Boolean(sending) || refreshing}
          className="flex-1"
        >
          {sending === 'apply' ? t('context.saving') : t('context.apply')}
        </Button>
        {current ? (
          <Button
            type="button"
            intent="secondary"
            disabled={Boolean(sending) || refreshing}
            onClick={() => void change(null)}
          >
            {t('context.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function Choice({
  name,
  value,
  selected,
  current,
  onSelect,
  label,
  detail,
}: {
  name: string
  value: string
  selected: string
  current: string
  onSelect: (value: string) => void
  label: string
  detail?: string
}) {
  const id = `${name}-${value.replace(':', '-')}`
  const isCurrent = value === current
  return (
    <li>
      <label
        htmlFor={id}
        className={cx(
          'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface',
          value === selected ? 'bg-surface' : '',
        )}
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={value === selected}
          onChange={() => onSelect(value)}
          className="size-5 shrink-0 accent-primary"
        />
        <span className="min-w-0 flex-1">
          <span className="block break-words">{label}</span>
          {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
        </span>
        {isCurrent ? (
          <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-contrast">
            {t('shell.project.current')}
          </span>
        ) : null}
      </label>
    </li>
  )
}
