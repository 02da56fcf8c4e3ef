'use client'

import { stockholmNow } from '@shop/commerce/delivery-dates'
import { quoteValidFromRange } from '@shop/commerce/quotes/quote-math'
import type { QuoteView } from '@shop/schemas'
import { QUOTE_PRICE_TYPES, QUOTE_RECEIVER_TYPES } from '@shop/schemas/constants'
import { Button, CheckIcon, cx, focusRing } from '@shop/ui'
import { useSearchParams } from 'next/navigation'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { EmailField, FormAlert, FormMessage, inputClass, SubmitButton } from '@/forms/fields'
import { liveQuote } from './live-quote'
import { Attachments, ProductStep, VAT_OPTIONS } from './ProductStep'
import { QuoteCartStep } from './QuoteActions'
import { type LineEditors, QuoteLines, QuoteTotalsList } from './QuoteLines'
import { createQuoteStore, type QuoteStore } from './quote-store'
import { quotePdfPath, quotesClient } from './quotes-client'
import { t } from './texts'
import {
  QuoteCheckbox,
  QuoteNumberField,
  QuoteSelect,
  QuoteStoreContext,
  QuoteTextField,
  useQuoteState,
  useQuoteStore,
} from './wizard-fields'

export const STEPS = [1, 2, 3, 4, 5] as const
export type Step = (typeof STEPS)[number]

/** The step a URL's ?steg= names; anything else is step 1. */
export function stepOf(value: string | null | undefined): Step {
  const step = Number(value)
  return (STEPS as readonly number[]).includes(step) ? (step as Step) : 1
}

const STEP_KEYS = {
  1: 'quotePage.step.company',
  2: 'quotePage.step.products',
  3: 'quotePage.step.prices',
  4: 'quotePage.step.send',
  5: 'quotePage.step.cart',
} as const
const stepName = (step: Step) => t(STEP_KEYS[step])

/**
 * QuoteDetails of an editable quote: the five-step wizard of spec section 2. The step lives in the URL
 * (?steg=2, pushed without a server round trip), so back, forward and reload land on it. Changes are
 * saved by the quote store after the pause, and at once on a step change and when the page is left.
 */
export function QuoteWizard({
  initial,
  searchPath,
  cartPath,
}: {
  initial: QuoteView
  searchPath: string
  cartPath: string
}) {
  const [store] = useState(() => createQuoteStore(initial))
  const step = stepOf(useSearchParams().get('steg'))
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)

  useEffect(() => {
    // Leaving the page (another tab, closing it, a link): what is waiting goes out on a request that
    // outlives the page.
    const leave = () => void store.flush({ keepalive: true })
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave()
    }
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', hidden)
      leave()
      store.dispose()
    }
  }, [store])

  useEffect(() => {
    // A step the user moved to (a button, a step link, back or forward) gets the focus at its heading.
    if (shown.current === step) return
    shown.current = step
    heading.current?.focus()
  })

  const goTo = async (next: Step) => {
    await store.flush()
    const params = new URLSearchParams(window.location.search)
    params.set('steg', String(next))
    window.history.pushState(null, '', `?${params}`)
  }

  return (
    <QuoteStoreContext.Provider value={store}>
      <div className="flex flex-col gap-6" data-testid="quote-wizard">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <StepIndicator step={step} goTo={goTo} />
          <SaveStatus />
        </div>
        <section aria-labelledby="quote-step-heading" className="flex flex-col gap-6">
          <h2 id="quote-step-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            <span className="block text-sm font-normal text-muted">
              {t('quotePage.step_of', { step, steps: STEPS.length })}
            </span>
            {stepName(step)}
          </h2>
          {step === 1 ? <CompanyStep /> : null}
          {step === 2 ? <ProductStep searchPath={searchPath} /> : null}
          {step === 3 ? <PriceStep /> : null}
          {step === 4 ? <SendStep /> : null}
          {step === 5 ? <CartStep cartPath={cartPath} /> : null}
        </section>
        <div className="flex flex-wrap justify-between gap-3 border-t border-text/15 pt-4">
          {step > 1 ? (
            <Button intent="secondary" size="lg" onClick={() => void goTo((step - 1) as Step)}>
              {t('quotePage.previous', { step: stepName((step - 1) as Step) })}
            </Button>
          ) : (
            <span />
          )}
          {step < 5 ? (
            <Button size="lg" onClick={() => void goTo((step + 1) as Step)}>
              {t('quotePage.next', { step: stepName((step + 1) as Step) })}
            </Button>
          ) : null}
        </div>
      </div>
    </QuoteStoreContext.Provider>
  )
}

