import type { CheckoutResponse, DeliveryMethod } from '@shop/schemas'
import type { KeyValueStorage } from '@/browser/web-storage'

/**
 * Spec section 4, order placing, as pure decisions: which idempotency key an attempt uses and what
 * the checkout answer means for the page (the confirmation, the confirmation with a partial-order
 * message, or back to the start page).
 */

/** Session-storage key of the key of the attempt under way. */
export const IDEMPOTENCY_STORAGE_KEY = 'checkout idempotency key'

const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/

/** A fresh key: a random UUID where the browser has one, else random base-36 digits. */
function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join('')
}

/**
 * The key of this cart's attempt: the one kept from an earlier click or a call that never answered
 * (so the server returns the orders it already placed instead of placing them twice), else a new one,
 * kept at once.
 */
export function attemptKey(storage: KeyValueStorage | null, cartId: string, random: () => string = randomKey): string {
  try {
    const kept = JSON.parse(storage?.getItem(IDEMPOTENCY_STORAGE_KEY) ?? 'null') as { cartId?: unknown; key?: unknown }
    if (kept && kept.cartId === cartId && typeof kept.key === 'string' && KEY_SHAPE.test(kept.key)) return kept.key
  } catch {
    // A corrupt entry is replaced below.
  }
  const key = random()
  try {
    storage?.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify({ cartId, key }))
  } catch {
    // Without storage a retry after a reload gets a new key; the in-page retry still reuses `key`.
  }
  return key
}

/** The attempt is over (an answer came): the next order is a new attempt. */
export function endAttempt(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(IDEMPOTENCY_STORAGE_KEY)
  } catch {
    // Nothing kept where storage is refused.
  }
}

export type PlaceOutcome =
  | { kind: 'success'; orderIds: string[] }
  | { kind: 'partial'; orderIds: string[]; failed: Array<{ deliveryId: DeliveryMethod; name: string }> }
  | { kind: 'failed' }

/**
 * Spec section 5: an order counts as failed if checkout returns an error or no successful order.
 * Failed deliveries are named as the cart names them (the cart before checkout, since the answer's
 * cart no longer lists placed deliveries).
 */
export function placeOutcome(
  response: Pick<CheckoutResponse, 'orders'> | null,
  names: Partial<Record<DeliveryMethod, string>>,
): PlaceOutcome {
  if (!response) return { kind: 'failed' }
  const orderIds = response.orders.flatMap((o) => (o.success && o.orderId ? [o.orderId] : []))
  if (!orderIds.length) return { kind: 'failed' }
  const failed = response.orders
    .filter((o) => !(o.success && o.orderId))
    .map((o) => ({ deliveryId: o.deliveryId, name: names[o.deliveryId] ?? o.deliveryId }))
  return failed.length ? { kind: 'partial', orderIds, failed } : { kind: 'success', orderIds }
}

/** The confirmation page of these orders. */
export const successPath = (orderIds: readonly string[]) =>
  `/checkout-success-page?orders=${orderIds.map(encodeURIComponent).join(',')}`

/** `?orders=a,b` (or repeated) as order numbers; anything not shaped like one is dropped. */
export function parseOrderIds(value: string | string[] | undefined): string[] {
  const raw = (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(','))
  return [...new Set(raw.map((v) => v.trim()).filter((v) => /^[A-Za-z0-9_-]{1,40}$/.test(v)))].slice(0, 20)
}
