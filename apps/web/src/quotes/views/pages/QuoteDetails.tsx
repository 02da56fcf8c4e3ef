import { formatDate, t } from '@shop/i18n'
import { type QuoteView, quoteIdSchema } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { Badge, cx, focusRing } from '@shop/ui'
import { notFound } from 'next/navigation'
import { QuoteLines, QuoteTotalsList } from '@/quotes/views/QuoteLines'
import { attachmentPath, quotePdfPath } from '@/quotes/views/quotes-client'
import { Link } from '@/shell/Link'
import { firstParam } from '../../../accounts/views/user-admin/load'
import type { CustomPageProps } from '../../../custom-pages/types'
import { CopyQuoteButton, QuoteCartStep, QuoteWizard } from './islands'
import { loadQuote } from './load'
import { statusLabel } from './status'

/** Where the wizard's product step and step 5 lead: the site's search and the cart. */
const SEARCH_PATH = '/search'
const CART_PATH = '/cart'

const linkClass = cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)

/**
 * QuoteDetails: a quote by the route's `:quoteId`. One that may still change is the five-step wizard
 * (spec section 2); an accepted, ordered or declined one is shown read-only with the same lines table,
 * its PDF, a copy, and step 5's cart for an accepted one. Another customer's quote is a 404 like a
 * missing one.
 */
export async function QuoteDetails({ brand, params, searchParams }: CustomPageProps) {
  const quoteId = params.quoteId ?? firstParam(searchParams.id) ?? ''
  if (!quoteIdSchema.safeParse(quoteId).success) notFound()
  const loaded = await loadQuote(quoteId)
  if (!loaded.ok && loaded.reason === 'not_found') notFound()
  const quotesPath = pathForPage(brand.routes, 'MyQuotes') ?? '/'
  const quotePattern = brand.routes.find((route) => route.page === 'QuoteDetails')?.path ?? quotesPath
  const back = (
    <Link href={quotesPath} className={linkClass}>
      {t('quotePage.back')}
    </Link>
  )
  if (!loaded.ok)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 font-semibold">
          {loaded.message ?? t('errors.try_again_later_or_contact')}
        </p>
      </div>
    )

  const quote = loaded.value
  const status = statusLabel(quote.status)
  const header = (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-lg font-semibold" data-testid="quote-id">
          {t('quotePage.heading', { quoteId: quote.quoteId })}
        </p>
        <p className="text-muted" data-testid="quote-facts">
          <Badge intent={quote.status === 'accepted' ? 'primary' : 'neutral'} className="mr-2">
            {status}
          </Badge>
          {t('quotePage.facts', {
            date: formatDate(quote.updatedAt),
            validUntil: formatDate(quote.validUntil),
          })}
        </p>
      </div>
      <CopyQuoteButton quoteId={quote.quoteId} quotePattern={quotePattern} />
    </header>
  )

  if (quote.editable)
    return (
      <div className="flex flex-col gap-6" data-testid="quote-details" data-quote-id={quote.quoteId}>
        {back}
        {header}
        <QuoteWizard initial={quote} searchPath={SEARCH_PATH} cartPath={CART_PATH} />
      </div>
    )

  return (
    <div className="flex flex-col gap-6" data-testid="quote-details" data-quote-id={quote.quoteId}>
      {back}
      {header}
      <p className="rounded-brand bg-surface p-3" data-testid="quote-read-only">
        {t('quotePage.read_only', { status: status.toLowerCase() })}
      </p>
      {quote.answeredAt ? (
        <div>
          <p>{t('quotePage.answered', { date: formatDate(quote.answeredAt) })}</p>
          {quote.answerComment ? <p>{t('quotePage.answer_comment', { comment: quote.answerComment })}</p> : null}
        </div>
      ) : null}
      <ReceiverFacts quote={quote} />
      <section aria-labelledby="quote-lines-heading" className="flex flex-col gap-4">
        <h2 id="quote-lines-heading" className="text-xl font-bold">
          {t('quotePage.lines')}
        </h2>
        <QuoteLines quote={quote} />
        <QuoteTotalsList quote={quote} />
      </section>
      <p className="flex flex-wrap gap-4">
        <a href={quotePdfPath(quote.quoteId)} target="_blank" rel="noopener" className={linkClass}>
          {t('quotePage.pdf')}
        </a>
        {quote.attachments.map((attachment) => (
          <a
            key={attachment.attachmentId}
            href={attachmentPath(quote.quoteId, attachment.attachmentId)}
            className={linkClass}
          >
            {attachment.filename}
          </a>
        ))}
      </p>
      {quote.status === 'accepted' || quote.status === 'ordered' ? (
        <section aria-labelledby="quote-cart-heading" className="flex flex-col gap-3">
          <h2 id="quote-cart-heading" className="text-xl font-bold">
            {t('quotePage.cart_heading')}
          </h2>
          <QuoteCartStep quoteId={quote.quoteId} status={quote.status} cartPath={CART_PATH} />
        </section>
      ) : null}
    </div>
  )
}

function ReceiverFacts({ quote }: { quote: QuoteView }) {
  const { receiver, sender } = quote
  const party = (heading: string, lines: string[]) => (
    <div>
      <h2 className="text-lg font-semibold">{heading}</h2>
      <p className="whitespace-pre-line">{lines.filter(Boolean).join('\n')}</p>
    </div>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {party(t('quotePage.sender'), [sender.name, sender.organizationNumber, sender.reference, sender.address])}
      {party(t('quotePage.receiver'), [
        receiver.name,
        receiver.label,
        receiver.contactPerson,
        receiver.address,
        receiver.email,
        t(`quotePage.receiver.${receiver.type}`),
      ])}
    </div>
  )
}
