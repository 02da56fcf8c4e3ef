import 'server-only'
import { signQuoteLink, verifyQuoteLink } from '@shop/auth'
import {
  fail,
  ok,
  priceVisibility,
  quoteLineTotal,
  quoteTotals,
  quoteValidFromRefusal,
  quoteValidUntil,
  type Result,
  stockholmNow,
  visibleQuoteItemPrices,
} from '@shop/commerce'
import { t } from '@shop/i18n'
import {
  type addQuoteCustomItemsSchema,
  type addQuoteItemsSchema,
  type DeliveryMethod,
  type patchQuoteCustomItemsSchema,
  type patchQuoteItemsSchema,
  QUOTE_ATTACHMENT_LIMIT,
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_TYPES,
  QUOTE_DEFAULT_VALID_DAYS,
  QUOTE_LINE_LIMIT,
  QUOTE_SENDS_PER_HOUR,
  type QuoteAnswerView,
  type QuoteAttachmentView,
  type QuoteCartResponse,
  type QuoteFields,
  type QuoteListQuery,
  type QuoteStatus,
  type QuotesResponse,
  type QuoteVariant,
  type QuoteView,
  type z,
} from '@shop/schemas'
import { type Brand, brandById } from '@shop/tenants'
import { type Payload, ValidationError } from 'payload'
import { quoteLinkSecret } from '../accounts/secret'
import { customerRow, userRow } from '../accounts/service'
import type { Session } from '../accounts/session'
import { addItems as addCartItems, cartRights, cartVariants, resolveCart } from '../cart/service'
import { pricesFor, priceTablesFor } from '../catalog/prices'
import { hourlyMailLimit, sendMail } from '../mail/outbox'
import type { RequestOrigin } from '../request/origin'
import { ANSWER_PAGE_PREFIX } from './answer/paths'
import { attachmentContent } from './attachment-content'
import { quoteAnswerMail, quoteMail } from './quote-mail'
import { renderQuotePdf } from './quote-pdf'
import {
  type AttachmentRow,
  attachmentPath,
  attachmentsOf,
  changeStatus,
  insertAttachment,
  insertQuote,
  ownedQuotes,
  type QuoteData,
  type QuoteOwner,
  type QuoteRow,
  quoteByNumber,
  quotesOf,
  removeAttachment,
  removeQuotes,
  updateQuote,
} from './storage'

/**
 * Quotes to the shopper's own customers (spec section 7, quote service /v1/quotes…). A quote is its
 * author's, in the customer chosen when it was written: routes resolve the quote a path names once
 * (`resolveQuote`: anyone else's, or one of another customer, is not found exactly like a missing one;
 * `editableQuote` also refuses a quote that was answered or ordered) and hand the row to the service.
 * Lines keep the merchant's real prices whatever the author may see (like an order); the view hides
 * them under EJ_SE_PRISER, and the receiver never sees them. The quote's own prices come from the pure
 * arithmetic of packages/commerce (quote-math.ts), which the PDF and the pages use too. Under
 * EJ_SE_PRISER a line is priced by the author's own price only: one counted from the hidden merchant
 * price shows no figure to its author, and the quote is neither printed nor sent until each such line
 * has an own price (what was sent before the deny code came stays as sent for its receiver).
 */

const notFound = () => fail('not_found', 'errors.not_found')
const noCustomer = () => fail('invalid', 'quote.no_customer', { message: t('quote.no_customer') })

/** A quote may change until its receiver has answered (a sent quote changed goes back to draft). */
const EDITABLE: readonly QuoteStatus[] = ['created', 'notSent', 'draft', 'inReview', 'sent']
const STATUS_WORD: Partial<Record<QuoteStatus, string>> = {
  accepted: 'accepterad',
  ordered: 'beställd',
  declined: 'avböjd',
}

const ownerOf = (session: Session): QuoteOwner | null =>
  session.customerId ? { userId: Number(session.principal.userId), customerId: Number(session.customerId) } : null

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' && 'id' in value
    ? Number((value as { id: unknown }).id)
    : value == null
      ? null
      : Number(value)

/** Today in Sweden: a quote written at 00:30 is dated that day, not the UTC day before. */
const today = (now: Date) => stockholmNow(now).day

// ── Resolving ────────────────────────────────────────────────────────────────────────────────────────

