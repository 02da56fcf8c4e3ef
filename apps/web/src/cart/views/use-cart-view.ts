'use client'

import type { CartView } from '@shop/schemas'
import { useEffect } from 'react'
import { LOGOUT_PATH } from '@/browser/api-fetch'
import { cartStore, useCart } from './cart-store'

/**
 * The cart an island shows: the shared store's once it holds one, else the cart the server read for
 * the first paint. The server renders with an empty store (it is never written there, so no shopper's
 * cart can leak into another's render), and so does the browser's first render: no hydration mismatch.
 */
export function useCartView(initial: CartView | null): CartView | null {
  return useCart((state) => state.cart) ?? initial
}

let started = false

/**
 * Fills the shared store once per page load: with the server's cart when it read one, else from the
 * cart service. Every island that can be the first on a page calls it; only the first one acts.
 */
export function useCartBootstrap(initial: CartView | null) {
  useEffect(() => {
    if (started) return
    started = true
    const store = cartStore().getState()
    if (store.cart) return
    if (initial) store.hydrate(initial)
    else void store.load()
  }, [initial])
}

/**
 * Spec section 4: logging out empties the cart. Every logout in the shop is a form posted to the
 * logout route (account flyout, Mina sidor, the login page), so one listener covers them all.
 */
export function useEmptyCartOnLogout() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (form instanceof HTMLFormElement && new URL(form.action, window.location.href).pathname === LOGOUT_PATH) {
        cartStore().getState().logout()
      }
    }
    document.addEventListener('submit', onSubmit)
    return () => document.removeEventListener('submit', onSubmit)
  }, [])
}
