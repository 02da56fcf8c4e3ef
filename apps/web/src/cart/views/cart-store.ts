'use client'

import { type CartEvent, type CartStatus, nextCartStatus } from '@shop/commerce/cart-status'
import type { AddItemsInput, CartItemError, CartItemView, CartView } from '@shop/schemas'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { CartCallError, cartClient } from './cart-client'

/** Spec section 9: quantity changes wait 500 ms for the next keystroke; the added-items notice shows 3 s. */
export const QUANTITY_DEBOUNCE_MS = 500
export const ADDED_NOTICE_MS = 3000

export interface AddedNotice {
  items: CartItemView[]
  errors: CartItemError[]
  /** Changes with every notice, so a second add restarts the 3-second timer. */
  id: number
}

export interface CartState {
  status: CartStatus
  cart: CartView | null
  /** The last failed call's Swedish message (status `error`). */
  error: string | null
  notice: AddedNotice | null
  /** Quantities typed but not yet sent (cartItemId → quantity): the optimistic view. */
  pending: Record<string, number>
}

interface CartActions {
  /** The server's cart (first render, after checkout, after another tab changed it). */
  load(): Promise<void>
  /** Sets the cart a server component already read, without a call. */
  hydrate(cart: CartView | null): void
  add(items: AddItemsInput['items']): Promise<{ ok: boolean; errors: CartItemError[] }>
  /** Optimistic: the new quantity shows at once and is sent after 500 ms without another change. */
  setQuantity(cartItemId: string, quantity: number): void
  update(cartItemId: string, change: Parameters<typeof cartClient.update>[2]): Promise<boolean>
  remove(cartItemIds: string[]): Promise<boolean>
  clear(): Promise<boolean>
  setDeliveryDate(deliveryId: string | null, date: string): Promise<boolean>
  includeInOrder(deliveryId: string, included: boolean): Promise<boolean>
  dismissNotice(): void
  /** Spec section 4: logout empties the cart and returns to noCart. */
  logout(): void
}

export type CartStore = ReturnType<typeof createCartStore>

const messageOf = (error: unknown) =>
  error instanceof CartCallError ? error.message : 'Varukorgstjänsten svarar inte just nu. Försök igen senare.'

export function createCartStore(initial: Partial<CartState> = {}) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let noticeTimer: ReturnType<typeof setTimeout> | null = null
  let noticeId = 0

  return createStore<CartState & CartActions>()((set, get) => {
    const send = (event: CartEvent) => set((state) => ({ status: nextCartStatus(state.status, event) }))

    /** Runs one cart call through the status machine; the cart it answers replaces ours. */
    async function mutate<T extends { cart: CartView }>(call: () => Promise<T>): Promise<T | null> {
      send('UPDATE')
      try {
        const result = await call()
        set({ cart: result.cart, error: null })
        send('SUCCESS')
        return result
      } catch (error) {
        set({ error: messageOf(error) })
        send('ERROR')
        return null
      }
    }

    const cartId = () => get().cart?.cartId ?? null

    return {
      status: 'noCart',
      cart: null,
      error: null,
      notice: null,
      pending: {},
      ...initial,

      async load() {
        await mutate(() => cartClient.get())
      },

      hydrate(cart) {
        set({ cart, status: cart ? 'idle' : get().status })
      },

      async add(items) {
        const result = await mutate(() => cartClient.add(cartId(), items))
        if (!result) return { ok: false, errors: [] }
        if (noticeTimer) clearTimeout(noticeTimer)
        noticeId += 1
        set({ notice: { items: result.cartItems, errors: result.errors, id: noticeId } })
        noticeTimer = setTimeout(() => set({ notice: null }), ADDED_NOTICE_MS)
        return { ok: result.errors.length === 0, errors: result.errors }
      },

      setQuantity(cartItemId, quantity) {
        set((state) => ({ pending: { ...state.pending, [cartItemId]: quantity } }))
        const earlier = timers.get(cartItemId)
        if (earlier) clearTimeout(earlier)
        timers.set(
          cartItemId,
          setTimeout(async () => {
            timers.delete(cartItemId)
            const id = cartId()
            if (id) await mutate(() => cartClient.update(id, cartItemId, { quantity }))
            // A newer keystroke keeps its own pending value; this one is now the server's.
            set((state) => {
              if (state.pending[cartItemId] !== quantity) return state
              const { [cartItemId]: _sent, ...rest } = state.pending
              return { pending: rest }
            })
          }, QUANTITY_DEBOUNCE_MS),
        )
      },

      async update(cartItemId, change) {
        const id = cartId()
        return id ? (await mutate(() => cartClient.update(id, cartItemId, change))) !== null : false
      },

      async remove(cartItemIds) {
        const id = cartId()
        return id ? (await mutate(() => cartClient.remove(id, cartItemIds))) !== null : false
      },

      async clear() {
        const id = cartId()
        return id ? (await mutate(() => cartClient.clear(id))) !== null : false
      },

      async setDeliveryDate(deliveryId, date) {
        const id = cartId()
        return id ? (await mutate(() => cartClient.setDeliveryDate(id, deliveryId, date))) !== null : false
      },

      async includeInOrder(deliveryId, included) {
        const id = cartId()
        return id ? (await mutate(() => cartClient.includeInOrder(id, deliveryId, included))) !== null : false
      },

      dismissNotice() {
        if (noticeTimer) clearTimeout(noticeTimer)
        set({ notice: null })
      },

      logout() {
        for (const timer of timers.values()) clearTimeout(timer)
        timers.clear()
        set({ cart: null, pending: {}, notice: null, error: null })
        send('LOGOUT')
      },
    }
  })
}

/** One cart store per browser tab: the header badge, the flyout, /cart and checkout share it. */
let shared: CartStore | null = null
export function cartStore(): CartStore {
  shared ??= createCartStore()
  return shared
}

export function useCart<T>(selector: (state: CartState & CartActions) => T): T {
  return useStore(cartStore(), selector)
}

/** The quantity to show for a line: what the shopper typed, else the server's. */
export const shownQuantity = (state: CartState, item: CartItemView) => state.pending[item.cartItemId] ?? item.quantity
