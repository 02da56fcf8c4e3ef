/**
 * The contract's plain values that the browser needs too. This module imports nothing, so a client
 * island importing `@shop/schemas/constants` never loads zod (the index sets zod's Swedish locale
 * and pulls every schema in): keep it free of zod. The schema modules re-export these values.
 */

/** Spec section 3: delivery method ids. */
export const DELIVERY_METHODS = ['DBI', 'EXH', 'XXX', 'EXB', '24-12'] as const

/** Most lines one cart may hold; an import beyond it is refused with CART_LIMIT (spec section 8). */
export const CART_LIMIT = 300
/** Most units of one line; a larger number is a typing mistake, not an order. */
export const MAX_LINE_QUANTITY = 99_999

/** Spec section 5, the delivery form: the free-text fields and their limits. */
export const ORDER_TEXT_LIMITS = { message: 250, reference: 30, contactName: 60, contactPhone: 20 } as const

/** Spec sections 5 and 9: a user keeps at most 50 favourite articles; the 51st is refused. */
export const FAVOURITES_CAP = 50
/** Spec section 9: the user favourites' fetch limit. */
export const FAVOURITES_FETCH_LIMIT = 50
/** Most lines one shopping list holds: as many as a cart, so a whole list always fits one. */
export const LIST_LINE_LIMIT = CART_LIMIT
/** Longest list name and line note. */
export const LIST_NAME_MAX = 80
export const LIST_NOTE_MAX = 200

export const LIST_ACCESS = ['private', 'shared'] as const
export type ListAccess = (typeof LIST_ACCESS)[number]
