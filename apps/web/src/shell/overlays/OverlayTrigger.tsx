'use client'

import { Badge, ChevronDownIcon, cx } from '@shop/ui'
import type React from 'react'
import { badgeCount } from '../header/badge'
import { takeReturnedFocus } from './focus'
import { type OverlayPiece, overlayStore, panelId, triggerId, useIsOpen } from './overlay-store'

type TriggerProps = {
  piece: OverlayPiece
  /** Accessible name (and visible text where shown). */
  label: string
  className?: string
}

/**
 * A header menu button ('Produkter', 'Tjänster', 'Mer'): a disclosure button with visible text and a
 * chevron that turns while its panel is open.
 */
export function MenuTrigger({ piece, label, className }: TriggerProps) {
  const open = useIsOpen(piece)
  return (
    <button
      type="button"
      id={triggerId(piece)}
      ref={(element) => takeReturnedFocus(piece, element)}
      aria-expanded={open}
      aria-controls={panelId(piece)}
      onClick={() => overlayStore.getState().toggle(piece)}
      // The stylesheet's `.menu-trigger`, which also turns the chevron while the panel is open.
      className={cx('menu-trigger', className)}
    >
      {label}
      <ChevronDownIcon size={16} />
    </button>
  )
}

type IconTriggerProps = TriggerProps & {
  icon: React.ReactNode
  /** Visible text beside the icon (may differ from `label`, which must contain it). */
  text?: string
  /** Breakpoint from which the text shows; below it the button is icon-only. */
  textFrom?: 'sm' | 'md' | 'lg' | 'xl'
  /** A count badge (cart lines, favourites); hidden when 0 or missing. */
  count?: number
  /** The count in words for the accessible name, e.g. '3 st' ('Varukorg, 3 st'). */
  countLabel?: string
}

const TEXT_FROM = {
  sm: 'hidden sm:inline',
  md: 'hidden md:inline',
  lg: 'hidden lg:inline',
  xl: 'hidden xl:inline',
} as const

/**
 * An icon button on the brand-coloured header that opens a flyout or the mobile nav. Its accessible
 * name is `label`, which contains the visible text when there is one (WCAG 2.5.3 label in name), and
 * then the count: 'Varukorg, 3 st'. The text comes first in the DOM as in the name, a space before the
 * badge, so what is seen reads 'Varukorg 3', part of the name; the row is drawn reversed, icon first.
 */
export function IconTrigger({
  piece,
  label,
  icon,
  text,
  textFrom = 'lg',
  count,
  countLabel,
  className,
}: IconTriggerProps) {
  const open = useIsOpen(piece)
  const showCount = typeof count === 'number' && count > 0
  return (
    <button
      type="button"
      id={triggerId(piece)}
      ref={(element) => takeReturnedFocus(piece, element)}
      aria-expanded={open}
      aria-controls={panelId(piece)}
      aria-haspopup="dialog"
      aria-label={showCount && countLabel ? `${label}, ${countLabel}` : label}
      onClick={() => overlayStore.getState().toggle(piece)}
      className={cx('icon-trigger', className)}
    >
      {text ? <span className={cx('max-w-48 truncate', TEXT_FROM[textFrom])}>{text}</span> : null}{' '}
      <span className="relative inline-flex">
        {icon}
        {showCount ? (
          <Badge intent="accent" shape="count" aria-hidden="true">
            {badgeCount(count)}
          </Badge>
        ) : null}
      </span>
    </button>
  )
}
