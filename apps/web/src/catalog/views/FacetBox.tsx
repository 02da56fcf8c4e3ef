import { CheckIcon } from '@shop/ui'

/** The checkbox look of a facet value or the in-stock switch (they are links, the box is drawn). */
export function FacetBox({ checked }: { checked: boolean }) {
  return (
    <span aria-hidden="true" className={checked ? 'facet-box facet-box-on' : 'facet-box'}>
      {checked ? <CheckIcon size={14} /> : null}
    </span>
  )
}
