import type { ListingQuery } from '@shop/commerce/catalog/listing'
import { toggleValue } from '@shop/commerce/catalog/listing-query'
import { formatMoney, t } from '@shop/i18n'
import { CloseIcon, cx, focusRing } from '@shop/ui'
import { Link } from '@/shell/Link'
import { facetLabel, hasFilters, hrefFor, type ListingLocation, valueLabel, withoutFilters } from './listing-urls'

interface Chip {
  key: string
  label: string
  href: string
}

function chipsOf(location: ListingLocation, query: ListingQuery): Chip[] {
  const chip = (kind: 'brand' | 'tag' | 'attr', name: string, value: string): Chip => ({
    key: `${kind}:${name}:${value}`,
    label: `${facetLabel({ kind, name })}: ${valueLabel(kind, value)}`,
    href: hrefFor(location, toggleValue(query, kind, name, value)),
  })
  const chips = [
    ...query.brands.map((value) => chip('brand', 'brand', value)),
    ...query.tags.map((value) => chip('tag', 'tag', value)),
    ...Object.entries(query.attrs).flatMap(([name, values]) => values.map((value) => chip('attr', name, value))),
  ]
  if (query.priceMin !== null || query.priceMax !== null) {
    const bound = (n: number | null) => (n === null ? t('listing.price_any') : formatMoney(n))
    chips.push({
      key: 'price',
      label: t('listing.price_chip', { min: bound(query.priceMin), max: bound(query.priceMax) }),
      href: hrefFor(location, { ...query, priceMin: null, priceMax: null, page: 1 }),
    })
  }
  if (query.inStock) {
    chips.push({
      key: 'stock',
      label: t('listing.in_stock_chip'),
      href: hrefFor(location, { ...query, inStock: false, page: 1 }),
    })
  }
  return chips
}

/** The choices in force, each removable on its own, and all at once. */
export function ActiveFilters({ location, query }: { location: ListingLocation; query: ListingQuery }) {
  if (!hasFilters(query)) return null
  return (
    <section aria-label={t('listing.filters_active')} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {chipsOf(location, query).map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              scroll={false}
              prefetch={false}
              aria-label={t('listing.filter_remove', { label: chip.label })}
              className={cx(
                'inline-flex items-center gap-1.5 rounded-full border border-text/25 bg-surface px-3 py-1 text-sm hover:border-text/50',
                focusRing,
              )}
            >
              {chip.label}
              <CloseIcon size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={hrefFor(location, withoutFilters(query))}
        scroll={false}
        className={cx('text-sm font-semibold text-primary underline underline-offset-2', focusRing)}
      >
        {t('listing.filters_clear')}
      </Link>
    </section>
  )
}
