/*
 * A module of its own, without the overlay store, so the consent banner's island (in every layout) can use
 * it without bringing the store into every first load.
 */

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
