import type { CartItemView, CartView, FavoriteItemView, FavoriteListView } from '@shop/schemas'

/**
 * The answer of POST /v2/cart/{id}/upload, shared by the route and the dialog. Every row of the file
 * is in exactly one of `added` and `refused`, so nothing is dropped without a word.
 *
 * - A file that cannot be read (empty, wrong type, too large, no rows): 400, nothing added.
 * - Rows that cannot be ordered (unknown article or EAN, bad quantity, not the order multiple) are
 *   refused one by one; the others are added. `errors` holds WRONG_IMPORT with their identifiers.
 * - When the good rows would take the cart over CART_LIMIT lines nothing is added (a half-imported
 *   order is worse than none): every good row is refused with CART_LIMIT.
 * - 200 when at least one row was added, 422 (with `error` and `message`) when none was.
 */

/** The file input's `accept`: what readCartFile reads. */
export const ACCEPTED_FILE_TYPES =
  '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export type UploadErrorId = 'WRONG_IMPORT' | 'CART_LIMIT' | 'LIST_LIMIT'

export interface UploadError {
  id: UploadErrorId
  /** The file's identifiers (article numbers or EANs) behind the error; absent for CART_LIMIT and LIST_LIMIT. */
  ids?: string[]
  message: string
}

export interface AddedRow {
  line: number
  /** As written in the file: an article number or an EAN. */
  identifier: string
  articleNumber: string
  quantity: number
  label: string | null
}

export interface RefusedRow {
  line: number
  identifier: string
  /** A message key: cartFiles.error.*, cart.quantity_not_multiple, cart.cart_limit_exceeded, … */
  error: string
  message: string
}

/** Every upload's answer, of a cart or a shopping list. */
export interface UploadRows {
  errors: UploadError[]
  added: AddedRow[]
  refused: RefusedRow[]
  /** Present on a 4xx answer: the reason nothing was added. */
  error?: string
  message?: string
}

export interface UploadResponse extends UploadRows {
  /** The cart after the import; absent when nothing was added. */
  cart?: CartView
  /** The cart lines the added rows went into (a row for a line already in the cart adds to it). */
  cartItems: CartItemView[]
}

/**
 * POST /v2/favorites/{id}/upload: the same rows for a shopping list. A row's quantity becomes the
 * quantity of the list's line of that article (two rows of one article: the later one), its label the
 * line's note; going over the list's line limit adds nothing and answers LIST_LIMIT.
 */
export interface ListUploadResponse extends UploadRows {
  /** The list after the import; absent when nothing was added. */
  list?: FavoriteListView
  /** The list lines the added rows went into. */
  items: FavoriteItemView[]
}
