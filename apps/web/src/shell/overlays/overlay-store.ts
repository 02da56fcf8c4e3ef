import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/**
 * Which overlay of the app shell is open (spec section 2, 'Overlay pieces').
 *
 * Rule: at most one piece is open at a time. That single rule gives every rule of the spec (opening
 * one of the product, services and extra menus closes the other two; opening fayt closes history)
 * and keeps the rest sensible: opening a flyout closes menus and the search panels, opening a menu
 * closes a flyout, the mobile nav covers everything.
 */
export const OVERLAY_PIECES = [
  'productMenu',
  'servicesMenu',
  'extraMenu',
  'mobileNav',
  'cartFlyout',
  'projectFlyout',
  'accountFlyout',
  'favoritesFlyout',
  'fayt',
  'history',
] as const
export type OverlayPiece = (typeof OVERLAY_PIECES)[number]

/**
 * menu: a disclosure panel below its button (closes when focus or a click leaves it).
 * dialog: a side panel with a backdrop; focus moves in and stays in until it closes.
 * search: a panel under the search field, which is its trigger.
 */
export type OverlayKind = 'menu' | 'dialog' | 'search'

export const OVERLAY_KIND: Record<OverlayPiece, OverlayKind> = {
  productMenu: 'menu',
  servicesMenu: 'menu',
  extraMenu: 'menu',
  mobileNav: 'dialog',
  cartFlyout: 'dialog',
  projectFlyout: 'dialog',
  accountFlyout: 'dialog',
  favoritesFlyout: 'dialog',
  fayt: 'search',
  history: 'search',
}

const kebab = (piece: OverlayPiece) => piece.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The search field opens fayt and history, so it is their trigger. */
export const SEARCH_INPUT_ID = 'shell-search-input'

/** DOM id of a piece's panel (the target of its trigger's aria-controls). */
export function panelId(piece: OverlayPiece): string {
  return `shell-${kebab(piece)}`
}

/** DOM id of the element that opens a piece; focus returns here when the piece closes by Escape. */
export function triggerId(piece: OverlayPiece): string {
  return OVERLAY_KIND[piece] === 'search' ? SEARCH_INPUT_ID : `shell-${kebab(piece)}-button`
}

export type OverlayState = {
  active: OverlayPiece | null
}

// ── Pure transitions (unit-tested) ───────────────────────────────────────────────────────────────

export const initialOverlayState: OverlayState = { active: null }

export function isOpen(state: OverlayState, piece: OverlayPiece): boolean {
  return state.active === piece
}

export function openOverlay(_state: OverlayState, piece: OverlayPiece): OverlayState {
  return { active: piece }
}

export function closeOverlay(state: OverlayState, piece: OverlayPiece): OverlayState {
  return state.active === piece ? { active: null } : state
}

export function toggleOverlay(state: OverlayState, piece: OverlayPiece): OverlayState {
  return state.active === piece ? { active: null } : { active: piece }
}

export function closeAllOverlays(_state: OverlayState): OverlayState {
  return { active: null }
}

// ── The store ────────────────────────────────────────────────────────────────────────────────────

export type OverlayActions = {
  open: (piece: OverlayPiece) => void
  close: (piece: OverlayPiece) => void
  toggle: (piece: OverlayPiece) => void
  closeAll: () => void
  /**
   * Escape: closes the open piece and returns it, so the caller can move focus back to
   * `triggerId(piece)`; null when nothing was open.
   */
  escape: () => OverlayPiece | null
}

export type OverlayStore = OverlayState & OverlayActions

export function createOverlayStore(initial: OverlayState = initialOverlayState) {
  return createStore<OverlayStore>()((set, get) => {
    // Only notify subscribers when something changed: every open panel re-renders otherwise.
    const apply = (next: OverlayState) => {
      if (next.active !== get().active) set(next)
    }
    return {
      ...initial,
      open: (piece) => apply(openOverlay(get(), piece)),
      close: (piece) => apply(closeOverlay(get(), piece)),
      toggle: (piece) => apply(toggleOverlay(get(), piece)),
      closeAll: () => apply(closeAllOverlays(get())),
      escape: () => {
        const { active } = get()
        if (active) apply(closeOverlay(get(), active))
        return active
      },
    }
  })
}

/**
 * The browser's one overlay store. On the server nothing ever opens an overlay, so every request
 * renders the shell closed from this same initial state.
 */
export const overlayStore = createOverlayStore()

export function useOverlay<T>(selector: (state: OverlayStore) => T): T {
  return useStore(overlayStore, selector)
}

/** True while `piece` is open; the component re-renders only when that changes. */
export function useIsOpen(piece: OverlayPiece): boolean {
  return useStore(overlayStore, (state) => state.active === piece)
}
