'use client'

import { type CartEvent, type CartStatus, nextCartStatus } from '@shop/commerce/cart-status'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'
import type { AddItemsInput, CartItemError, CartItemView, CartView } from '@shop/schemas'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { ApiError, failureText, noResponse } from '@/browser/api-fetch'
import { cartClient } from './cart-client'

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
  /**
   * The add's outcome; `message` tells what failed (spec section 8: errors.cart_add_product, or for
   * several lines errors.cart_add_products listing the failed article numbers), null when all went in.
   */
  add(items: AddItemsInput['items']): Promise<{ ok: boolean; errors: CartItemError[]; message: string | null }>
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

// Only the errors section: the store is on every page (the header's cart button).
const t = translator(errorMessages)

/** The cart's tracking, a chunk loaded on the first change: the store is in every page's first load. */
function track(send: (tracking: typeof import('@/tracking/cart-events')) => void) {
  import('@/tracking/cart-events').then(send, () => {})
}

const lines = (cart: CartView | null) => cart?.deliveries.flatMap((delivery) => delivery.items) ?? []

/** What a failed add says: one line by its own reason, several by the article numbers that failed. */
function addFailure(items: AddItemsInput['items'], failed: string[], reason: string | undefined): string {
  if (items.length === 1) return `${t('errors.cart_add_product')}${reason ? ` ${reason}` : ''}`
  return t('errors.cart_add_products', { ids: failed.join(', ') })
}

export function createCartStore(initial: Partial<CartState> = {}) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let noticeTimer: ReturnType<typeof setTimeout> | null = null
  let noticeId = 0

  return createStore<CartState & CartActions>()((set, get) => {
    const send = (event: CartEvent) => set((state) => ({ status: nextCartStatus(state.status, event) }))

    /**
     * Runs one cart call through the status machine; the cart it answers replaces ours. A failure's
     * text is the one browser/api-fetch.ts gives it, under the operation's own key when it has one; an
     * aborted call (the page is being left) shows nothing.
     */
    async function mutate<T extends { cart: CartView }>(call: () => Promise<T>, operation?: string): Promise<T | null> {
      send('UPDATE')
      try {
        const result = await call()
        set({ cart: result.cart, error: null })
        send('SUCCESS')
        return result
      } catch (error) {
        const failure = error instanceof ApiError ? error.failure : noResponse(error, 'cart')
        set({ error: failure.aborted ? null : failureText(failure, operation) })
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
        const all = items.map((item) => item.articleNumber)
        const result = await mutate(() => cartClient.add(cartId(), items), addFailure(items, all, undefined))
        if (!result) return { ok: false, errors: [], message: get().error }
        if (noticeTimer) clearTimeout(noticeTimer)
        noticeId += 1
        set({ notice: { items: result.cartItems, errors: result.errors, id: noticeId } })
        noticeTimer = setTimeout(() => set({ notice: null }), ADDED_NOTICE_MS)
        track((tracking) => tracking.trackCartChange('add', result.cartItems))
        const failed = result.errors.map((error) => error.articleNumber)
        const message = failed.length ? addFailure(items, failed, result.errors[0]?.message) : null
        return { ok: failed.length === 0, errors: result.errors, message }
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
            if (id) await mutate(() => cartClient.update(id, cartItemId, { quantity }), t('errors.cart_update_product'))
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
        return id
          ? (await mutate(() => cartClient.update(id, cartItemId, change), t('errors.cart_update_product'))) !== null
          : false
      },

      async remove(cartItemIds) {
        const id = cartId()
        if (!id) return false
        const removed = lines(get().cart).filter((item) => cartItemIds.includes(item.cartItemId))
        const done = (await mutate(() => cartClient.remove(id, cartItemIds), t('errors.cart_remove_products'))) !== null
        if (done) track((tracking) => tracking.trackCartChange('remove', removed, 'cart'))
        return done
      },

      async clear() {
        const id = cartId()
        return id ? (await mutate(() => cartClient.clear(id), t('errors.cart_remove_products'))) !== null : false
      },

      async setDeliveryDate(deliveryId, date) {
        const id = cartId()
        const operation = t('errors.update_delivery_date')
        return id ? (await mutate(() => cartClient.setDeliveryDate(id, deliveryId, date), operation)) !== null : false
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
