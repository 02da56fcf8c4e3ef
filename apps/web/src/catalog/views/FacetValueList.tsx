'use client'

import { formatNumber } from '@shop/i18n/number'
import { cx } from '@shop/ui'
import { Link } from '@/shell/Link'
import { FacetBox } from './FacetBox'
import { t } from './texts'

/**
 * One value of a facet as the server sends it: the fields only, no markup. A category page lists up to
 * a few hundred values; sent as elements, each was about 470 characters of RSC payload (a link with its
 * box, label, group name and count), paid twice over in the HTML that carries the payload inline.
 */
export interface FacetChoice {
  /** The value as the catalog spells it (the URL and data-facet-value hold this). */
  value: string
  /** What the shopper reads, where it differs from the value (tag codes). */
  text?: string
  count: number
  selected?: true
  /** Where choosing (or undoing) it leads; none for a value nothing would match. */
  href?: string
}

/**
 * A facet's values as links that look like checkboxes: the URL holds the choice, so it can be shared,
 * the back button undoes it, and no script is needed to follow it. The group's name is repeated for
 * screen readers, who may reach the link from a list of links, out of its group.
 */
export function FacetValueList({
  group,
  choices,
  className,
}: {
  /** The facet's name as shown (Varumärke, Längd…). */
  group: string
  choices: readonly FacetChoice[]
  className?: string
}) {
  return (
    <ul className={cx(className, 'space-y-0.5')}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <FacetValue group={group} choice={choice} />
        </li>
      ))}
    </ul>
  )
}

function FacetValue({ group, choice }: { group: string; choice: FacetChoice }) {
  const selected = choice.selected === true
  const body = (
    <>
      <FacetBox checked={selected} />
      <span className="facet-value-text">
        <span className="sr-only">{group}: </span>
        {choice.text ?? choice.value}
        {selected ? <span className="sr-only"> {t('listing.value_selected')}</span> : null}
      </span>
      <span className="facet-value-count">{t('listing.value_count', { count: formatNumber(choice.count) })}</span>
    </>
  )
  if (!choice.href) {
    return (
      <span aria-disabled="true" className="facet-value text-muted opacity-60">
        {body}
      </span>
    )
  }
  return (
    <Link
      href={choice.href}
      scroll={false}
      prefetch={false}
      aria-current={selected ? 'true' : undefined}
      data-facet-value={choice.value}
      className={cx('facet-value facet-link', selected && 'font-semibold')}
    >
      {body}
    </Link>
  )
}
