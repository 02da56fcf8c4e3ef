'use client'

import type { QuoteView } from '@shop/schemas'
import { QUOTE_ATTACHMENT_MAX_BYTES, QUOTE_ATTACHMENT_TYPES } from '@shop/schemas/constants'
import { Button, cx, focusRing } from '@shop/ui'
import { useId, useRef, useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import { Field, FormAlert, FormMessage, inputClass, SelectField, SubmitButton, TextField } from '@/forms/fields'
import { Link } from '@/shell/Link'
import { NumberInput } from './NumberInput'
import { parseNumberText } from './number-input'
import { attachmentPath, quotesClient } from './quotes-client'
import { t } from './texts'
import { useQuoteState, useQuoteStore } from './wizard-fields'

/** What the quote's product step reads of a search hit (the listing's tile, POST /api/product/search). */
interface Hit {
  articleNumber: string
  name: string
  unit: string
}

/** The VAT rates of an own line (spec section 9: products carry 25 %). */
export const VAT_OPTIONS = [25, 12, 6, 0].map((rate) => ({
  value: String(rate),
  label: t('quotePage.custom.vat_option', { rate }),
}))

/** The quote after a structural change, or the service's refusal to show. */
function useQuoteCall() {
  const store = useQuoteStore()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const run = async (
    call: () => Promise<{ ok: true; data: QuoteView } | { ok: false; failure: { message: string; aborted: boolean } }>,
    success: string,
  ) => {
    setBusy(true)
    setError(null)
    setDone(null)
    const result = await call()
    setBusy(false)
    if (result.ok) {
      store.replace(result.data)
      setDone(success)
      return true
    }
    if (!result.failure.aborted) setError(result.failure.message)
    return false
  }
  return { busy, error, done, run }
}

/** Step 2: articles from the catalog, the shopper's own lines, attachments. */
export function ProductStep({ searchPath }: { searchPath: string }) {
  return (
    <div className="flex flex-col gap-8">
      <ArticleSearch searchPath={searchPath} />
      <CustomItemForm />
      <Attachments />
    </div>
  )
}

function ArticleSearch({ searchPath }: { searchPath: string }) {
  const quoteId = useQuoteState((state) => state.quote.quoteId)
  const [q, setQ] = useState('')
  const [hits, setHits] = useState<Hit[] | null>(null)
  const [searching, setSearching] = useState(false)
  const [searchError, setSearchError] = useState<string | null>(null)
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  const add = useQuoteCall()
  return (
    <section aria-labelledby="quote-search-heading" className="flex flex-col gap-3">
      <h3 id="quote-search-heading" className="text-lg font-semibold">
        {t('quotePage.articles_heading')}
      </h3>
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!q.trim()) return
            setSearching(true)
            setSearchError(null)
            const result = await apiCall<{ items: Hit[] }>('/api/product/search', {
              method: 'POST',
              json: { q: q.trim() },
            })
            setSearching(false)
            if (result.ok) setHits(result.data.items.slice(0, 12))
            else if (!result.failure.aborted) setSearchError(result.failure.message)
          }}
        >
          <Field
            id="quote-article-search"
            label={t('quotePage.search_products')}
            hint={t('quotePage.search_products_hint')}
            className="min-w-64 flex-1"
          >
            {(aria) => (
              <input
                id="quote-article-search"
                type="search"
                value={q}
                maxLength={100}
                onChange={(event) => setQ(event.target.value)}
                {...aria}
                className={inputClass}
              />
            )}
          </Field>
          <SubmitButton busy={searching} busyLabel={t('quotePage.searching')} intent="secondary" className="mb-6">
            {t('quotePage.search_products_submit')}
          </SubmitButton>
        </form>
      </search>
      <Link
        href={searchPath}
        className={cx(
          'self-start font-semibold text-primary underline underline-offset-2 hover:no-underline',
          focusRing,
        )}
      >
        {t('quotePage.all_products')}
      </Link>
      <FormAlert message={searchError ?? add.error} />
      {add.done ? <FormMessage kind="info">{add.done}</FormMessage> : null}
      {hits ? (
        hits.length === 0 ? (
          <p role="status">{t('quotePage.search_none')}</p>
        ) : (
          <>
            <p role="status" className="text-muted">
              {t('quotePage.search_results', { count: hits.length })}
            </p>
            <ul
              className="divide-y divide-text/10 rounded-brand border border-text/15"
              data-testid="quote-search-results"
            >
              {hits.map((hit) => {
                const text = quantities[hit.articleNumber] ?? '1'
                return (
                  <li key={hit.articleNumber} className="flex flex-wrap items-center gap-3 px-3 py-2">
                    <span className="min-w-48 flex-1">
                      <span className="block font-semibold">{hit.name}</span>
                      <span className="block text-sm text-muted">
                        {hit.articleNumber} · {hit.unit}
                      </span>
                    </span>
                    <NumberInput
                      aria-label={t('quotePage.quantity_for', { name: hit.name })}
                      value={text}
                      onValue={(next) => setQuantities((all) => ({ ...all, [hit.articleNumber]: next }))}
                      className={cx(inputClass, 'h-9 w-20 text-right')}
                    />
                    <Button
                      size="sm"
                      disabled={add.busy}
                      aria-label={t('quotePage.add_named', { name: hit.name })}
                      onClick={() => {
                        const quantity = Math.max(1, Math.round(parseNumberText(text) ?? 1))
                        void add.run(
                          () => quotesClient.addItems(quoteId, [{ articleNumber: hit.articleNumber, quantity }]),
                          t('quotePage.added', { name: hit.name }),
                        )
                      }}
                    >
                      {t('quotePage.add')}
                    </Button>
                  </li>
                )
              })}
            </ul>
          </>
        )
      ) : null}
    </section>
  )
}

