'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { focusableIn } from '../../browser/focusable'
import { OVERLAY_KIND, type OverlayPiece, overlayStore, panelId, triggerId, useOverlay } from './overlay-store'

/** Whether `target` belongs to `piece`: its panel, its trigger, or an element marked as its scope. */
function isInside(target: EventTarget | null, piece: OverlayPiece): boolean {
  if (!(target instanceof Node)) return false
  if (document.getElementById(panelId(piece))?.contains(target)) return true
  if (document.getElementById(triggerId(piece))?.contains(target)) return true
  const element = target instanceof Element ? target : target.parentElement
  return Boolean(element?.closest(`[data-overlay-scope~="${piece}"]`))
}

/**
 * The shell's one place for overlay behaviour shared by every piece:
 * - Escape closes the open piece and returns focus to its button (or the search field);
 * - a click outside closes it, and so does focus leaving a menu or the search panels;
 * - a navigation closes everything;
 * - a side panel (flyout, mobile nav) takes focus when it opens, keeps Tab inside, locks page scroll,
 *   and gets a backdrop.
 */
export function OverlayController() {
  const active = useOverlay((state) => state.active)
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    overlayStore.getState().closeAll()
  }, [pathname])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return
      const closed = overlayStore.getState().escape()
      if (!closed) return
      event.preventDefault()
      document.getElementById(triggerId(closed))?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  useEffect(() => {
    if (!active) return
    const piece = active
    const kind = OVERLAY_KIND[piece]

    function onPointerDown(event: PointerEvent) {
      if (!isInside(event.target, piece)) overlayStore.getState().close(piece)
    }
    function onFocusIn(event: FocusEvent) {
      if (kind !== 'dialog' && !isInside(event.target, piece)) overlayStore.getState().close(piece)
    }
    function onTab(event: KeyboardEvent) {
      if (kind !== 'dialog' || event.key !== 'Tab') return
      const panel = document.getElementById(panelId(piece))
      if (!panel) return
      const focusable = focusableIn(panel)
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) return
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onTab)

    let restoreOverflow: string | null = null
    if (kind === 'dialog') {
      document.getElementById(panelId(piece))?.focus()
      restoreOverflow = document.body.style.overflow
      document.body.style.overflow = 'hidden'
    }

    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onTab)
      if (restoreOverflow !== null) document.body.style.overflow = restoreOverflow
    }
  }, [active])

  if (!active || OVERLAY_KIND[active] !== 'dialog') return null
  // Decorative: a click on it is a click outside the panel, which closes it (handled above).
  return <div aria-hidden="true" data-shell-backdrop="" className="fixed inset-0 z-40 bg-text/50" />
}
