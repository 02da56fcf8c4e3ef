'use client'

import { ChevronDownIcon, cx, focusRing } from '@shop/ui'
import type React from 'react'
import { useEffect, useRef } from 'react'
import { t } from './texts'

// Tailwind's lg breakpoint: from here on the filters stand beside the grid and are never folded away.
const WIDE = '(min-width: 64rem)'

/**
 * The filter panel: folded behind 'Filtrera' on narrow screens, always open on wide ones. A plain
 * <details>, so without JavaScript it still opens and closes; the script only opens it on wide screens.
 */
export function FilterDisclosure({ activeCount, children }: { activeCount: number; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const media = window.matchMedia(WIDE)
    const sync = () => {
      if (media.matches && ref.current) ref.current.open = true
    }
    sync()
    media.addEventListener('change', sync)
    return () => media.removeEventListener('change', sync)
  }, [])
  return (
    <details ref={ref} className="group/filters">
      <summary
        className={cx(
          'flex cursor-pointer list-none items-center justify-between gap-2 rounded-brand border border-text/25 px-4 py-2.5 font-semibold lg:hidden [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <span>
          {t('listing.filters_open')}
          {activeCount > 0 ? <span className="ml-1 text-muted">({activeCount})</span> : null}
        </span>
        <ChevronDownIcon size={18} className="transition-transform group-open/filters:rotate-180" />
      </summary>
      <div className="mt-3 lg:mt-0">{children}</div>
    </details>
  )
}