const emptyCustom = { name: '', vatRate: '25', isRot: false, quantity: '1', unit: 'st', price: '' }

function CustomItemForm() {
  const quoteId = useQuoteState((state) => state.quote.quoteId)
  const isPrivate = useQuoteState((state) => (state.texts['receiver.type'] ?? state.quote.receiver.type) === 'private')
  const [line, setLine] = useState(emptyCustom)
  const add = useQuoteCall()
  const id = useId()
  const set = (change: Partial<typeof emptyCustom>) => setLine((current) => ({ ...current, ...change }))
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('quotePage.custom_heading')}
      </h3>
      <p className="text-sm text-muted">{t('quotePage.custom_hint')}</p>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={async (event) => {
          event.preventDefault()
          const added = await add.run(
            () =>
              quotesClient.addCustomItems(quoteId, [
                {
                  customItemName: line.name.trim(),
                  vatRate: Number(line.vatRate),
                  isRot: isPrivate && line.isRot,
                  quantity: parseNumberText(line.quantity) ?? 0,
                  unit: line.unit.trim(),
                  price: parseNumberText(line.price) ?? 0,
                },
              ]),
            t('quotePage.custom_added', { name: line.name.trim() }),
          )
          if (added) setLine(emptyCustom)
        }}
      >
        <TextField
          id={`${id}-name`}
          label={t('quotePage.custom.name')}
          value={line.name}
          onValue={(name) => set({ name })}
          required
          maxLength={120}
          className="sm:col-span-2 lg:col-span-3"
        />
        <Field id={`${id}-quantity`} label={t('quotePage.custom.quantity')}>
          {(aria) => (
            <NumberInput
              id={`${id}-quantity`}
              decimals
              required
              value={line.quantity}
              onValue={(quantity) => set({ quantity })}
              {...aria}
            />
          )}
        </Field>
        <TextField
          id={`${id}-unit`}
          label={t('quotePage.custom.unit')}
          value={line.unit}
          onValue={(unit) => set({ unit })}
          required
          maxLength={12}
        />
        <Field id={`${id}-price`} label={t('quotePage.custom.price')}>
          {(aria) => (
            <NumberInput
              id={`${id}-price`}
              decimals
              required
              value={line.price}
              onValue={(price) => set({ price })}
              {...aria}
            />
          )}
        </Field>
        <SelectField
          id={`${id}-vat`}
          label={t('quotePage.custom.vatRate')}
          value={line.vatRate}
          onValue={(vatRate) => set({ vatRate })}
          options={VAT_OPTIONS}
        />
        {isPrivate ? (
          <div className="flex items-center gap-2 self-end pb-3">
            <input
              id={`${id}-rot`}
              type="checkbox"
              checked={line.isRot}
              onChange={(event) => set({ isRot: event.target.checked })}
              className="size-5 accent-primary"
            />
            <label htmlFor={`${id}-rot`} className="font-semibold">
              {t('quotePage.custom.isRot')}
            </label>
          </div>
        ) : (
          <p className="self-end pb-3 text-sm text-muted">{t('quotePage.custom.isRot_hint')}</p>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
          <FormAlert message={add.error} />
          {add.done ? <FormMessage kind="info">{add.done}</FormMessage> : null}
          <SubmitButton busy={add.busy} busyLabel={t('quotePage.saving')} intent="secondary" className="self-start">
            {t('quotePage.custom_add')}
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}

/** The quote's attachments: upload (checked for size and type here first), list, remove. */
export function Attachments() {
  const quoteId = useQuoteState((state) => state.quote.quoteId)
  const attachments = useQuoteState((state) => state.quote.attachments)
  const file = useRef<HTMLInputElement>(null)
  const call = useQuoteCall()
  const [localError, setLocalError] = useState<string | null>(null)
  const id = useId()
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('quotePage.attachments')}
      </h3>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault()
          setLocalError(null)
          const chosen = file.current?.files?.[0]
          if (!chosen) return
          if (chosen.size > QUOTE_ATTACHMENT_MAX_BYTES) return setLocalError(t('quote.attachment_too_large'))
          if (!(QUOTE_ATTACHMENT_TYPES as readonly string[]).includes(chosen.type))
            return setLocalError(t('quote.attachment_type'))
          const uploaded = await call.run(
            () => quotesClient.upload(quoteId, chosen),
            t('quotePage.attachment_uploaded', { name: chosen.name }),
          )
          if (uploaded && file.current) file.current.value = ''
        }}
      >
        <Field id={`${id}-file`} label={t('quotePage.attachment_file')} hint={t('quotePage.attachments_hint')}>
          {(aria) => (
            <input
              ref={file}
              id={`${id}-file`}
              type="file"
              required
              accept={QUOTE_ATTACHMENT_TYPES.join(',')}
              onChange={() => setLocalError(null)}
              {...aria}
              className="text-base file:mr-3 file:rounded-brand file:border file:border-text/25 file:bg-background file:px-3 file:py-2"
            />
          )}
        </Field>
        <SubmitButton busy={call.busy} busyLabel={t('quotePage.uploading')} intent="secondary" className="mb-6">
          {t('quotePage.attachment_upload')}
        </SubmitButton>
      </form>
      <FormAlert message={localError ?? call.error} />
      {call.done ? <FormMessage kind="info">{call.done}</FormMessage> : null}
      {attachments.length === 0 ? (
        <p className="text-muted">{t('quotePage.attachment_none')}</p>
      ) : (
        <ul className="divide-y divide-text/10 rounded-brand border border-text/15" data-testid="quote-attachments">
          {attachments.map((attachment) => (
            <li key={attachment.attachmentId} className="flex items-center justify-between gap-3 px-3 py-2">
              <a
                href={attachmentPath(quoteId, attachment.attachmentId)}
                className={cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)}
              >
                {attachment.filename}
              </a>
              <Button
                intent="secondary"
                size="sm"
                disabled={call.busy}
                onClick={() =>
                  void call.run(
                    () => quotesClient.removeAttachment(quoteId, attachment.attachmentId),
                    t('quotePage.attachment_removed', { name: attachment.filename }),
                  )
                }
              >
                {t('quotePage.attachment_remove', { name: attachment.filename })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
