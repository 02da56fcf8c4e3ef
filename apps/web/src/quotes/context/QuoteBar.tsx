'use client'

import type { QuoteView } from '@shop/schemas/quotes'
import { ChevronLeftIcon, cx, focusRing, InfoIcon } from '@shop/ui'
import { useEffect } from 'react'
import { type ApiFailure, apiCall } from '@/browser/api-fetch'
import { Link } from '@/shell/Link'
import { quoteContextStore } from './quote-context-store'
import { t, texts } from './texts'

/** The quote service's path of a quote. */
export const quotePath = (quoteId: string) => `/api/quote/v1/quotes/${encodeURIComponent(quoteId)}`

/**
 * Whether the quote service's refusal means the quote can no longer be edited here: locked (answered)
 * or gone (deleted in another tab: its own 404, with a body). An outage or a refused line does not.
 */
export const endsEditing = (failure: ApiFailure) =>
  failure.error === 'quote.locked' || (failure.status === 404 && failure.body !== null)

/**
 * "Du lägger till artiklar i offert Q-… — Tillbaka till offerten", above a product or search page in
 * external mode. The shell knew the quote only by its path; here the quote service is asked once
 * whether it can still be edited (it may have been sent or deleted in another tab), and a quote it
 * answers locked or gone ends edit mode.
 */
export function QuoteBar({ quoteId, returnPath }: { quoteId: string; returnPath: string }) {
  useEffect(() => {
    const controller = new AbortController()
    void apiCall<QuoteView>(quotePath(quoteId), { signal: controller.signal, catalogue: texts }).then((answer) => {
      if (answer.ok ? !answer.data.editable : endsEditing(answer.failure))
        quoteContextStore.getState().visit({ kind: 'locked', quoteId })
    })
    return () => controller.abort()
  }, [quoteId])

  return (
    <div className="border-b border-primary/30 bg-surface print:hidden" data-testid="quote-context-bar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <InfoIcon size={18} className="shrink-0 text-primary" />
          {t('quoteContext.bar', { quoteId })}
        </p>
        <Link
          href={returnPath}
          className={cx('inline-flex items-center gap-1 font-semibold text-primary underline', focusRing)}
        >
          <ChevronLeftIcon size={16} />
          {t('quoteContext.back')}
        </Link>
      </div>
    </div>
  )
}
