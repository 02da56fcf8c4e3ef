import { type OverlayPiece, overlayStore, triggerId } from './overlay-store'

/**
 * A return of focus that a shell rendered anew has yet to honour: right after a flyout closes the page's
 * shell may be replaced (logging in moves a page to its member render, page-cache/member-view.ts), and
 * the trigger that got the focus is gone with it. The new trigger takes it as it mounts.
 */
let pending: { piece: OverlayPiece; until: number } | null = null
const RETURN_WINDOW_MS = 5_000

/** Closes `piece` and puts focus back on the element that opened it (WAI-ARIA dialog/disclosure). */
export function closeAndReturnFocus(piece: OverlayPiece): void {
  overlayStore.getState().close(piece)
  document.getElementById(triggerId(piece))?.focus()
  pending = { piece, until: Date.now() + RETURN_WINDOW_MS }
}

/** For `piece`'s trigger as it mounts: the focus returned to its predecessor, if it went nowhere since. */
export function takeReturnedFocus(piece: OverlayPiece, element: HTMLElement | null): void {
  if (!element || pending?.piece !== piece || Date.now() > pending.until) return
  const active = document.activeElement
  if (active && active !== document.body) return
  pending = null
  element.focus()
}
