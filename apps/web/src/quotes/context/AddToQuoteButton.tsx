'use client'

import { Button, PlusIcon } from '@shop/ui'
import { useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import { showToast } from '@/browser/start-message'
import { endsEditing, quotePath } from './QuoteBar'
import { quoteContextStore } from './quote-context-store'
import { t, texts } from './texts'

export interface AddToQuoteProps {
  articleNumber: string
  /** The quantity chosen on the page; null while the field holds no valid quantity. */
  quantity: number | null
  unit: string
  /** On a product tile: a small full-width button, named with the product (many share one page). */
  tile?: { name: string }
}

/**
 * Adds the article with the page's quantity to the quote being edited (POST …/items). The shell's
 * toaster confirms; a refusal shows the quote service's own text (spec section 8) under the button.
 */
export function AddToQuoteButton({
  articleNumber,
  quantity,
  unit,
  tile,
  quoteId,
}: AddToQuoteProps & { quoteId: string }) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function add() {
    if (quantity === null) return
    setSending(true)
    setError(null)
    const answer = await apiCall(`${quotePath(quoteId)}/items`, {
      method: 'POST',
      json: { items: [{ articleNumber, quantity }] },
      catalogue: texts,
    })
    setSending(false)
    if (answer.ok) {
      showToast({ text: t('quoteContext.added', { quantity, unit, quoteId }), severity: 'success' })
      return
    }
    if (answer.failure.aborted) return
    if (!endsEditing(answer.failure)) {
      setError(answer.failure.message)
      return
    }
    // A quote that can no longer take lines ends edit mode: the bar and this button go, the toast says why.
    showToast({ text: answer.failure.message, severity: 'error' })
    quoteContextStore.getState().visit({ kind: 'locked', quoteId })
  }

  return (
    <div className={tile ? 'space-y-1 print:hidden' : 'space-y-2 print:hidden'}>
      <Button
        intent="secondary"
        size={tile ? 'sm' : 'lg'}
        fullWidth={Boolean(tile)}
        aria-label={tile ? t('quoteContext.add_named', { name: tile.name }) : undefined}
        onClick={add}
        disabled={sending || quantity === null}
        data-testid="add-to-quote"
      >
        <PlusIcon size={tile ? 16 : 20} />
        {sending ? t('quoteContext.adding') : t('quoteContext.add')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-alert" data-testid="add-to-quote-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