/** The quote `quoteId` when it is the caller's in the chosen customer; any other is not found. */
export async function resolveQuote(payload: Payload, session: Session, quoteId: string): Promise<Result<QuoteRow>> {
  const owner = ownerOf(session)
  if (!owner) return noCustomer()
  const row = await quoteByNumber(payload, quoteId)
  return row && idOf(row.user) === owner.userId && idOf(row.customer) === owner.customerId ? ok(row) : notFound()
}

/** As resolveQuote, and still open to change. */
export async function editableQuote(payload: Payload, session: Session, quoteId: string): Promise<Result<QuoteRow>> {
  const quote = await resolveQuote(payload, session, quoteId)
  if (!quote.ok || EDITABLE.includes(quote.value.status)) return quote
  const status = STATUS_WORD[quote.value.status] ?? 'låst'
  return fail('conflict', 'quote.locked', { message: t('quote.locked', { status }) })
}

// ── Views ────────────────────────────────────────────────────────────────────────────────────────────

const attachmentView = (row: AttachmentRow): QuoteAttachmentView => ({
  attachmentId: String(row.id),
  filename: row.filename ?? '',
  mimeType: row.mimeType ?? 'application/octet-stream',
  filesize: row.filesize ?? 0,
})

function validityOf(row: Pick<QuoteRow, 'validFrom' | 'validFor' | 'createdAt'>) {
  const validFrom = row.validFrom ? row.validFrom.slice(0, 10) : row.createdAt.slice(0, 10)
  const validFor = row.validFor ?? QUOTE_DEFAULT_VALID_DAYS
  return { validFrom, validFor, validUntil: quoteValidUntil(validFrom, validFor) }
}

/**
 * Who reads a quote, and so which prices its view holds:
 * - `author`: its author, who may see the merchant's prices;
 * - `authorWithoutPrices`: its author under EJ_SE_PRISER: no merchant price, and no figure of a line
 *   counted from one (only lines with an own price, and own lines, are priced);
 * - `receiver`: the receiver (link, PDF, mail): the quote's own prices of every line, no merchant price.
 *   A quote reaches a receiver only once every line is priced for its author (sendQuote).
 */
export type QuoteReader = 'author' | 'authorWithoutPrices' | 'receiver'

