/**
 * The cart's and the delivery form's limits, in a module of their own without zod: the browser's cart
 * islands (quantity steppers, the flyout, on every shop page) and the delivery form read them, and importing them from the schemas' index would
 * ship every schema and zod with the shell.
 */

/** Most lines one cart may hold; an import beyond it is refused with CART_LIMIT (spec section 8). */
export const CART_LIMIT = 300
/** Most units of one line; a larger number is a typing mistake, not an order. */
export const MAX_LINE_QUANTITY = 99_999

/** Spec section 5, the delivery form: the free-text fields and their limits. */
export const ORDER_TEXT_LIMITS = { message: 250, reference: 30, contactName: 60, contactPhone: 20 } as const
