'use client'

import type { QuoteAnswerView } from '@shop/schemas/quotes'
import { Button, CheckIcon, CloseIcon, cx, focusRing } from '@shop/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { apiCall } from '@/browser/api-fetch'
import { answerApiPath } from './paths'
import { t, texts } from './texts'

type Decision = 'accept' | 'decline'

/** The receiver's answer as the page shows it once given (here, or before a reload). */
export function AnswerGiven({ quote }: { quote: QuoteAnswerView['quote'] }) {
  const accepted = quote.status === 'accepted' || quote.status === 'ordered'
  return (
    <div className="space-y-1" data-testid="quote-answer-given">
      <p className="font-semibold">
        {t(accepted ? 'quoteAnswer.accepted' : 'quoteAnswer.declined', { quoteId: quote.quoteId })}
      </p>
      {quote.answerComment ? <p>{t('quoteAnswer.your_comment', { comment: quote.answerComment })}</p> : null}
    </div>
  )
}

/**
 * "Acceptera offerten" / "Avböj offerten", then a confirmation step with an optional comment, then
 * POST /api/quote/v1/answers/<token>. No login: the link's token is the key, so no session is ended
 * on a 401. A refusal shows the quote service's own text (spec section 8).
 */
export function AnswerForm({ token, quoteId }: { token: string; quoteId: string }) {
  const [decision, setDecision] = useState<Decision | null>(null)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [answered, setAnswered] = useState<QuoteAnswerView | null>(null)
  const commentId = useId()
  const confirmRef = useRef<HTMLParagraphElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const chooserRef = useRef<HTMLDivElement>(null)

  const returned = useRef(false)

  // Focus follows the step, so a keyboard or screen-reader user lands where the next thing is: the
  // question, the answer, or back on the chooser's first button. In an effect, not a later frame, so a
  // key pressed right after cannot land on a button and then see focus taken from it.
  useEffect(() => {
    if (answered) resultRef.current?.focus()
    else if (decision) confirmRef.current?.focus()
    else if (returned.current) {
      returned.current = false
      chooserRef.current?.querySelector('button')?.focus()
    }
  }, [decision, answered])

  if (answered)
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="outline-none">
        <AnswerGiven quote={answered.quote} />
      </div>
    )

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (!decision) return
    setSending(true)
    setError(null)
    const answer = await apiCall<QuoteAnswerView>(answerApiPath(token), {
      method: 'POST',
      json: comment.trim() ? { decision, comment: comment.trim() } : { decision },
      session: false,
      catalogue: texts,
    })
    setSending(false)
    if (answer.ok) setAnswered(answer.data)
    else if (!answer.failure.aborted) setError(answer.failure.message)
  }

  function back() {
    returned.current = true
    setDecision(null)
    setError(null)
  }

  if (!decision)
    return (
      <div ref={chooserRef} className="flex flex-wrap gap-3">
        <Button intent="primary" size="lg" onClick={() => setDecision('accept')}>
          <CheckIcon size={20} />
          {t('quoteAnswer.accept')}
        </Button>
        <Button intent="secondary" size="lg" onClick={() => setDecision('decline')}>
          <CloseIcon size={20} />
          {t('quoteAnswer.decline')}
        </Button>
      </div>
    )

  return (
    <form onSubmit={send} className="space-y-4" noValidate data-testid="quote-answer-confirm">
      <p ref={confirmRef} tabIndex={-1} className="font-semibold outline-none">
        {t(decision === 'accept' ? 'quoteAnswer.confirm_accept' : 'quoteAnswer.confirm_decline', { quoteId })}
      </p>
      <div className="space-y-1">
        <label htmlFor={commentId} className="block text-sm font-semibold">
          {t('quoteAnswer.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={1000}
          rows={3}
          className={cx('w-full max-w-prose rounded-brand border border-text/30 bg-background p-2', focusRing)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" intent={decision === 'accept' ? 'primary' : 'danger'} size="lg" disabled={sending}>
          {sending
            ? t('quoteAnswer.sending')
            : t(decision === 'accept' ? 'quoteAnswer.confirm_accept_button' : 'quoteAnswer.confirm_decline_button')}
        </Button>
        <Button intent="ghost" size="lg" onClick={back} disabled={sending}>
          {t('quoteAnswer.cancel')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-alert" data-testid="quote-answer-error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