/** The quote as `reader` sees it. */
export function quoteView(row: QuoteRow, attachments: readonly AttachmentRow[], reader: QuoteReader): QuoteView {
  const { validFrom, validFor, validUntil } = validityOf(row)
  const receiverType = row.receiver?.type ?? 'business'
  const showsMerchantPrices = reader === 'author'
  const items = (row.items ?? []).map((item) => {
    const quantity = item.quantity
    const prices = visibleQuoteItemPrices(
      {
        netPrice: item.netPrice ?? 0,
        markup: item.markup ?? 0,
        salesDiscount: item.salesDiscount ?? 0,
        ownPrice: item.ownPrice ?? null,
      },
      reader !== 'authorWithoutPrices',
    )
    return {
      quoteItemId: item.id ?? '',
      articleNumber: item.articleNumber,
      articleName: item.articleName ?? item.articleNumber,
      unit: item.unit ?? 'st',
      quantity,
      markup: item.markup ?? 0,
      salesDiscount: item.salesDiscount ?? 0,
      ownPrice: item.ownPrice ?? null,
      quoteSalesPrice: prices?.quoteSalesPrice ?? null,
      quoteNetPrice: prices?.quoteNetPrice ?? null,
      netPrice: showsMerchantPrices ? (item.netPrice ?? null) : null,
      salesPrice: showsMerchantPrices ? (item.salesPrice ?? null) : null,
      lineTotal: prices ? quoteLineTotal(prices.quoteNetPrice, quantity) : null,
    }
  })
  const customItems = (row.customItems ?? []).map((item) => ({
    quoteCustomItemId: item.id ?? '',
    customItemName: item.customItemName,
    vatRate: item.vatRate ?? 25,
    isRot: Boolean(item.isRot),
    quantity: item.quantity,
    price: item.price,
    unit: item.unit ?? 'st',
    lineTotal: quoteLineTotal(item.price, item.quantity),
  }))
  return {
    quoteId: row.quoteId,
    status: row.status,
    finalMessage: row.finalMessage ?? '',
    validFrom,
    validFor,
    validUntil,
    sender: {
      name: row.sender?.name ?? '',
      organizationNumber: row.sender?.organizationNumber ?? '',
      reference: row.sender?.reference ?? '',
      address: row.sender?.address ?? '',
    },
    receiver: {
      type: receiverType,
      label: row.receiver?.label ?? '',
      name: row.receiver?.name ?? '',
      contactPerson: row.receiver?.contactPerson ?? '',
      address: row.receiver?.address ?? '',
      email: row.receiver?.email ?? '',
    },
    priceType: row.priceType,
    mergeArticles: Boolean(row.mergeArticles),
    showDiscounts: Boolean(row.showDiscounts),
    items,
    customItems,
    attachments: attachments.map(attachmentView),
    totals: quoteTotals({ receiverType, items, customItems }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sentAt: row.answer?.sentAt ?? null,
    sentTo: row.answer?.sentTo ?? null,
    answeredAt: row.answer?.answeredAt ?? null,
    answerComment: row.answer?.comment ?? null,
    editable: EDITABLE.includes(row.status),
    pricesHidden: !showsMerchantPrices,
    missingPrices: items.filter((item) => item.quoteNetPrice === null).length,
  }
}

/** The author as a reader: EJ_SE_PRISER of the quote's customer (the session's chosen one) hides prices. */
const readerOf = (session: Session): QuoteReader =>
  priceVisibility(session.principal, session.customerId).prices ? 'author' : 'authorWithoutPrices'

async function viewFor(payload: Payload, session: Session, row: QuoteRow): Promise<QuoteView> {
  return quoteView(row, await attachmentsOf(payload, [row.id]), readerOf(session))
}

/** A quote with a line its author may not see a price of is neither printed nor sent (see QuoteReader). */
function missingPrices(view: QuoteView) {
  if (!view.missingPrices) return null
  const issues = view.items.flatMap((item, index) =>
    item.quoteNetPrice === null
      ? [{ path: `items.${index}.ownPrice`, message: t('quote.price_missing_line', { name: item.articleName }) }]
      : [],
  )
  const message = t('quote.price_missing', { count: view.missingPrices })
  return fail('refused', 'quote.price_missing', { message, issues })
}

// ── Quotes ───────────────────────────────────────────────────────────────────────────────────────────

/** GET /v1/quotes: MyQuotes, the caller's quotes in the chosen customer. */
export async function listQuotes(
  payload: Payload,
  session: Session,
  query: QuoteListQuery,
): Promise<Result<QuotesResponse>> {
  const owner = ownerOf(session)
  if (!owner) return noCustomer()
  const { rows, total } = await quotesOf(payload, owner, query)
  const reader = readerOf(session)
  const data = rows.map((row) => {
    const view = quoteView(row, [], reader)
    return {
      quoteId: view.quoteId,
      status: view.status,
      receiverName: view.receiver.name,
      receiverLabel: view.receiver.label,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
      validUntil: view.validUntil,
      total: view.missingPrices ? null : view.totals.toPay,
      lines: view.items.length + view.customItems.length,
    }
  })
  const next = query.offset + rows.length < total ? query.offset + rows.length : null
  return ok({ data, total, next })
}

export async function getQuote(payload: Payload, session: Session, quoteId: string): Promise<Result<QuoteView>> {
  const quote = await resolveQuote(payload, session, quoteId)
  return quote.ok ? ok(await viewFor(payload, session, quote.value)) : quote
}

/** Header fields as stored: groups merged into what the quote has, so a PATCH may send one field of one. */
function fieldsData(row: Pick<QuoteRow, 'sender' | 'receiver'> | null, fields: QuoteFields): QuoteData {
  const { sender, receiver, validFrom, ...rest } = fields
  return {
    ...rest,
    ...(validFrom ? { validFrom: `${validFrom}T00:00:00.000Z` } : {}),
    ...(sender ? { sender: { ...row?.sender, ...sender } } : {}),
    ...(receiver ? { receiver: { ...row?.receiver, ...receiver } } : {}),
  }
}

/** A quote's date outside what a quote written today may carry (quoteValidFromRefusal) refuses the call. */
function validFromRefusal(fields: QuoteFields, now: Date) {
  const refusal = fields.validFrom ? quoteValidFromRefusal(fields.validFrom, today(now)) : null
  if (!refusal) return null
  const message = t(refusal.key, refusal.params)
  return fail('invalid', 'errors.bad_request', { message, issues: [{ path: 'validFrom', message }] })
}

/** A copy keeps what was quoted and to whom, as a new draft valid from today. */
function copyData(source: QuoteRow, now: Date): QuoteData {
  const strip = <T extends { id?: string | null }>(rows: T[] | null | undefined) =>
    (rows ?? []).map(({ id: _id, ...rest }) => rest)
  return {
    finalMessage: source.finalMessage,
    validFrom: `${today(now)}T00:00:00.000Z`,
    validFor: source.validFor,
    sender: source.sender,
    receiver: source.receiver,
    priceType: source.priceType,
    mergeArticles: source.mergeArticles,
    showDiscounts: source.showDiscounts,
    items: strip(source.items),
    customItems: strip(source.customItems),
  }
}

/**
 * POST /v1/quotes: an empty draft in the chosen customer, with the sender filled in from the customer
 * and the author; or a copy of one of the caller's quotes (its attachments stay with the original).
 */
export async function createQuote(
  payload: Payload,
  session: Session,
  brand: Brand,
  input: QuoteFields | { copyFrom: string },
  now = new Date(),
): Promise<Result<QuoteView>> {
  const owner = ownerOf(session)
  if (!owner) return noCustomer()
  let data: QuoteData
  const badDate = 'copyFrom' in input ? null : validFromRefusal(input, now)
  if (badDate) return badDate
  if ('copyFrom' in input) {
    const source = await resolveQuote(payload, session, input.copyFrom)
    if (!source.ok) return source
    data = copyData(source.value, now)
  } else {
    const customer = await customerRow(payload, owner.customerId)
    data = {
      validFrom: `${today(now)}T00:00:00.000Z`,
      validFor: QUOTE_DEFAULT_VALID_DAYS,
      sender: {
        name: customer?.name ?? '',
        organizationNumber: customer?.organizationNumber ?? '',
        reference: session.name,
        address: '',
      },
      receiver: { type: 'business' },
      ...fieldsData(null, input),
    }
  }
  const row = await insertQuote(payload, {
    ...data,
    status: 'draft',
    user: owner.userId,
    customer: owner.customerId,
    brand: brand.id,
  })
  return ok(await viewFor(payload, session, row))
}

/** Editing a sent quote takes it back to draft: the link already sent no longer answers. */
const reopened = (row: QuoteRow): QuoteData => (row.status === 'sent' ? { status: 'draft' } : {})

export async function patchQuote(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  fields: QuoteFields,
  now = new Date(),
): Promise<Result<QuoteView>> {
  const badDate = validFromRefusal(fields, now)
  if (badDate) return badDate
  const updated = await updateQuote(payload, row.id, { ...fieldsData(row, fields), ...reopened(row) })
  return ok(await viewFor(payload, session, updated))
}

/** DELETE /v1/quotes: the caller's quotes among `quoteIds`; any other id makes the whole call not found. */
export async function deleteQuotes(
  payload: Payload,
  session: Session,
  quoteIds: readonly string[],
): Promise<Result<null>> {
  const owner = ownerOf(session)
  if (!owner) return noCustomer()
  const unique = [...new Set(quoteIds)]
  const rows = await ownedQuotes(payload, owner, unique)
  if (rows.length !== unique.length) return notFound()
  await removeQuotes(
    payload,
    rows.map((row) => row.id),
  )
  return ok(null)
}

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

type Items = NonNullable<QuoteRow['items']>
type CustomItems = NonNullable<QuoteRow['customItems']>

const lineLimit = () =>
  fail('refused', 'quote.line_limit_exceeded', {
    message: t('quote.line_limit_exceeded', { limit: QUOTE_LINE_LIMIT }),
    details: { limit: QUOTE_LINE_LIMIT },
  })

/** Ids the body names that the quote does not have: the whole call is refused, nothing changes. */
function unknownRows(ids: readonly string[], rows: ReadonlyArray<{ id?: string | null }>, field: string) {
  const known = new Set(rows.map((row) => row.id))
  const issues = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `${field}.${index}`, message: 'Raden finns inte i offerten.' }],
  )
  return issues.length ? fail('invalid', 'errors.bad_request', { message: issues[0]?.message, issues }) : null
}

