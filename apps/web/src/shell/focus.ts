import { type OverlayPiece, overlayStore, triggerId } from './overlay-store'

/** Closes `piece` and puts focus back on the element that opened it (WAI-ARIA dialog/disclosure). */
export function closeAndReturnFocus(piece: OverlayPiece): void {
  overlayStore.getState().close(piece)
  document.getElementById(triggerId(piece))?.focus()
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Focusable, rendered descendants of `root`, in tab order as laid out in the DOM. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden],[inert]'),
  )
}
