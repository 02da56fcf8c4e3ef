import { EMPTY_VALUE, formatDate, formatMoney, type MessageKey, t } from '@shop/i18n'
import {
  QUOTE_SORTS,
  QUOTE_STATUS_FILTERS,
  type QuoteSort,
  type QuoteStatusFilter,
  type QuoteSummary,
} from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { Badge, buttonVariants, ColumnHeader, cx, EmptyState, FilterField, filterInputClass, focusRing } from '@shop/ui'
import { quoteHref } from '@/quotes/views/quotes-client'
import { Link } from '@/shell/Link'
import { firstParam } from '../../../accounts/views/user-admin/load'
import { PageLinks } from '../../../custom-pages/PageLinks'
import type { CustomPageProps } from '../../../custom-pages/types'
import { CopyQuoteButton, DeleteQuoteButton, NewQuoteButton } from './islands'
import { loadQuotes } from './load'
import { isDraft, statusLabel } from './status'

export const PAGE_SIZE = 10

const SORT_KEYS = {
  '-updatedAt': 'quotePage.sort.updated_desc',
  updatedAt: 'quotePage.sort.updated_asc',
  '-quoteId': 'quotePage.sort.id_desc',
  quoteId: 'quotePage.sort.id_asc',
  receiver: 'quotePage.sort.receiver_asc',
  '-receiver': 'quotePage.sort.receiver_desc',
} as const satisfies Record<QuoteSort, MessageKey>

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

/**
 * MyQuotes: the user's quotes in the chosen customer, 10 a page, with the status filter of spec
 * section 4 (all, draft, accepted), search and sorting. Filters are a plain GET form and paging plain
 * links, so the state lives in the URL (reload and back keep it); new, copy and delete are islands. A
 * quote the receiver answered shows as accepted or declined.
 */
export async function MyQuotes({ brand, searchParams }: CustomPageProps) {
  const q = (firstParam(searchParams.q) ?? '').trim().slice(0, 80)
  const status = oneOf<QuoteStatusFilter>(QUOTE_STATUS_FILTERS, firstParam(searchParams.status), 'all')
  const sort = oneOf<QuoteSort>(QUOTE_SORTS, firstParam(searchParams.sort), '-updatedAt')
  const requested = Math.min(Math.max(1, Number.parseInt(firstParam(searchParams.page) ?? '1', 10) || 1), 10_000)
  const load = (page: number) =>
    loadQuotes({ status, sort, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, ...(q ? { q } : {}) })
  let result = await load(requested)
  // A page beyond the end (a hand-made URL) shows the last page instead.
  if (result.ok && result.value.data.length === 0 && result.value.total > 0)
    result = await load(Math.ceil(result.value.total / PAGE_SIZE))

  const quotesPath = pathForPage(brand.routes, 'MyQuotes') ?? '/'
  const quotePattern = brand.routes.find((route) => route.page === 'QuoteDetails')?.path ?? quotesPath
  const href = (page: number) => {
    const params = new URLSearchParams()
    if (q) params.set('q', q)
    if (status !== 'all') params.set('status', status)
    if (sort !== '-updatedAt') params.set('sort', sort)
    if (page > 1) params.set('page', String(page))
    const text = params.toString()
    return text ? `${quotesPath}?${text}` : quotesPath
  }
  const filtered = Boolean(q) || status !== 'all'

  const toolbar = (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NewQuoteButton quotePattern={quotePattern} />
      </div>
      <search aria-label={t('quotePage.search_label')}>
        <form action={quotesPath} method="get" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
          <FilterField id="quote-search" label={t('quotePage.search_label')} hint={t('quotePage.search_hint')}>
            <input
              id="quote-search"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={80}
              aria-describedby="quote-search-hint"
              className={filterInputClass}
            />
          </FilterField>
          <FilterField id="quote-status" label={t('quotePage.status_label')}>
            <select id="quote-status" name="status" defaultValue={status} className={filterInputClass}>
              {QUOTE_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`quotePage.filter.${value}`)}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="quote-sort" label={t('quotePage.sort_label')}>
            <select id="quote-sort" name="sort" defaultValue={sort} className={filterInputClass}>
              {QUOTE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(SORT_KEYS[value])}
                </option>
              ))}
            </select>
          </FilterField>
          <div className="flex items-start pt-7">
            <button type="submit" className={buttonVariants({ intent: 'secondary', size: 'lg' })}>
              {t('quotePage.search_submit')}
            </button>
          </div>
        </form>
      </search>
    </div>
  )

  if (!result.ok)
    return (
      <div className="flex flex-col gap-6" data-testid="my-quotes">
        {toolbar}
        <p role="alert" className="rounded-brand border-l-4 border-alert bg-alert/10 p-3 font-semibold">
          {result.message ?? t('errors.try_again_later_or_contact')}
        </p>
      </div>
    )

  const { data: quotes, total } = result.value
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(requested, pages)
  return (
    <div className="flex flex-col gap-6" data-testid="my-quotes">
      {toolbar}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-muted" data-testid="quote-count">
          {t('quotePage.count', { count: total })}
        </p>
        {filtered ? (
          <Link
            href={quotesPath}
            className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
          >
            {t('quotePage.clear_search')}
          </Link>
        ) : null}
      </div>
      {quotes.length === 0 ? (
        <EmptyState title={filtered ? t('quotePage.empty_search') : t('quotePage.empty')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('quotePage.caption', { page, pages })}</caption>
            <thead>
              <tr className="border-b-2 border-text/20">
                <ColumnHeader>{t('quotePage.col.quote')}</ColumnHeader>
                <ColumnHeader>{t('quotePage.col.receiver')}</ColumnHeader>
                <ColumnHeader>{t('quotePage.col.status')}</ColumnHeader>
                <ColumnHeader>{t('quotePage.col.updated')}</ColumnHeader>
                <ColumnHeader>{t('quotePage.col.valid_until')}</ColumnHeader>
                <ColumnHeader align="right">{t('quotePage.col.total')}</ColumnHeader>
                <ColumnHeader>
                  <span className="sr-only">{t('quotePage.col.actions')}</span>
                </ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <QuoteRow key={quote.quoteId} quote={quote} quotePattern={quotePattern} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks label={t('quotePage.pagination')} page={page} pages={pages} hrefFor={href} />
    </div>
  )
}

function QuoteRow({ quote, quotePattern }: { quote: QuoteSummary; quotePattern: string }) {
  const receiver = [quote.receiverName, quote.receiverLabel].filter(Boolean).join(' · ')
  return (
    <tr className="border-b border-text/10 align-top" data-testid="quote-row" data-quote-id={quote.quoteId}>
      <td className="px-3 py-2">
        <Link
          href={quoteHref(quotePattern, quote.quoteId)}
          className={cx('font-semibold text-primary underline underline-offset-2 hover:no-underline', focusRing)}
        >
          {quote.quoteId}
        </Link>
      </td>
      <td className="px-3 py-2">{receiver || <span className="text-muted">{t('quotePage.no_receiver')}</span>}</td>
      <td className="px-3 py-2" data-testid="quote-status">
        <Badge intent={quote.status === 'accepted' ? 'primary' : 'neutral'}>{statusLabel(quote.status)}</Badge>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(quote.updatedAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDate(quote.validUntil)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {quote.total === null ? EMPTY_VALUE : formatMoney(quote.total)}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <CopyQuoteButton quoteId={quote.quoteId} quotePattern={quotePattern} />
          {isDraft(quote.status) ? <DeleteQuoteButton quoteId={quote.quoteId} /> : null}
        </div>
      </td>
    </tr>
  )
}
