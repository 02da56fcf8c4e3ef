import 'server-only'
import { randomBytes } from 'node:crypto'
import type { QuoteListQuery, QuoteStatus } from '@shop/schemas'
import type { Payload, Where } from 'payload'
import type { Quote, QuoteAttachment } from '../payload-types'

/**
 * The quotes' storage: Payload Local API calls on `quotes` (lines are the quote's arrays, at most
 * QUOTE_LINE_LIMIT each, so a quote is read and written whole) and `quote-attachments` (an upload
 * collection: Payload keeps the file in UPLOAD_DIR, or a storage adapter's bucket).
 */

export type QuoteRow = Quote
export type AttachmentRow = QuoteAttachment
export type QuoteData = Partial<Omit<Quote, 'id' | 'attachments' | 'createdAt' | 'updatedAt'>>

/** Whose quotes: the author in the customer the quote was written for. */
export interface QuoteOwner {
  userId: number
  customerId: number
}

const STATUS_FILTER: Record<QuoteListQuery['status'], QuoteStatus[] | null> = {
  all: null,
  draft: ['created', 'notSent', 'draft', 'inReview'],
  accepted: ['accepted', 'ordered'],
}

const SORT_FIELD: Record<QuoteListQuery['sort'], string> = {
  '-updatedAt': '-updatedAt',
  updatedAt: 'updatedAt',
  '-quoteId': '-quoteId',
  quoteId: 'quoteId',
  receiver: 'receiver.name',
  '-receiver': '-receiver.name',
}

const ownedBy = (owner: QuoteOwner): Where[] => [
  { user: { equals: owner.userId } },
  { customer: { equals: owner.customerId } },
]

export async function quoteByNumber(payload: Payload, quoteId: string): Promise<QuoteRow | null> {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { quoteId: { equals: quoteId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function quotesOf(
  payload: Payload,
  owner: QuoteOwner,
  query: QuoteListQuery,
): Promise<{ rows: QuoteRow[]; total: number }> {
  const and = ownedBy(owner)
  const statuses = STATUS_FILTER[query.status]
  if (statuses) and.push({ status: { in: statuses } })
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    and.push({
      or: ['quoteId', 'receiver.name', 'receiver.label', 'receiver.contactPerson'].map((field) => ({
        [field]: { like: word },
      })),
    })
  }
  const result = await payload.find({
    collection: 'quotes',
    where: { and },
    sort: [SORT_FIELD[query.sort], '-id'],
    depth: 0,
    page: Math.floor(query.offset / query.limit) + 1,
    limit: query.limit,
    overrideAccess: true,
  })
  return { rows: result.docs, total: result.totalDocs }
}

/** The owner's quotes among `quoteIds`. */
export async function ownedQuotes(payload: Payload, owner: QuoteOwner, quoteIds: readonly string[]) {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { and: [...ownedBy(owner), { quoteId: { in: [...quoteIds] } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * A new quote with the next number. The number comes from the row id (`Q-000042`), which only the
 * insert knows: the row is written with a provisional unique number and renumbered at once.
 */
export async function insertQuote(payload: Payload, data: QuoteData & Pick<Quote, 'user'>): Promise<QuoteRow> {
  const provisional = `Q-NEW-${randomBytes(6).toString('hex').toUpperCase()}`
  const created = await payload.create({
    collection: 'quotes',
    data: { status: 'draft', priceType: 'net', ...data, quoteId: provisional },
    depth: 0,
    overrideAccess: true,
  })
  return updateQuote(payload, created.id, { quoteId: `Q-${String(created.id).padStart(6, '0')}` })
}

export async function updateQuote(payload: Payload, id: number, data: QuoteData): Promise<QuoteRow> {
  return payload.update({ collection: 'quotes', id, data, depth: 0, overrideAccess: true })
}

/**
 * Moves a quote from one status to another only if it is still in one of `from`: two answers racing
 * through the same link (or an answer racing a new sending) cannot both win.
 */
export async function changeStatus(
  payload: Payload,
  id: number,
  from: readonly QuoteStatus[],
  data: QuoteData,
): Promise<QuoteRow | null> {
  const { docs } = await payload.update({
    collection: 'quotes',
    where: { and: [{ id: { equals: id } }, { status: { in: [...from] } }] },
    data,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Deletes quotes and their attachments (files included). */
export async function removeQuotes(payload: Payload, ids: readonly number[]): Promise<void> {
  if (!ids.length) return
  await payload.delete({
    collection: 'quote-attachments',
    where: { quote: { in: [...ids] } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'quotes', where: { id: { in: [...ids] } }, overrideAccess: true })
}

// ── Attachments ────────────────────────────────────────────────────────────────────────────────────

export async function attachmentsOf(payload: Payload, quoteIds: readonly number[]): Promise<AttachmentRow[]> {
  if (!quoteIds.length) return []
  const { docs } = await payload.find({
    collection: 'quote-attachments',
    where: { quote: { in: [...quoteIds] } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

export async function insertAttachment(
  payload: Payload,
  quote: QuoteRow,
  file: { name: string; mimetype: string; data: Buffer },
): Promise<AttachmentRow> {
  return payload.create({
    collection: 'quote-attachments',
    data: { quote: quote.id, user: quote.user as number, customer: (quote.customer as number | null) ?? null },
    // Payload names the stored file after `name`, adding -1, -2… when taken.
    file: { name: file.name, mimetype: file.mimetype, data: file.data, size: file.data.length },
    depth: 0,
    overrideAccess: true,
  })
}

export async function removeAttachment(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: 'quote-attachments', id, overrideAccess: true })
}

/** Where Payload stored an attachment's file. */
export function attachmentPath(payload: Payload, attachment: AttachmentRow): string {
  const dir = payload.collections['quote-attachments'].config.upload.staticDir
  return `${dir}/${attachment.filename}`
}