/** The five steps as links (each step's own URL); the current one says so (aria-current="step"). */
function StepIndicator({ step, goTo }: { step: Step; goTo: (step: Step) => Promise<void> }) {
  return (
    <nav aria-label={t('quotePage.steps')}>
      <ol className="flex flex-wrap gap-2">
        {STEPS.map((candidate) => {
          const current = candidate === step
          return (
            <li key={candidate}>
              <a
                href={`?steg=${candidate}`}
                aria-current={current ? 'step' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return
                  event.preventDefault()
                  void goTo(candidate)
                }}
                className={cx(
                  'flex items-center gap-2 rounded-brand border px-3 py-2 text-sm font-semibold',
                  current ? 'border-primary bg-primary text-primary-contrast' : 'border-text/25 hover:bg-surface',
                  focusRing,
                )}
              >
                <span aria-hidden="true">{candidate < step ? <CheckIcon size={16} /> : candidate}</span>
                <span className={current ? undefined : 'sr-only sm:not-sr-only'}>{stepName(candidate)}</span>
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** "Sparar…" / "Sparat", told politely; a refused save says why. */
function SaveStatus() {
  const status = useQuoteState((state) => state.status)
  const saveError = useQuoteState((state) => state.saveError)
  const text =
    status === 'saving' || status === 'pending'
      ? t('quotePage.saving')
      : status === 'saved'
        ? t('quotePage.saved')
        : status === 'failed' && saveError
          ? t('quotePage.save_failed', { message: saveError })
          : ''
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="quote-save-status"
      className={cx('min-h-6 text-sm font-semibold', status === 'failed' ? 'text-alert' : 'text-muted')}
    >
      {text}
    </p>
  )
}

/** The dates the quote service takes as a quote's date (quoteValidFromRange), for the date picker. */
function validFromBounds(): { min: string; max: string } {
  const { earliest, latest } = quoteValidFromRange(stockholmNow(new Date()).day)
  return { min: earliest, max: latest }
}

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }))

/** Step 1: sender, receiver and terms. */
function CompanyStep() {
  return (
    <div className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('quotePage.sender')}</legend>
        <QuoteTextField
          path="sender.name"
          label={t('quotePage.sender.name')}
          maxLength={100}
          autoComplete="organization"
        />
        <QuoteTextField
          path="sender.organizationNumber"
          label={t('quotePage.sender.organizationNumber')}
          hint={t('quotePage.sender.organizationNumber_hint')}
          maxLength={11}
          inputMode="numeric"
        />
        <QuoteTextField path="sender.reference" label={t('quotePage.sender.reference')} maxLength={100} />
        <QuoteTextField path="sender.address" label={t('quotePage.sender.address')} multiline maxLength={300} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('quotePage.receiver')}</legend>
        <QuoteSelect
          path="receiver.type"
          label={t('quotePage.receiver.type')}
          options={options(QUOTE_RECEIVER_TYPES, (type) => t(`quotePage.receiver.${type}`))}
        />
        <QuoteTextField
          path="receiver.label"
          label={t('quotePage.receiver.label')}
          hint={t('quotePage.receiver.label_hint')}
          maxLength={100}
        />
        <QuoteTextField path="receiver.name" label={t('quotePage.receiver.name')} maxLength={100} />
        <QuoteTextField path="receiver.contactPerson" label={t('quotePage.receiver.contactPerson')} maxLength={100} />
        <QuoteTextField path="receiver.address" label={t('quotePage.receiver.address')} multiline maxLength={300} />
        <QuoteTextField
          path="receiver.email"
          label={t('quotePage.receiver.email')}
          type="email"
          maxLength={254}
          autoCapitalize="none"
          spellCheck={false}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('quotePage.terms')}</legend>
        <QuoteTextField path="validFrom" label={t('quotePage.validFrom')} type="date" {...validFromBounds()} />
        <QuoteNumberField path="validFor" label={t('quotePage.validFor')} />
        <QuoteSelect
          path="priceType"
          label={t('quotePage.priceType')}
          options={options(QUOTE_PRICE_TYPES, (type) => t(`quotePage.priceType.${type}`))}
        />
        <QuoteTextField path="finalMessage" label={t('quotePage.finalMessage')} multiline maxLength={2000} />
      </fieldset>
    </div>
  )
}

/** Step 3: the lines' quantities, markups and discounts, the own lines, the PDF's options, the totals. */
function PriceStep() {
  const store = useQuoteStore()
  const quote = useQuoteState((state) => state.quote)
  const texts = useQuoteState((state) => state.texts)
  // The figures follow the typing; the save's answer then confirms them.
  const live = useMemo(() => liveQuote(quote, texts), [quote, texts])
  const edit: LineEditors = {
    number: (path, label, decimals) => <QuoteNumberField path={path} label={label} decimals={decimals} hideLabel />,
    text: (path, label) => <LineText path={path} label={label} />,
    vatRate: (path, label) => <QuoteSelect path={path} label={label} options={VAT_OPTIONS} hideLabel numeric />,
    rot: (path, label) => <LineCheckbox path={path} label={label} />,
    remove: (kind, id, name) => <RemoveLine kind={kind} id={id} name={name} store={store} />,
  }
  return (
    <div className="flex flex-col gap-6">
      <QuoteLines quote={live} edit={edit} />
      <div className="flex flex-col gap-3">
        <QuoteCheckbox path="mergeArticles" label={t('quotePage.mergeArticles')} />
        <QuoteCheckbox path="showDiscounts" label={t('quotePage.showDiscounts')} />
      </div>
      <QuoteTotalsList quote={live} />
      <Attachments />
    </div>
  )
}

