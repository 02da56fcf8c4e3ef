import type { ListingQuery } from '@shop/commerce/catalog/listing'
import { t } from '@shop/i18n'
import { ChevronLeftIcon, ChevronRightIcon, cx, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'
import { hrefFor, type ListingLocation } from './listing-urls'

/** Page numbers to show: the first, the last and two either side of the current, with gaps between. */
export function pageWindow(page: number, pageCount: number): Array<number | `gap-${number}`> {
  const shown = new Set([1, pageCount])
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: Array<number | `gap-${number}`> = []
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && p - previous > 1) out.push(p - previous === 2 ? p - 1 : `gap-${p}`)
    out.push(p)
  })
  return out
}

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-brand px-3 text-sm'

export function Pagination({
  location,
  query,
  pageCount,
}: {
  location: ListingLocation
  query: ListingQuery
  pageCount: number
}) {
  if (pageCount <= 1) return null
  const page = query.page
  const to = (p: number) => hrefFor(location, { ...query, page: p })
  const step = (target: number, rel: 'prev' | 'next') => {
    const label = rel === 'prev' ? t('listing.page_previous') : t('listing.page_next')
    const icon = rel === 'prev' ? <ChevronLeftIcon size={16} /> : <ChevronRightIcon size={16} />
    const content = (
      <>
        {rel === 'prev' ? icon : null}
        {label}
        {rel === 'next' ? icon : null}
      </>
    )
    if (target < 1 || target > pageCount) {
      return (
        <span aria-disabled="true" className={cx(cell, 'gap-1 text-muted')}>
          {content}
        </span>
      )
    }
    return (
      <Link href={to(target)} rel={rel} className={cx(cell, 'gap-1 font-semibold hover:bg-text/5', focusRing)}>
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{step(page - 1, 'prev')}</li>
        {pageWindow(page, pageCount).map((p) =>
          typeof p === 'string' ? (
            <li key={p} aria-hidden="true" className={cx(cell, 'px-1 text-muted')}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={to(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('listing.page_number', { page: p })}
                className={cx(
                  cell,
                  'tabular-nums',
                  p === page ? 'bg-primary font-semibold text-primary-contrast' : 'hover:bg-text/5',
                  focusRing,
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next')}</li>
      </ul>
      <p className="text-sm text-muted">{t('listing.page_of', { page, pages: pageCount })}</p>
    </nav>
  )
}
