import type { Facet, FacetValue, ListingQuery } from '@shop/commerce/catalog/listing'
import { toggleValue } from '@shop/commerce/catalog/listing-query'
import { formatNumber, t } from '@shop/i18n'
import { buttonVariants, CheckIcon, ChevronDownIcon, cx, focusRing } from '@shop/ui'
import { Form } from '@/shell/Form'
import { Link } from '@/shell/Link'
import { facetLabel, hiddenFields, hrefFor, type ListingLocation, valueLabel } from './listing-urls'
import { HiddenFields } from './SortControl'

// Long value lists (dimensions, lengths) would push every other facet off screen.
const VISIBLE_VALUES = 8

export interface FacetPanelProps {
  location: ListingLocation
  query: ListingQuery
  facets: readonly Facet[]
  priceRange: { min: number; max: number } | null
  /** False for a shopper who may not see prices: then there is no price filter at all. */
  pricesShown: boolean
  inStockCount: number
}

const groupClass = 'group/facet border-b border-text/10 py-3'
const summaryClass = cx(
  'flex cursor-pointer list-none items-center justify-between gap-2 rounded-brand font-semibold [&::-webkit-details-marker]:hidden',
  focusRing,
)

function Box({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden="true" className={checked ? 'facet-box facet-box-on' : 'facet-box'}>
      {checked ? <CheckIcon size={14} /> : null}
    </span>
  )
}

/**
 * A facet value as a link that looks like a checkbox: the URL holds the choice, so it can be shared,
 * the back button undoes it, and no script is needed. The group's name is repeated for screen readers,
 * who may reach the link from a list of links, out of its group.
 */
function ValueLink({
  facet,
  value,
  location,
  query,
}: {
  facet: Facet
  value: FacetValue
  location: ListingLocation
  query: ListingQuery
}) {
  const text = valueLabel(facet.kind, value.value)
  const body = (
    <>
      <Box checked={value.selected} />
      <span className="facet-value-text">
        <span className="sr-only">{facetLabel(facet)}: </span>
        {text}
        {value.selected ? <span className="sr-only"> {t('listing.value_selected')}</span> : null}
      </span>
      <span className="facet-value-count">{t('listing.value_count', { count: formatNumber(value.count) })}</span>
    </>
  )
  if (value.count === 0 && !value.selected) {
    return (
      <span aria-disabled="true" className="facet-value text-muted opacity-60">
        {body}
      </span>
    )
  }
  return (
    <Link
      href={hrefFor(location, toggleValue(query, facet.kind, facet.name, value.value))}
      scroll={false}
      prefetch={false}
      aria-current={value.selected ? 'true' : undefined}
      data-facet-value={value.value}
      className={cx('facet-value facet-link', value.selected && 'font-semibold')}
    >
      {body}
    </Link>
  )
}

function FacetGroup({ facet, location, query }: { facet: Facet; location: ListingLocation; query: ListingQuery }) {
  const first = facet.values.slice(0, VISIBLE_VALUES)
  const rest = facet.values.slice(VISIBLE_VALUES)
  const item = (value: FacetValue) => (
    <li key={value.value}>
      <ValueLink facet={facet} value={value} location={location} query={query} />
    </li>
  )
  return (
    <details open className={groupClass} data-facet={facet.kind === 'attr' ? facet.name : facet.kind}>
      <summary className={summaryClass}>
        {facetLabel(facet)}
        <ChevronDownIcon size={18} className="transition-transform group-open/facet:rotate-180" />
      </summary>
      <ul className="mt-2 space-y-0.5">{first.map(item)}</ul>
      {rest.length > 0 ? (
        <details open={rest.some((value) => value.selected)} className="group/more mt-1">
          <summary className={cx('cursor-pointer px-1 py-1 text-sm font-semibold text-primary', focusRing)}>
            {t('listing.show_more', { count: rest.length })}
          </summary>
          <ul className="space-y-0.5">{rest.map(item)}</ul>
        </details>
      ) : null}
    </details>
  )
}

/** Min and max as a GET form: typing numbers needs a submit, and the other choices ride along hidden. */
function PriceFilter({
  location,
  query,
  priceRange,
}: {
  location: ListingLocation
  query: ListingQuery
  priceRange: { min: number; max: number } | null
}) {
  const input = cx('h-10 w-full rounded-brand border border-text/25 bg-background px-2 text-sm tabular-nums', focusRing)
  return (
    <details open className={groupClass} data-facet="price">
      <summary className={summaryClass}>
        {t('listing.price_heading')}
        <ChevronDownIcon size={18} className="transition-transform group-open/facet:rotate-180" />
      </summary>
      <Form action={location.basePath} scroll={false} className="mt-2 grid grid-cols-2 items-end gap-2">
        <HiddenFields fields={hiddenFields(location, { ...query, page: 1 }, ['priceMin', 'priceMax'])} />
        <label className="min-w-0 text-sm">
          <span className="mb-1 block">{t('listing.price_min')}</span>
          <input
            type="number"
            name="priceMin"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={query.priceMin ?? ''}
            placeholder={priceRange ? String(Math.floor(priceRange.min)) : undefined}
            className={input}
          />
        </label>
        <label className="min-w-0 text-sm">
          <span className="mb-1 block">{t('listing.price_max')}</span>
          <input
            type="number"
            name="priceMax"
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={query.priceMax ?? ''}
            placeholder={priceRange ? String(Math.ceil(priceRange.max)) : undefined}
            className={input}
          />
        </label>
        <button type="submit" className={cx(buttonVariants({ intent: 'secondary', size: 'md' }), 'col-span-2')}>
          {t('listing.price_apply')}
        </button>
      </Form>
    </details>
  )
}

/** The 'in stock at my store' switch, a link like the facet values and counted the same way. */
function InStockToggle({ location, query, count }: { location: ListingLocation; query: ListingQuery; count: number }) {
  const label = t('listing.in_stock', { count: formatNumber(count) })
  const row = 'flex items-center gap-2 rounded-brand px-1 py-1 text-sm font-semibold'
  const body = (
    <>
      <Box checked={query.inStock} />
      <span>
        {label}
        {query.inStock ? <span className="sr-only"> {t('listing.value_selected')}</span> : null}
      </span>
    </>
  )
  return (
    <div className="border-b border-text/10 py-3" data-facet="in-stock">
      {count === 0 && !query.inStock ? (
        <span aria-disabled="true" className="facet-value text-muted opacity-60">
          {body}
        </span>
      ) : (
        <Link
          href={hrefFor(location, { ...query, inStock: !query.inStock, page: 1 })}
          scroll={false}
          prefetch={false}
          aria-current={query.inStock ? 'true' : undefined}
          className={cx(row, 'hover:bg-text/5', focusRing)}
        >
          {body}
        </Link>
      )}
    </div>
  )
}

export function FacetPanel({ location, query, facets, priceRange, pricesShown, inStockCount }: FacetPanelProps) {
  const priceFilterSet = query.priceMin !== null || query.priceMax !== null
  return (
    <div>
      <InStockToggle location={location} query={query} count={inStockCount} />
      {pricesShown && (priceRange || priceFilterSet) ? (
        <PriceFilter location={location} query={query} priceRange={priceRange} />
      ) : null}
      {facets.map((facet) => (
        <FacetGroup key={`${facet.kind}:${facet.name}`} facet={facet} location={location} query={query} />
      ))}
    </div>
  )
}