/**
 * POST /v1/quotes/{id}/items: articles at the merchant's real net price for the chosen customer (net
 * plus alloying surcharge, what the author pays), kept on the line whatever the author may see, and an
 * own price when one is given. An unknown article or one without a price refuses the whole call, naming it.
 */
export async function addQuoteItems(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  items: z.infer<typeof addQuoteItemsSchema>['items'],
): Promise<Result<QuoteView>> {
  const existing = row.items ?? []
  if (existing.length + items.length > QUOTE_LINE_LIMIT) return lineLimit()
  const numbers = items.map((item) => item.articleNumber)
  const [variants, { prices }] = await Promise.all([
    cartVariants(payload, numbers),
    priceTablesFor(payload, numbers, {
      customerId: session.customerId,
      visibility: { prices: true, discounts: true },
    }),
  ])
  const added: Items = []
  for (const [index, item] of items.entries()) {
    const variant = variants.get(item.articleNumber)
    const price = prices.get(item.articleNumber)
    if (!variant || !price || price.askForPrice) {
      const key = variant ? 'quote.no_price' : 'quote.unknown_article'
      const message = t(key, { id: item.articleNumber })
      return fail('invalid', key, { message, issues: [{ path: `items.${index}.articleNumber`, message }] })
    }
    added.push({
      articleNumber: variant.articleNumber,
      articleName: variant.name,
      unit: price.salesPriceUnit || variant.unit,
      quantity: Math.abs(item.quantity),
      markup: item.markup ?? 0,
      salesDiscount: item.salesDiscount ?? 0,
      ownPrice: item.ownPrice ?? null,
      netPrice: price.netPrice + price.alloyingPrice,
      salesPrice: price.salesPrice,
    })
  }
  const updated = await updateQuote(payload, row.id, { items: [...existing, ...added], ...reopened(row) })
  return ok(await viewFor(payload, session, updated))
}

