import { t } from '@shop/i18n'
import { ChevronRightIcon, cx, focusRing } from '@shop/ui'
import type React from 'react'
import { Link } from '@/shell/Link'

export interface Crumb {
  name: string
  url: string
}

/** The trail from the start page to the listing, the listing itself last and not a link. */
export function ListingBreadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label={t('listing.breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {[{ name: t('listing.home'), url: '/' }, ...crumbs].map((crumb) => (
          <li key={crumb.url} className="flex items-center gap-1">
            <Link href={crumb.url} className={cx('underline-offset-2 hover:underline', focusRing)}>
              {crumb.name}
            </Link>
            <ChevronRightIcon size={14} />
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-text">
          {current}
        </li>
      </ol>
    </nav>
  )
}

/** Title, optional trail and intro of a listing page; `children` go below the intro (sub-categories). */
export function ListingHeader({
  title,
  crumbs,
  intro,
  children,
}: {
  title: string
  crumbs?: readonly Crumb[]
  intro?: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <header className="space-y-3">
      {crumbs ? <ListingBreadcrumbs crumbs={crumbs} current={title} /> : null}
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      {intro ? <div className="max-w-3xl text-muted">{intro}</div> : null}
      {children}
    </header>
  )
}

export const listingPageClass = 'mx-auto max-w-7xl px-4 py-6'
