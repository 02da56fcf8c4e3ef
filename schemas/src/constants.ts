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

/** Spec section 4: the statuses of a quote; a new quote is a draft. */
export const QUOTE_STATUSES = [
  'created',
  'notSent',
  'draft',
  'inReview',
  'sent',
  'accepted',
  'ordered',
  'declined',
] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
/** A quote's number (`Q-000123`, the demo's `Q-DEMO-0001`): in API paths and in the QuoteDetails page's path. */
export const QUOTE_ID_PATTERN = /^Q-[A-Z0-9-]{1,24}$/
/** Spec section 4: MyQuotes' status filter. */
export const QUOTE_STATUS_FILTERS = ['all', 'draft', 'accepted'] as const
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number]
/** Spec section 9: the defaults of a new quote. */
export const QUOTE_PRICE_TYPES = ['net', 'gross'] as const
export type QuotePriceType = (typeof QUOTE_PRICE_TYPES)[number]
export const QUOTE_RECEIVER_TYPES = ['business', 'private'] as const
export type QuoteReceiverType = (typeof QUOTE_RECEIVER_TYPES)[number]
/** Spec section 9: VAT on products in a quote (%), the ROT deduction's share of labour incl. VAT. */
export const QUOTE_PRODUCT_VAT_RATE = 25
export const ROT_FACTOR = 0.5
/** Spec section 9: an attachment (PDF or image) is at most 2 MB. */
export const QUOTE_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024
export const QUOTE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
/** Spec section 9: the wizard patches the quote after 2000 ms without a further change. */
export const QUOTE_PATCH_DEBOUNCE_MS = 2000
/** Most lines, custom lines and attachments one quote holds. */
export const QUOTE_LINE_LIMIT = 300
export const QUOTE_ATTACHMENT_LIMIT = 10
/** Quote mails one user may send in an hour: a quote goes to any address, so the shop must not relay spam. */
export const QUOTE_SENDS_PER_HOUR = 30
/** Order confirmations one user may send on in an hour, to any address with their own text: as quote mails. */
export const ORDER_MAILS_PER_HOUR = 30
/** Days a new quote is valid for; the acceptance link expires with the quote. */
export const QUOTE_DEFAULT_VALID_DAYS = 30
/**
 * How far a quote's date (validFrom, printed as its date) may lie from today in Sweden: back a month, for
 * a quote written up after the site visit it was promised at; ahead half a year, for next season's job.
 */
export const QUOTE_VALID_FROM_DAYS_BACK = 30
export const QUOTE_VALID_FROM_DAYS_AHEAD = 180