/** POST /v1/quotes/{id}/customItems: the author's own lines (labour, transport, materials from elsewhere). */
export async function addQuoteCustomItems(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  items: z.infer<typeof addQuoteCustomItemsSchema>['customItems'],
): Promise<Result<QuoteView>> {
  const existing = row.customItems ?? []
  if (existing.length + items.length > QUOTE_LINE_LIMIT) return lineLimit()
  const customItems: CustomItems = [...existing, ...items]
  const updated = await updateQuote(payload, row.id, { customItems, ...reopened(row) })
  return ok(await viewFor(payload, session, updated))
}

/** A quote's two kinds of line and the id field a request names their rows by. */
export const LINE_ID = { items: 'quoteItemId', customItems: 'quoteCustomItemId' } as const
export type LineField = keyof typeof LINE_ID
export type LineChange<F extends LineField> = F extends 'items'
  ? z.infer<typeof patchQuoteItemsSchema>['items'][number]
  : z.infer<typeof patchQuoteCustomItemsSchema>['customItems'][number]

/** PATCH /v1/quotes/{id}/items and …/customItems: rows by id; an id the quote lacks refuses the whole call. */
export async function patchQuoteLines<F extends LineField>(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  field: F,
  changes: ReadonlyArray<LineChange<F>>,
): Promise<Result<QuoteView>> {
  const existing: Array<{ id?: string | null }> = row[field] ?? []
  const lineIdOf = (change: LineChange<F>) => (change as Record<string, unknown>)[LINE_ID[field]] as string
  const unknown = unknownRows(changes.map(lineIdOf), existing, field)
  if (unknown) return unknown
  const byId = new Map(
    changes.map((change) => {
      const { [LINE_ID[field]]: _id, ...rest } = change as Record<string, unknown>
      return [lineIdOf(change), rest]
    }),
  )
  const lines = existing.map((line) => ({ ...line, ...byId.get(line.id ?? '') }))
  const updated = await updateQuote(payload, row.id, { [field]: lines, ...reopened(row) })
  return ok(await viewFor(payload, session, updated))
}

/** DELETE /v1/quotes/{id}/items and …/customItems. */
export async function deleteQuoteLines(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  field: LineField,
  ids: readonly string[],
): Promise<Result<QuoteView>> {
  const existing: Array<{ id?: string | null }> = row[field] ?? []
  const unknown = unknownRows(ids, existing, `${LINE_ID[field]}s`)
  if (unknown) return unknown
  const gone = new Set(ids)
  const lines = existing.filter((line) => !gone.has(line.id ?? ''))
  const updated = await updateQuote(payload, row.id, { [field]: lines, ...reopened(row) })
  return ok(await viewFor(payload, session, updated))
}

// ── Attachments ──────────────────────────────────────────────────────────────────────────────────────

const attachmentRefusal = (
  key: 'quote.attachment_too_large' | 'quote.attachment_type' | 'quote.attachment_unreadable',
) => fail('invalid', key, { message: t(key), issues: [{ path: 'file', message: t(key) }] })

