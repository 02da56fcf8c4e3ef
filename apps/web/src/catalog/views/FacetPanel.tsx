import type { Facet, FacetValue, ListingQuery } from '@shop/commerce/catalog/listing'
import { toggleValue } from '@shop/commerce/catalog/listing-query'
import { formatNumber, t } from '@shop/i18n'
import { buttonVariants, ChevronDownIcon, cx, focusRing } from '@shop/ui'
import { Form } from '@/shell/Form'
import { Link } from '@/shell/Link'
import { FacetBox } from './FacetBox'
import { type FacetChoice, FacetValueList } from './FacetValueList'
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

/** What the browser's list needs of each value: the choice made here, the markup there. */
function choicesOf(facet: Facet, values: readonly FacetValue[], location: ListingLocation, query: ListingQuery) {
  return values.map((value): FacetChoice => {
    const text = valueLabel(facet.kind, value.value)
    return {
      value: value.value,
      count: value.count,
      // Only what differs from the default: an absent field costs nothing in the payload.
      ...(text === value.value ? {} : { text }),
      ...(value.selected ? { selected: true } : {}),
      ...(value.count === 0 && !value.selected
        ? {}
        : { href: hrefFor(location, toggleValue(query, facet.kind, facet.name, value.value)) }),
    }
  })
}

function FacetGroup({ facet, location, query }: { facet: Facet; location: ListingLocation; query: ListingQuery }) {
  const group = facetLabel(facet)
  const rest = facet.values.slice(VISIBLE_VALUES)
  return (
    <details open className={groupClass} data-facet={facet.kind === 'attr' ? facet.name : facet.kind}>
      <summary className={summaryClass}>
        {group}
        <ChevronDownIcon size={18} className="transition-transform group-open/facet:rotate-180" />
      </summary>
      <FacetValueList
        group={group}
        choices={choicesOf(facet, facet.values.slice(0, VISIBLE_VALUES), location, query)}
        className="mt-2"
      />
      {rest.length > 0 ? (
        <details open={rest.some((value) => value.selected)} className="group/more mt-1">
          <summary className={cx('cursor-pointer px-1 py-1 text-sm font-semibold text-primary', focusRing)}>
            {t('listing.show_more', { count: rest.length })}
          </summary>
          <FacetValueList group={group} choices={choicesOf(facet, rest, location, query)} />
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
      <FacetBox checked={query.inStock} />
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
