/**
 * The cart status machine of spec section 4. The UI shows a busy state while a change is on its way
 * and an error state after a failed cart call; logging out always returns to `noCart` (and the cart
 * is emptied by the caller). An event a state does not know leaves the status as it is.
 */

export type CartStatus = 'noCart' | 'idle' | 'mutating' | 'error'
export type CartEvent = 'UPDATE' | 'SUCCESS' | 'ERROR' | 'LOGOUT'

const TRANSITIONS: Record<CartStatus, Partial<Record<CartEvent, CartStatus>>> = {
  noCart: { UPDATE: 'mutating' },
  idle: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
  mutating: { LOGOUT: 'noCart', ERROR: 'error', SUCCESS: 'idle', UPDATE: 'mutating' },
  error: { LOGOUT: 'noCart', SUCCESS: 'idle', UPDATE: 'mutating' },
}

export function nextCartStatus(status: CartStatus, event: CartEvent): CartStatus {
  return TRANSITIONS[status][event] ?? status
}
