import { formatDate, formatNumber, t } from '@shop/i18n'
import type { QuoteAnswerView } from '@shop/schemas/quotes'
import { cx, focusRing } from '@shop/ui'
import { QuoteTable } from '../views/QuoteTable'
import { AnswerForm, AnswerGiven } from './AnswerForm'
import { answerAttachmentPath, answerPdfPath } from './paths'

const link = cx('font-semibold text-primary underline underline-offset-2', focusRing)
const heading = 'text-xl font-semibold'

/** '120 kB', '1,4 MB'. */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`
    : `${formatNumber(bytes / (1024 * 1024), { maxDecimals: 1 })} MB`
}

const fileType = (mimeType: string) =>
  mimeType === 'application/pdf' ? 'PDF' : mimeType.replace(/^image\//, '').toUpperCase()

/**
 * The quote as its receiver reads it through the link (issue 14, online acceptance): sender with
 * organisation number, receiver, validity, the lines and totals (QuoteTable, as the PDF counts them),
 * the final message, attachments and the PDF, then the answer. Links carry the token, and the page
 * sends no referrer (proxy.ts), so the token leaves with none of them.
 */
export function QuoteAnswerDocument({ view, token }: { view: QuoteAnswerView; token: string }) {
  const { quote } = view
  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-8" aria-labelledby="quote-answer-title">
      <header className="space-y-2">
        <h1 id="quote-answer-title" className="text-2xl font-bold md:text-3xl">
          {t('quoteAnswer.title', { quoteId: quote.quoteId })}
        </h1>
        <p>{t('quoteAnswer.intro', { sender: quote.sender.name, brand: view.brandName })}</p>
        <p className="text-sm text-muted">
          {t('quoteAnswer.valid', {
            from: formatDate(quote.validFrom, 'long'),
            until: formatDate(quote.validUntil, 'long'),
          })}
        </p>
        <p>
          <a href={answerPdfPath(token)} className={link} data-testid="quote-answer-pdf">
            {t('quoteAnswer.pdf')}
          </a>
        </p>
      </header>

      <div className="grid gap-6 sm:grid-cols-2">
        <Party
          id="quote-sender"
          heading={t('quoteDocument.sender')}
          name={quote.sender.name}
          facts={[
            [t('quoteDocument.organization_number'), quote.sender.organizationNumber],
            [t('quoteDocument.reference'), quote.sender.reference],
          ]}
          address={quote.sender.address}
        />
        <Party
          id="quote-receiver"
          heading={t('quoteDocument.receiver')}
          name={quote.receiver.name}
          facts={[
            [t('quoteDocument.contact_person'), quote.receiver.contactPerson],
            [t('quoteDocument.receiver_label'), quote.receiver.label],
          ]}
          address={quote.receiver.address}
          note={t(`quoteDocument.receiver_type.${quote.receiver.type}`)}
        />
      </div>

      <section aria-labelledby="quote-lines" className="space-y-3">
        <h2 id="quote-lines" className="sr-only">
          {t('quoteDocument.lines')}
        </h2>
        <QuoteTable quote={quote} />
      </section>

      {quote.finalMessage ? (
        <section aria-labelledby="quote-message">
          <h2 id="quote-message" className={heading}>
            {t('quoteDocument.message')}
          </h2>
          <p className="mt-2 max-w-prose whitespace-pre-line">{quote.finalMessage}</p>
        </section>
      ) : null}

      {quote.attachments.length ? (
        <section aria-labelledby="quote-attachments">
          <h2 id="quote-attachments" className={heading}>
            {t('quoteDocument.attachments')}
          </h2>
          <ul className="mt-2 space-y-1" data-testid="quote-answer-attachments">
            {quote.attachments.map((attachment) => (
              <li key={attachment.attachmentId}>
                <a href={answerAttachmentPath(token, attachment.attachmentId)} className={link}>
                  {attachment.filename}
                </a>{' '}
                <span className="text-sm text-muted">
                  (
                  {t('quoteAnswer.attachment_size', {
                    type: fileType(attachment.mimeType),
                    size: fileSize(attachment.filesize),
                  })}
                  )
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="quote-answer"
        className="space-y-3 rounded-brand border border-text/15 bg-surface p-4"
        data-testid="quote-answer"
      >
        <h2 id="quote-answer" className={heading}>
          {t('quoteAnswer.answer_heading')}
        </h2>
        {view.canAnswer ? (
          <>
            <p className="text-sm">{t('quoteAnswer.answer_intro')}</p>
            <AnswerForm token={token} quoteId={quote.quoteId} />
          </>
        ) : quote.answeredAt ? (
          <>
            <AnswerGiven quote={quote} />
            <p className="text-sm text-muted">{t('quoteAnswer.answered_at', { date: formatDate(quote.answeredAt) })}</p>
          </>
        ) : (
          <p>{t('quoteAnswer.cannot_answer')}</p>
        )}
      </section>
    </article>
  )
}

/** The sender or the receiver: name, labelled facts (empty ones left out), address and a note. */
function Party(props: {
  id: string
  heading: string
  name: string
  facts: Array<[label: string, value: string]>
  address: string
  note?: string
}) {
  const facts = props.facts.filter(([, value]) => value)
  return (
    <section aria-labelledby={props.id} className="space-y-1 text-sm">
      <h2 id={props.id} className={heading}>
        {props.heading}
      </h2>
      {props.name ? <p className="text-base font-semibold">{props.name}</p> : null}
      {facts.length ? (
        <dl className="space-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {props.address ? <p className="whitespace-pre-line">{props.address}</p> : null}
      {props.note ? <p className="text-muted">{props.note}</p> : null}
    </section>
  )
}