/** The 2 MB limit as the routes' early refusal (before the body is read). */
export const attachmentTooLarge = () => attachmentRefusal('quote.attachment_too_large').failure
export const ATTACHMENT_BODY_LIMIT = QUOTE_ATTACHMENT_MAX_BYTES + 64 * 1024

/**
 * POST /v1/quotes/{id}/attachments: a PDF or image of at most 2 MB, at most QUOTE_ATTACHMENT_LIMIT. The
 * file is read whole first (attachment-content.ts): a broken one is refused and nothing is stored.
 */
export async function addAttachment(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  file: File,
): Promise<Result<QuoteView>> {
  if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) return attachmentRefusal('quote.attachment_too_large')
  if (!(QUOTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return attachmentRefusal('quote.attachment_type')
  const existing = await attachmentsOf(payload, [row.id])
  if (existing.length >= QUOTE_ATTACHMENT_LIMIT) {
    const message = t('quote.attachment_limit', { limit: QUOTE_ATTACHMENT_LIMIT })
    return fail('refused', 'quote.attachment_limit', { message })
  }
  const data = Buffer.from(await file.arrayBuffer())
  const content = await attachmentContent(data)
  if (content === 'type') return attachmentRefusal('quote.attachment_type')
  if (content === 'unreadable') return attachmentRefusal('quote.attachment_unreadable')
  const name = file.name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(-120) || 'bilaga'
  try {
    await insertAttachment(payload, row, { name, mimetype: content.type, data })
  } catch (error) {
    // Payload reads the file's first bytes: a file whose content is not the type it claims is refused.
    if (error instanceof ValidationError) return attachmentRefusal('quote.attachment_type')
    throw error
  }
  return ok(await viewFor(payload, session, row))
}

/** The attachment `attachmentId` of a quote, or not found. */
async function attachmentOf(payload: Payload, row: QuoteRow, attachmentId: string): Promise<Result<AttachmentRow>> {
  const attachment = (await attachmentsOf(payload, [row.id])).find((a) => String(a.id) === attachmentId)
  return attachment ? ok(attachment) : notFound()
}

export async function deleteAttachment(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  attachmentId: string,
): Promise<Result<QuoteView>> {
  const attachment = await attachmentOf(payload, row, attachmentId)
  if (!attachment.ok) return attachment
  await removeAttachment(payload, attachment.value.id)
  return ok(await viewFor(payload, session, row))
}

export interface AttachmentFile {
  path: string
  filename: string
  mimeType: string
}

export async function attachmentFile(
  payload: Payload,
  row: QuoteRow,
  attachmentId: string,
): Promise<Result<AttachmentFile>> {
  const attachment = await attachmentOf(payload, row, attachmentId)
  if (!attachment.ok) return attachment
  const { filename, mimeType } = attachmentView(attachment.value)
  return ok({ path: attachmentPath(payload, attachment.value), filename, mimeType })
}

// ── The PDF, sending and the receiver's answer ───────────────────────────────────────────────────────

const brandOf = (row: QuoteRow, fallback: Brand): Brand => (row.brand ? brandById(row.brand) : undefined) ?? fallback

export interface QuotePdf {
  filename: string
  bytes: Uint8Array
}

/** The PDF for the receiver: the quote's own prices only, never the merchant's. */
async function pdfOf(payload: Payload, row: QuoteRow, brand: Brand): Promise<QuotePdf> {
  const view = quoteView(row, await attachmentsOf(payload, [row.id]), 'receiver')
  return { filename: `Offert ${row.quoteId}.pdf`, bytes: await renderQuotePdf(view, brand) }
}

/**
 * GET /v1/quotes/{id}/pdf: the receiver's PDF, for its author to read first. Under EJ_SE_PRISER a line
 * still counted from the merchant's price refuses it (the PDF would print what the author may not see).
 */
export async function quotePdf(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  brand: Brand,
): Promise<Result<QuotePdf>> {
  const unpriced = missingPrices(quoteView(row, [], readerOf(session)))
  if (unpriced) return unpriced
  return ok(await pdfOf(payload, row, brandOf(row, brand)))
}

/**
 * The token's own expiry is only an outer bound (a day after the last valid day, in UTC); the link is
 * refused from the first day after the quote's validity in Sweden (linkedQuote), to the minute.
 */
const linkExpiry = (view: Pick<QuoteView, 'validUntil'>) =>
  new Date(`${quoteValidUntil(view.validUntil, 1)}T23:59:59.999Z`)

/** The receiver's page (proxy.ts sends it without referrer and unindexed by its prefix). */
export const answerPath = (token: string) => `${ANSWER_PAGE_PREFIX}${token}`

/**
 * POST /v1/quotes/{id}/send (wizard step 4): the PDF to `email` with a link to answer, and the quote
 * becomes sent. A quote without lines is refused, and so is a sender past QUOTE_SENDS_PER_HOUR (counted
 * in the outbox, so every instance counts alike). The quote stays unsent when the mail cannot go out.
 */
export async function sendQuote(
  payload: Payload,
  session: Session,
  row: QuoteRow,
  at: RequestOrigin,
  input: { email: string; message?: string },
  now = new Date(),
): Promise<Result<QuoteView>> {
  if (!row.items?.length && !row.customItems?.length) {
    return fail('refused', 'quote.empty', { message: t('quote.empty') })
  }
  const unpriced = missingPrices(quoteView(row, [], readerOf(session)))
  if (unpriced) return unpriced
  const limited = await hourlyMailLimit(
    payload,
    { kind: 'quote', replyTo: session.email },
    { limit: QUOTE_SENDS_PER_HOUR, error: 'quote.send_limit' },
    now,
  )
  if (limited) return limited
  const brand = brandOf(row, at.brand)
  const sentAt = now.toISOString()
  const sending: QuoteRow = {
    ...row,
    status: 'sent',
    receiver: { ...row.receiver, email: input.email },
    answer: { sentAt, sentTo: input.email, answeredAt: null, comment: null },
  }
  const view = quoteView(sending, [], 'receiver')
  const token = await signQuoteLink({ quoteId: row.quoteId, sentAt }, quoteLinkSecret, linkExpiry(view))
  const pdf = await pdfOf(payload, sending, brand)
  const sent = await sendMail(payload, {
    ...quoteMail({ quote: view, brand, link: `${at.origin}${answerPath(token)}`, message: input.message }),
    brand: brand.id,
    replyTo: session.email,
    attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
  })
  if (!sent.ok) return fail('unavailable', 'quote.mail_failed', { message: t('quote.mail_failed') })
  const updated = await updateQuote(payload, row.id, {
    status: 'sent',
    receiver: sending.receiver,
    answer: sending.answer,
  })
  return ok(await viewFor(payload, session, updated))
}

/** The quote a link answers, if the link is genuine, current and names the quote's latest sending. */
async function linkedQuote(payload: Payload, token: string, now: Date): Promise<Result<QuoteRow>> {
  const check = await verifyQuoteLink(token, quoteLinkSecret, now)
  if (!check.ok) {
    return check.reason === 'expired'
      ? fail('refused', 'quote.link_expired', { message: t('quote.link_expired') })
      : fail('not_found', 'quote.link_invalid', { message: t('quote.link_invalid') })
  }
  const row = await quoteByNumber(payload, check.claims.quoteId)
  if (!row) return fail('not_found', 'quote.link_invalid', { message: t('quote.link_invalid') })
  if (row.status !== 'sent' || row.answer?.sentAt !== check.claims.sentAt) {
    return fail('conflict', 'quote.link_used', { message: t('quote.link_used') })
  }
  if (stockholmNow(now).day > validityOf(row).validUntil) {
    return fail('refused', 'quote.link_expired', { message: t('quote.link_expired') })
  }
  return ok(row)
}

/** GET /v1/answers/{token}: what the receiver reads before answering. */
export async function quoteForAnswer(
  payload: Payload,
  requestBrand: Brand,
  token: string,
  now = new Date(),
): Promise<Result<QuoteAnswerView>> {
  const row = await linkedQuote(payload, token, now)
  if (!row.ok) return row
  const brand = brandOf(row.value, requestBrand)
  const quote = quoteView(row.value, await attachmentsOf(payload, [row.value.id]), 'receiver')
  return ok({ quote, brandName: brand.name, canAnswer: true })
}

/**
 * POST /v1/answers/{token}: accept or decline. Only a sent quote moves (one conditional update), so
 * a second answer through the same link, or one racing a new sending, is refused. The author hears of
 * it by mail; MyQuotes shows the new status.
 */
export async function answerQuote(
  payload: Payload,
  requestBrand: Brand,
  token: string,
  input: { decision: 'accept' | 'decline'; comment?: string },
  now = new Date(),
): Promise<Result<QuoteAnswerView>> {
  const linked = await linkedQuote(payload, token, now)
  if (!linked.ok) return linked
  const row = linked.value
  const status = input.decision === 'accept' ? 'accepted' : 'declined'
  const answered = await changeStatus(payload, row.id, ['sent'], {
    status,
    answer: { ...row.answer, answeredAt: now.toISOString(), comment: input.comment?.trim() || null },
  })
  if (!answered) return fail('conflict', 'quote.link_used', { message: t('quote.link_used') })
  const brand = brandOf(answered, requestBrand)
  const author = await userRow(payload, idOf(answered.user) as number)
  const quote = quoteView(answered, await attachmentsOf(payload, [answered.id]), 'receiver')
  if (author?.email) {
    await sendMail(payload, { ...quoteAnswerMail({ to: author.email, quote, brand }), brand: brand.id })
  }
  return ok({ quote, brandName: brand.name, canAnswer: false })
}

/** An attachment through the link, as the receiver may read it. */
export async function answerAttachment(
  payload: Payload,
  token: string,
  attachmentId: string,
): Promise<Result<AttachmentFile>> {
  const row = await linkedQuote(payload, token, new Date())
  return row.ok ? attachmentFile(payload, row.value, attachmentId) : row
}

export async function answerPdf(payload: Payload, token: string, brand: Brand): Promise<Result<QuotePdf>> {
  const row = await linkedQuote(payload, token, new Date())
  return row.ok ? ok(await pdfOf(payload, row.value, brandOf(row.value, brand))) : row
}

// ── From an accepted quote to a cart ─────────────────────────────────────────────────────────────────

/**
 * POST /v1/quotes/{id}/cart (wizard step 5): the quoted articles and quantities into the current
 * cart, delivered the first way the customer may use. The status moves to ordered first (one
 * conditional update), so a double click cannot add the lines twice; if no line could be added the
 * quote goes back to accepted.
 */
export async function quoteToCart(
  payload: Payload,
  session: Session,
  brand: Brand,
  row: QuoteRow,
): Promise<Result<QuoteCartResponse>> {
  if (row.status !== 'accepted') return fail('refused', 'quote.not_accepted', { message: t('quote.not_accepted') })
  const claimed = await changeStatus(payload, row.id, ['accepted'], { status: 'ordered' })
  if (!claimed) return fail('refused', 'quote.not_accepted', { message: t('quote.not_accepted') })
  const cart = await resolveCart(payload, session, 'current')
  const deliveryId = cartRights(session).allowedDeliveryMethods[0] as DeliveryMethod
  const added = cart.ok
    ? await addCartItems(
        payload,
        session,
        brand,
        cart.value,
        (row.items ?? []).map((item) => ({ articleNumber: item.articleNumber, quantity: item.quantity, deliveryId })),
      )
    : cart
  const refused = added.ok ? added.value.errors.map(({ articleNumber, message }) => ({ articleNumber, message })) : []
  const count = (row.items?.length ?? 0) - refused.length
  if (!added.ok || count <= 0 || !cart.ok) {
    await changeStatus(payload, row.id, ['ordered'], { status: 'accepted' })
    return added.ok
      ? fail('refused', 'quote.cart_failed', { message: t('quote.cart_failed'), details: { refused } })
      : added
  }
  return ok({ cartId: cart.value.cartId, added: count, refused })
}

// ── getVariantsForQuote ──────────────────────────────────────────────────────────────────────────────

/** Spec getVariantsForQuote: what the product step shows of articles, prices as the caller may see them. */
export async function variantsForQuote(
  payload: Payload,
  session: Session,
  articleNumbers: readonly string[],
): Promise<Result<QuoteVariant[]>> {
  const owner = ownerOf(session)
  if (!owner) return noCustomer()
  const [variants, prices] = await Promise.all([
    cartVariants(payload, articleNumbers),
    pricesFor(payload, articleNumbers, {
      customerId: session.customerId,
      visibility: priceVisibility(session.principal, session.customerId),
    }),
  ])
  return ok(
    [...new Set(articleNumbers)].flatMap((number) => {
      const variant = variants.get(number)
      if (!variant) return []
      const price = prices.get(number)
      return [
        {
          articleNumber: variant.articleNumber,
          name: variant.name,
          variantSlug: variant.variantSlug,
          image: variant.image,
          unit: price?.salesPriceUnit || variant.unit,
          netPrice: price ? price.netPrice + price.alloyingPrice : null,
          salesPrice: price ? price.salesPrice : null,
        },
      ]
    }),
  )
}
