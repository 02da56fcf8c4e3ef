import { describe, expect, it } from 'vitest'
import {
  closeOverlay,
  createOverlayStore,
  initialOverlayState,
  isOpen,
  OVERLAY_KIND,
  OVERLAY_PIECES,
  type OverlayPiece,
  openOverlay,
  panelId,
  SEARCH_INPUT_ID,
  toggleOverlay,
  triggerId,
} from './overlay-store'

const openPieces = (store: ReturnType<typeof createOverlayStore>) =>
  OVERLAY_PIECES.filter((piece) => isOpen(store.getState(), piece))

const MENUS: OverlayPiece[] = ['productMenu', 'servicesMenu', 'extraMenu']
const FLYOUTS: OverlayPiece[] = ['cartFlyout', 'projectFlyout', 'accountFlyout', 'favoritesFlyout']

describe('overlay rules of spec section 2', () => {
  it('starts with everything closed', () => {
    expect(openPieces(createOverlayStore())).toEqual([])
  })

  it('opening one of the product, services and extra menus closes the other two', () => {
    for (const first of MENUS) {
      for (const second of MENUS.filter((menu) => menu !== first)) {
        const store = createOverlayStore()
        store.getState().open(first)
        store.getState().open(second)
        expect(openPieces(store)).toEqual([second])
      }
    }
  })

  it('opening fayt closes history', () => {
    const store = createOverlayStore()
    store.getState().open('history')
    store.getState().open('fayt')
    expect(openPieces(store)).toEqual(['fayt'])
  })

  it('opening a flyout closes an open menu, and opening a menu closes a flyout', () => {
    for (const menu of MENUS) {
      for (const flyout of FLYOUTS) {
        const store = createOverlayStore()
        store.getState().open(menu)
        store.getState().open(flyout)
        expect(openPieces(store)).toEqual([flyout])
        store.getState().open(menu)
        expect(openPieces(store)).toEqual([menu])
      }
    }
  })

  it('keeps at most one piece open whatever the order', () => {
    const store = createOverlayStore()
    for (const piece of [...OVERLAY_PIECES, ...[...OVERLAY_PIECES].reverse()]) {
      store.getState().open(piece)
      expect(openPieces(store)).toEqual([piece])
    }
  })
})

describe('toggle, close and escape', () => {
  it('toggle opens a closed piece and closes an open one', () => {
    const store = createOverlayStore()
    store.getState().toggle('cartFlyout')
    expect(openPieces(store)).toEqual(['cartFlyout'])
    store.getState().toggle('cartFlyout')
    expect(openPieces(store)).toEqual([])
  })

  it('close only closes the named piece', () => {
    const store = createOverlayStore()
    store.getState().open('productMenu')
    store.getState().close('servicesMenu')
    expect(openPieces(store)).toEqual(['productMenu'])
    store.getState().close('productMenu')
    expect(openPieces(store)).toEqual([])
  })

  it('escape closes the open piece and tells which one, so focus can return to its button', () => {
    const store = createOverlayStore()
    store.getState().open('accountFlyout')
    expect(store.getState().escape()).toBe('accountFlyout')
    expect(openPieces(store)).toEqual([])
    expect(store.getState().escape()).toBeNull()
  })

  it('closeAll closes everything (route changes)', () => {
    const store = createOverlayStore()
    store.getState().open('mobileNav')
    store.getState().closeAll()
    expect(openPieces(store)).toEqual([])
  })

  it('does not notify subscribers when nothing changed', () => {
    const store = createOverlayStore()
    let calls = 0
    store.subscribe(() => {
      calls += 1
    })
    store.getState().close('fayt')
    store.getState().closeAll()
    store.getState().open('fayt')
    store.getState().open('fayt')
    expect(calls).toBe(1)
  })
})

describe('pure transitions', () => {
  it('do not mutate their input', () => {
    const state = { ...initialOverlayState }
    const opened = openOverlay(state, 'history')
    expect(state.active).toBeNull()
    expect(closeOverlay(opened, 'fayt')).toBe(opened)
    expect(toggleOverlay(opened, 'history')).toEqual({ active: null })
  })
})

describe('DOM ids', () => {
  it('gives every piece a unique panel id and a trigger id', () => {
    const panels = OVERLAY_PIECES.map(panelId)
    expect(new Set(panels).size).toBe(OVERLAY_PIECES.length)
    expect(panelId('productMenu')).toBe('shell-product-menu')
    expect(triggerId('productMenu')).toBe('shell-product-menu-button')
  })

  it('uses the search field as the trigger of fayt and history', () => {
    expect(triggerId('fayt')).toBe(SEARCH_INPUT_ID)
    expect(triggerId('history')).toBe(SEARCH_INPUT_ID)
    expect(OVERLAY_KIND.fayt).toBe('search')
  })
})
