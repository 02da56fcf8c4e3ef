'use client'

import { cx, Drawer } from '@shop/ui'
import type React from 'react'
import { closeAndReturnFocus } from './focus'
import { type OverlayPiece, overlayStore, panelId, useIsOpen } from './overlay-store'
import { useOpenedOnce } from './use-opened-once'

/** Following a link inside a panel closes it, also when the link points at the current page. */
function closeOnLinkClick(piece: OverlayPiece) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) overlayStore.getState().close(piece)
  }
}

type MenuPanelProps = {
  piece: OverlayPiece
  /** Accessible name of the navigation landmark (same words as its button: 'Produkter'). */
  label: string
  className?: string
  children: React.ReactNode
}

/**
 * A header menu's panel: a navigation landmark under the menu bar, in the DOM but hidden while
 * closed, so the links are in the HTML for crawlers and no-JS visitors get them on the mobile nav.
 * The content is rendered on the server and passed in as children.
 */
export function MenuPanel({ piece, label, className, children }: MenuPanelProps) {
  const open = useIsOpen(piece)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only observes clicks on links, which have their own keyboard activation
    <nav
      id={panelId(piece)}
      aria-label={label}
      hidden={!open}
      onClick={closeOnLinkClick(piece)}
      className={cx('menu-panel', className)}
    >
      {children}
    </nav>
  )
}

type FlyoutProps = {
  piece: OverlayPiece
  title: string
  closeLabel: string
  side?: 'left' | 'right'
  footer?: React.ReactNode
  className?: string
  children: React.ReactNode
}

/**
 * A flyout (cart, favourites, project, account) or the mobile nav: a side drawer bound to the store.
 * Its heading bar, body and footer are rendered from the first opening on: every page has five drawers
 * that few visitors open, and their content, already in the RSC payload, need not be in the HTML as
 * well. What they show is there at once when one opens; the drawer's frame stays in the DOM for
 * aria-controls.
 */
export function FlyoutPanel({ piece, title, closeLabel, side = 'right', footer, className, children }: FlyoutProps) {
  const open = useIsOpen(piece)
  const opened = useOpenedOnce(piece)
  return (
    <Drawer
      id={panelId(piece)}
      open={open}
      title={title}
      closeLabel={closeLabel}
      onClose={() => closeAndReturnFocus(piece)}
      side={side}
      footer={footer}
      bare={!opened}
      className={className}
      onClick={closeOnLinkClick(piece)}
    >
      {children}
    </Drawer>
  )
}
