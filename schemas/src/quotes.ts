import { articleNumberSchema, lineQuantitySchema } from './cart'
import {
  QUOTE_ATTACHMENT_LIMIT,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_DEFAULT_VALID_DAYS,
  QUOTE_ID_PATTERN,
  QUOTE_LINE_LIMIT,
  QUOTE_PATCH_DEBOUNCE_MS,
  QUOTE_PRICE_TYPES,
  QUOTE_PRODUCT_VAT_RATE,
  QUOTE_RECEIVER_TYPES,
  QUOTE_SENDS_PER_HOUR,
  QUOTE_STATUS_FILTERS,
  QUOTE_STATUSES,
  QUOTE_VALID_FROM_DAYS_AHEAD,
  QUOTE_VALID_FROM_DAYS_BACK,
  type QuotePriceType,
  type QuoteReceiverType,
  type QuoteStatus,
  type QuoteStatusFilter,
  ROT_FACTOR,
} from './constants'
import { nameChecks } from './text'
import { z } from './zod'

/**
 * Quotes to the shopper's own customers (spec sections 3, 4, 7 and 9): the wire format of the quote
 * service under /api/quote/v1. Parsed at the boundary by the routes; the answer types are shared with
 * the browser, which imports them as types only.
 */

export {
  QUOTE_ATTACHMENT_LIMIT,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_DEFAULT_VALID_DAYS,
  QUOTE_LINE_LIMIT,
  QUOTE_PATCH_DEBOUNCE_MS,
  QUOTE_PRICE_TYPES,
  QUOTE_PRODUCT_VAT_RATE,
  QUOTE_RECEIVER_TYPES,
  QUOTE_SENDS_PER_HOUR,
  QUOTE_STATUS_FILTERS,
  QUOTE_STATUSES,
  QUOTE_VALID_FROM_DAYS_AHEAD,
  QUOTE_VALID_FROM_DAYS_BACK,
  type QuotePriceType,
  type QuoteReceiverType,
  type QuoteStatus,
  type QuoteStatusFilter,
  ROT_FACTOR,
}

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} ska vara text.` })
    .trim()
    .max(max, { error: `${what} får vara högst ${max} tecken.` })
/** A name or label the receiver reads: cleaned of invisible characters (./text.ts). */
const name = (max: number, what: string) =>
  z
    .string({ error: `${what} ska vara text.` })
    .check(...nameChecks())
    .max(max, { error: `${what} får vara högst ${max} tecken.` })
const percent = (what: string) =>
  z
    .number({ error: `Ange ${what} med siffror.` })
    .min(0, { error: `${what} kan inte vara negativ.` })
    .max(1000, { error: `${what} får vara högst 1000 %.` })
const discount = z
  .number({ error: 'Ange rabatten med siffror.' })
  .min(0, { error: 'Rabatten kan inte vara negativ.' })
  .max(100, { error: 'Rabatten får vara högst 100 %.' })
/** Money in SEK, at most two decimals (öre). */
const money = z
  .number({ error: 'Ange priset med siffror.' })
  .min(0, { error: 'Priset kan inte vara negativt.' })
  .max(10_000_000, { error: 'Priset är för högt.' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'Priset får ha högst två decimaler.',
  })
/**
 * A catalog line's own unit price excl. VAT, typed by the author: the line's price before the sales
 * discount instead of the markup on the merchant's net price. Under EJ_SE_PRISER it is the only way to
 * price a line, since every figure counted from a price the author may not see would give it away.
 */
const ownPrice = money
const customQuantity = z
  .number({ error: 'Ange antal med siffror.' })
  .gt(0, { error: 'Antalet ska vara större än 0.' })
  .max(99_999, { error: 'Antalet får vara högst 99 999.' })
const vatRate = z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(25)], {
  error: 'Momsen ska vara 0, 6, 12 eller 25 %.',
})
const numericId = z.string().regex(/^\d{1,12}$/, { error: 'Ogiltigt id.' })
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datumet ska skrivas ÅÅÅÅ-MM-DD.' })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
    },
    { error: 'Datumet finns inte.' },
  )
const email = z.email({ error: 'Ange en giltig e-postadress.' }).max(254)

/** A quote in a route's path: its quoteId (`Q-000123`, the demo's `Q-DEMO-0001`). */
export const quoteIdSchema = z.string().regex(QUOTE_ID_PATTERN)
/** A line's id (Payload's array row id). */
const rowId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Ogiltigt rad-id.' })
export const quoteItemIdSchema = rowId
export const quoteCustomItemIdSchema = rowId
export const quoteAttachmentIdSchema = numericId

export const QUOTE_SORTS = ['-updatedAt', 'updatedAt', '-quoteId', 'quoteId', 'receiver', '-receiver'] as const
export type QuoteSort = (typeof QUOTE_SORTS)[number]

/** GET /v1/quotes: MyQuotes' filter, search, sort and paging. */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUS_FILTERS, { error: 'Okänt statusfilter.' }).default('all'),
  /** Words of the quote number, the receiver's name, label or contact person. */
  q: z.string().trim().max(80).optional(),
  sort: z.enum(QUOTE_SORTS, { error: 'Okänd sortering.' }).default('-updatedAt'),
  offset: z.coerce.number({ error: 'Ange offset med siffror.' }).int().min(0).default(0),
  limit: z.coerce.number({ error: 'Ange limit med siffror.' }).int().min(1).max(50).default(10),
})
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>

const sender = z.strictObject({
  name: name(100, 'Företagsnamnet'),
  organizationNumber: z
    .string({ error: 'Organisationsnumret ska vara text.' })
    .trim()
    .regex(/^(\d{6}-?\d{4})?$/, { error: 'Skriv organisationsnumret som NNNNNN-NNNN.' }),
  reference: name(100, 'Referensen'),
  address: text(300, 'Adressen'),
})
const receiver = z.strictObject({
  type: z.enum(QUOTE_RECEIVER_TYPES, { error: 'Välj företag eller privatperson.' }),
  label: name(100, 'Benämningen'),
  name: name(100, 'Namnet'),
  contactPerson: name(100, 'Kontaktpersonen'),
  address: text(300, 'Adressen'),
  /** Where step 4 sends the quote (not in the spec's fields, which do not show how it is sent). */
  email: z.union([z.literal(''), email]),
})

/** The fields of a quote that PATCH /v1/quotes/{id} changes; every one optional. */
export const quoteFieldsSchema = z.strictObject({
  finalMessage: text(2000, 'Meddelandet').optional(),
  validFrom: isoDay.optional(),
  validFor: z
    .number({ error: 'Ange giltighetstiden i dagar.' })
    .int({ error: 'Ange giltighetstiden i hela dagar.' })
    .min(1, { error: 'Offerten ska gälla minst en dag.' })
    .max(365, { error: 'Offerten kan gälla högst 365 dagar.' })
    .optional(),
  sender: sender.partial().optional(),
  receiver: receiver.partial().optional(),
  priceType: z.enum(QUOTE_PRICE_TYPES, { error: 'Välj netto eller brutto.' }).optional(),
  mergeArticles: z.boolean().optional(),
  showDiscounts: z.boolean().optional(),
})
export type QuoteFields = z.infer<typeof quoteFieldsSchema>

/** POST /v1/quotes: an empty draft, optionally with fields, or a copy of one of the caller's quotes. */
export const createQuoteSchema = z.union([z.strictObject({ copyFrom: quoteIdSchema }), quoteFieldsSchema])
export const patchQuoteSchema = quoteFieldsSchema
/** DELETE /v1/quotes: the quotes to delete (a quote not the caller's is not found). */
export const deleteQuotesSchema = z.strictObject({
  quoteIds: z.array(quoteIdSchema).min(1, { error: 'Välj minst en offert.' }).max(50),
})

/** POST /v1/quotes/{id}/items: articles from the catalog, at the caller's price. */
export const addQuoteItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        articleNumber: articleNumberSchema,
        quantity: lineQuantitySchema,
        markup: percent('påslaget').optional(),
        salesDiscount: discount.optional(),
        ownPrice: ownPrice.optional(),
      }),
    )
    .min(1, { error: 'Ange minst en artikel.' })
    .max(QUOTE_LINE_LIMIT),
})
/** PATCH /v1/quotes/{id}/items. */
export const patchQuoteItemsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        quoteItemId: quoteItemIdSchema,
        quantity: lineQuantitySchema.optional(),
        markup: percent('påslaget').optional(),
        salesDiscount: discount.optional(),
        /** null: the line is counted from the merchant's net price and the markup again. */
        ownPrice: ownPrice.nullable().optional(),
      }),
    )
    .min(1, { error: 'Ange minst en rad.' })
    .max(QUOTE_LINE_LIMIT),
})
/** DELETE /v1/quotes/{id}/items. */
export const deleteQuoteItemsSchema = z.strictObject({
  quoteItemIds: z.array(quoteItemIdSchema).min(1, { error: 'Välj minst en rad.' }).max(QUOTE_LINE_LIMIT),
})

const customItem = z.strictObject({
  customItemName: name(120, 'Benämningen').min(1, { error: 'Ange en benämning.' }),
  vatRate,
  isRot: z.boolean(),
  quantity: customQuantity,
  /** Unit price excluding VAT. */
  price: money,
  unit: text(12, 'Enheten').min(1, { error: 'Ange en enhet.' }),
})
/** POST /v1/quotes/{id}/customItems: the shopper's own lines (labour, transport, other materials). */
export const addQuoteCustomItemsSchema = z.strictObject({
  customItems: z.array(customItem).min(1, { error: 'Ange minst en rad.' }).max(QUOTE_LINE_LIMIT),
})
/** PATCH /v1/quotes/{id}/customItems. */
export const patchQuoteCustomItemsSchema = z.strictObject({
  customItems: z
    .array(customItem.partial().extend({ quoteCustomItemId: quoteCustomItemIdSchema }))
    .min(1, { error: 'Ange minst en rad.' })
    .max(QUOTE_LINE_LIMIT),
})
/** DELETE /v1/quotes/{id}/customItems. */
export const deleteQuoteCustomItemsSchema = z.strictObject({
  quoteCustomItemIds: z.array(quoteCustomItemIdSchema).min(1, { error: 'Välj minst en rad.' }).max(QUOTE_LINE_LIMIT),
})

/** POST /v1/quotes/{id}/send: step 4, the PDF to the receiver's address. */
export const sendQuoteSchema = z.strictObject({
  email,
  message: text(1000, 'Meddelandet').optional(),
})

/** POST /v1/answers/{token}: the receiver's answer through the link in the mail. */
export const answerQuoteSchema = z.strictObject({
  decision: z.enum(['accept', 'decline'], { error: 'Välj att acceptera eller avböja.' }),
  comment: text(1000, 'Kommentaren').optional(),
})
/** POST /v1/variants (spec getVariantsForQuote: articleNumbers, deliveryId, locationId). */
export const quoteVariantsSchema = z.strictObject({
  articleNumbers: z.array(articleNumberSchema).min(1).max(QUOTE_LINE_LIMIT),
  deliveryId: z.string().max(10).optional(),
  locationId: z.string().max(20).optional(),
})

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────

/** Spec section 3, "Quote item", with the line's total and unit. */
export interface QuoteItemView {
  quoteItemId: string
  articleNumber: string
  articleName: string
  unit: string
  quantity: number
  /** Markup on the merchant's net price, %; not used while the line has an own price. */
  markup: number
  /** Discount to the receiver on the quote sales price, %. */
  salesDiscount: number
  /** The author's own unit price excl. VAT, in place of the markup; null: counted from the merchant's price. */
  ownPrice: number | null
  /**
   * Unit price to the receiver before the sales discount, excl. VAT. Null (as the next two) when the
   * line is counted from a merchant price the viewer may not see (EJ_SE_PRISER): it needs an own price.
   */
  quoteSalesPrice: number | null
  /** Unit price to the receiver after the sales discount, excl. VAT. */
  quoteNetPrice: number | null
  /** The merchant's unit net price to the shopper; null under EJ_SE_PRISER. */
  netPrice: number | null
  /** The merchant's list price; null under EJ_SE_PRISER. */
  salesPrice: number | null
  /** quoteNetPrice × quantity, excl. VAT. */
  lineTotal: number | null
}

/** Spec section 3, "Quote custom item", with the line's total. */
export interface QuoteCustomItemView {
  quoteCustomItemId: string
  customItemName: string
  vatRate: number
  isRot: boolean
  quantity: number
  /** Unit price excl. VAT. */
  price: number
  unit: string
  lineTotal: number
}

export interface QuoteAttachmentView {
  attachmentId: string
  filename: string
  mimeType: string
  filesize: number
}

/** What the receiver pays, in SEK rounded to öre. */
export interface QuoteTotals {
  /** Sum of the lines excl. VAT. */
  net: number
  vat: number
  /** net + vat. */
  gross: number
  /** The ROT deduction (private receiver only), else 0. */
  rot: number
  /** gross − rot. */
  toPay: number
  /** VAT per rate, for the PDF's VAT lines. */
  vatByRate: Array<{ rate: number; base: number; vat: number }>
}

/** Spec section 3, "Quote", with lines computed and what the caller may do. */
export interface QuoteView {
  quoteId: string
  status: QuoteStatus
  finalMessage: string
  validFrom: string
  validFor: number
  /** validFrom + validFor days. */
  validUntil: string
  sender: { name: string; organizationNumber: string; reference: string; address: string }
  receiver: {
    type: QuoteReceiverType
    label: string
    name: string
    contactPerson: string
    address: string
    email: string
  }
  priceType: QuotePriceType
  mergeArticles: boolean
  showDiscounts: boolean
  items: QuoteItemView[]
  customItems: QuoteCustomItemView[]
  attachments: QuoteAttachmentView[]
  totals: QuoteTotals
  createdAt: string
  updatedAt: string
  sentAt: string | null
  sentTo: string | null
  answeredAt: string | null
  answerComment: string | null
  /** May lines and fields still change (not accepted, ordered or declined)? */
  editable: boolean
  /** The merchant's prices are hidden (EJ_SE_PRISER); lines priced with an own price keep their prices. */
  pricesHidden: boolean
  /**
   * Lines without a price the viewer may see (counted from a hidden merchant price): until each has an
   * own price the quote is neither sent nor printed, and the totals count the other lines only.
   */
  missingPrices: number
}

/** One row of MyQuotes. */
export interface QuoteSummary {
  quoteId: string
  status: QuoteStatus
  receiverName: string
  receiverLabel: string
  createdAt: string
  updatedAt: string
  validUntil: string
  /** What the receiver pays (toPay); null while a line lacks a price the viewer may see. */
  total: number | null
  lines: number
}

export interface QuotesResponse {
  data: QuoteSummary[]
  total: number
  next: number | null
}

/** POST /v1/quotes/{id}/cart: step 5's answer. */
export interface QuoteCartResponse {
  cartId: string
  added: number
  refused: Array<{ articleNumber: string; message: string }>
}

/** getVariantsForQuote: what the product step shows of an article. */
export interface QuoteVariant {
  articleNumber: string
  name: string
  variantSlug: string
  image: string | null
  unit: string
  /** Null under EJ_SE_PRISER. */
  netPrice: number | null
  salesPrice: number | null
}

/** The receiver's view through the acceptance link: the quote without the merchant's prices. */
export interface QuoteAnswerView {
  quote: QuoteView
  brandName: string
  /** accept / decline still possible (status sent, link current). */
  canAnswer: boolean
}