/** A text cell of an own line (name, unit), labelled for screen readers only. */
function LineText({ path, label }: { path: string; label: string }) {
  const store = useQuoteStore()
  const text = useQuoteState((state) => {
    const typed = state.texts[path]
    if (typeof typed === 'string') return typed
    const [, id, field] = path.split('.')
    const line = state.quote.customItems.find((candidate) => candidate.quoteCustomItemId === id)
    return line ? String(line[field as 'unit' | 'customItemName'] ?? '') : ''
  })
  const error = useQuoteState((state) => state.errors[path])
  return (
    <div>
      <input
        aria-label={label}
        value={text}
        onChange={(event) => store.change(path, event.target.value, event.target.value)}
        aria-invalid={error ? true : undefined}
        className={cx(inputClass, 'h-9 min-w-24')}
      />
      {error ? <p className="mt-1 text-sm font-semibold text-alert">{error}</p> : null}
    </div>
  )
}

function LineCheckbox({ path, label }: { path: string; label: string }) {
  const store = useQuoteStore()
  const checked = useQuoteState((state) => {
    const typed = state.texts[path]
    if (typeof typed === 'boolean') return typed
    const [, id] = path.split('.')
    return state.quote.customItems.find((line) => line.quoteCustomItemId === id)?.isRot === true
  })
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => store.change(path, event.target.checked, event.target.checked)}
      className="size-5 accent-primary"
    />
  )
}

function RemoveLine({
  kind,
  id,
  name,
  store,
}: {
  kind: 'items' | 'customItems'
  id: string
  name: string
  store: QuoteStore
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <div>
      <Button
        intent="secondary"
        size="sm"
        disabled={busy}
        aria-label={t('quotePage.line_remove', { name })}
        onClick={async () => {
          setBusy(true)
          setError(null)
          await store.flush()
          const { quoteId } = store.getState().quote
          const result =
            kind === 'items'
              ? await quotesClient.removeItems(quoteId, [id])
              : await quotesClient.removeCustomItems(quoteId, [id])
          setBusy(false)
          if (result.ok) store.replace(result.data)
          else if (!result.failure.aborted) setError(result.failure.message)
        }}
      >
        {t('common.remove')}
      </Button>
      {error ? <p className="mt-1 text-sm font-semibold text-alert">{error}</p> : null}
    </div>
  )
}

/** Step 4: the PDF to look at, then sent to the receiver's address with a message. */
function SendStep() {
  const store = useQuoteStore()
  const quote = useQuoteState((state) => state.quote)
  const typedEmail = useQuoteState((state) => state.texts['receiver.email'])
  const [email, setEmail] = useState(() => (typeof typedEmail === 'string' ? typedEmail : quote.receiver.email))
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  return (
    <div className="flex flex-col gap-6">
      {quote.missingPrices ? (
        // No PDF while a line has no price: the service refuses to print it (EJ_SE_PRISER).
        <FormMessage kind="info">{t('quotePage.missing_prices', { count: quote.missingPrices })}</FormMessage>
      ) : (
        <p className="flex flex-wrap gap-4">
          <a
            href={quotePdfPath(quote.quoteId)}
            target="_blank"
            rel="noopener"
            className={cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)}
          >
            {t('quotePage.pdf')}
          </a>
          <a
            href={quotePdfPath(quote.quoteId)}
            download={`${quote.quoteId}.pdf`}
            className={cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)}
          >
            {t('quotePage.pdf_download')}
          </a>
        </p>
      )}
      {quote.sentAt && quote.sentTo ? (
        <FormMessage kind="info">
          {t('quotePage.sent', { email: quote.sentTo, date: quote.sentAt.slice(0, 10) })} {t('quotePage.resend_hint')}
        </FormMessage>
      ) : null}
      <form
        className="flex max-w-xl flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault()
          setBusy(true)
          setError(null)
          await store.flush()
          const result = await quotesClient.send(quote.quoteId, email.trim(), message)
          setBusy(false)
          if (result.ok) store.replace(result.data)
          else if (!result.failure.aborted) setError(result.failure.message)
        }}
      >
        <EmailField id={`${id}-email`} label={t('quotePage.send_email')} value={email} onValue={setEmail} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="font-semibold">
            {t('quotePage.send_message')}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            rows={4}
            maxLength={1000}
            onChange={(event) => setMessage(event.target.value)}
            className={cx(inputClass, 'h-auto py-2')}
          />
        </div>
        <FormAlert message={error} />
        <SubmitButton busy={busy} busyLabel={t('quotePage.sending')} className="self-start">
          {t('quotePage.send')}
        </SubmitButton>
      </form>
    </div>
  )
}

function CartStep({ cartPath }: { cartPath: string }) {
  const quoteId = useQuoteState((state) => state.quote.quoteId)
  const status = useQuoteState((state) => state.quote.status)
  return <QuoteCartStep quoteId={quoteId} status={status} cartPath={cartPath} />
}
