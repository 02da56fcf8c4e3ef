'use client'

import type { QuoteCartResponse, QuoteStatus } from '@shop/schemas'
import { Button, PlusIcon } from '@shop/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { ApiResult } from '@/browser/api-fetch'
import { FormAlert, FormMessage } from '@/forms/fields'
import { Link } from '@/shell/Link'
import { ModalDialog } from '@/shopping-lists/views/ModalDialog'
import { quoteHref, quotesClient } from './quotes-client'
import { t } from './texts'

/**
 * MyQuotes' and QuoteDetails' actions: a new quote, a copy, deleting a draft, and step 5's cart of an
 * accepted quote. Each shows the quote service's own text when it refuses (spec section 8).
 */

/** A call's busy flag and its refusal's text. */
function useCall() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The answer (a 204's data is null), or null when refused. */
  const run = async <T,>(call: () => Promise<ApiResult<T>>): Promise<{ data: T } | null> => {
    setBusy(true)
    setError(null)
    const result = await call()
    setBusy(false)
    if (result.ok) return { data: result.data }
    if (!result.failure.aborted) setError(result.failure.message)
    return null
  }
  return { busy, error, run }
}

/** "Ny offert": an empty draft, opened at step 1. */
export function NewQuoteButton({ quotePattern }: { quotePattern: string }) {
  const router = useRouter()
  const { busy, error, run } = useCall()
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        size="lg"
        disabled={busy}
        onClick={async () => {
          const created = await run(() => quotesClient.create())
          if (created) router.push(quoteHref(quotePattern, created.data.quoteId, 1))
        }}
      >
        <PlusIcon size={18} />
        {busy ? t('quotePage.creating') : t('quotePage.new')}
      </Button>
      <FormAlert message={error} />
    </div>
  )
}

/** "Kopiera": a new draft with the quote's fields and lines, opened at step 1. */
export function CopyQuoteButton({ quoteId, quotePattern }: { quoteId: string; quotePattern: string }) {
  const router = useRouter()
  const { busy, error, run } = useCall()
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        intent="secondary"
        size="sm"
        disabled={busy}
        aria-label={t('quotePage.copy_named', { quoteId })}
        onClick={async () => {
          const copy = await run(() => quotesClient.create({ copyFrom: quoteId }))
          if (copy) router.push(quoteHref(quotePattern, copy.data.quoteId, 1))
        }}
      >
        {t('quotePage.copy')}
      </Button>
      <FormAlert message={error} />
    </span>
  )
}

/** "Ta bort" of a draft, after a confirmation dialog. */
export function DeleteQuoteButton({ quoteId, afterDelete }: { quoteId: string; afterDelete?: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const { busy, error, run } = useCall()
  return (
    <>
      <Button
        intent="secondary"
        size="sm"
        aria-label={t('quotePage.delete_named', { quoteId })}
        onClick={() => setOpen(true)}
      >
        {t('quotePage.delete')}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('quotePage.delete_title')}
        initialFocus="[data-cancel]"
        testId="quote-delete-dialog"
      >
        <p>{t('quotePage.delete_body', { quoteId })}</p>
        <FormAlert message={error} />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button intent="secondary" data-cancel="" onClick={() => setOpen(false)}>
            {t('quotePage.cancel')}
          </Button>
          <Button
            intent="danger"
            disabled={busy}
            onClick={async () => {
              if (!(await run(() => quotesClient.remove([quoteId])))) return
              setOpen(false)
              if (afterDelete) router.push(afterDelete)
              else router.refresh()
            }}
          >
            {t('quotePage.delete_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  )
}

/** Step 5: what the quote's status allows; an accepted quote's lines go into the current cart. */
export function QuoteCartStep({
  quoteId,
  status,
  cartPath,
}: {
  quoteId: string
  status: QuoteStatus
  cartPath: string
}) {
  const { busy, error, run } = useCall()
  const [answer, setAnswer] = useState<QuoteCartResponse | null>(null)
  if (answer)
    return (
      <div className="flex flex-col gap-3" data-testid="quote-cart-result">
        <FormMessage kind="info">{t('quotePage.cart_done', { count: answer.added })}</FormMessage>
        {answer.refused.length ? (
          <div>
            <p className="font-semibold">{t('quotePage.cart_refused')}</p>
            <ul className="list-disc pl-6">
              {answer.refused.map((line) => (
                <li key={line.articleNumber}>
                  {line.articleNumber}: {line.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Link href={cartPath} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {t('quotePage.cart_link')}
        </Link>
      </div>
    )
  if (status === 'accepted')
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('quotePage.cart_ready')}</p>
        <Button
          size="lg"
          disabled={busy}
          onClick={async () => {
            const done = await run(() => quotesClient.toCart(quoteId))
            if (done) setAnswer(done.data)
          }}
        >
          {busy ? t('quotePage.cart_creating') : t('quotePage.cart_create')}
        </Button>
        <FormAlert message={error} />
      </div>
    )
  const text =
    status === 'sent'
      ? t('quotePage.cart_waiting')
      : status === 'declined'
        ? t('quotePage.cart_declined')
        : status === 'ordered'
          ? t('quotePage.cart_ordered')
          : t('quotePage.cart_not_sent')
  return (
    <div className="flex flex-col gap-3">
      <p data-testid="quote-cart-status">{text}</p>
      {status === 'ordered' ? (
        <Link href={cartPath} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {t('quotePage.cart_link')}
        </Link>
      ) : null}
    </div>
  )
}
