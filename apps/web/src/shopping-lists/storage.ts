import 'server-only'
import type { ListAccess, ListQuery } from '@shop/schemas'
import type { Payload } from 'payload'
import type { CartVariant } from '../cart/storage'
import { LINE_SIZES } from '../catalog/views/image-sizes'
import type { ImageJSON } from '../collections/shared/json'
import { isoColumn, jsonColumn, placeholders, type SqlValue, sqlBatch, sqlRows } from '../db/sql'
import { pictureOf, primaryImage } from '../media/picture'

/**
 * The shopping lists' reads and writes: plain SQL on Payload's connection, like the cart's (a list of
 * 200 lines is read in one query, an add is one upsert). Nothing else: who may see and change a list
 * is service.ts's (the rules of @shop/commerce favorites.ts).
 */

export interface ListRow {
  id: number
  name: string
  access: ListAccess
  userId: number
  customerId: number | null
  projectId: number | null
  createdAt: string
  updatedAt: string
  totalRows: number
  ownerName: string
}

export interface ListItemRow {
  id: number
  articleNumber: string
  quantity: number
  note: string | null
}

interface ListRowSql {
  id: number
  favorite_name: string
  access: ListAccess
  user_id: number
  customer_id: number | null
  project_id: number | null
  created_at: unknown
  updated_at: unknown
  total_rows: number | string
  first_name: string | null
  last_name: string | null
  email: string | null
}

/** A list with its number of lines and its owner's name: one row per list. */
const LIST_SELECT = `SELECT l.id, l.favorite_name, l.access, l.user_id, l.customer_id, l.project_id, l.created_at,
       l.updated_at, u.first_name, u.last_name, u.email,
       (SELECT COUNT(*) FROM favorite_list_items i WHERE i.list_id = l.id) AS total_rows
  FROM favorite_lists l LEFT JOIN users u ON u.id = l.user_id`

const nullableId = (value: unknown) => (value === null || value === undefined ? null : Number(value))

const toListRow = (row: ListRowSql): ListRow => ({
  id: Number(row.id),
  name: row.favorite_name,
  access: row.access,
  userId: Number(row.user_id),
  customerId: nullableId(row.customer_id),
  projectId: nullableId(row.project_id),
  createdAt: isoColumn(row.created_at) ?? '',
  updatedAt: isoColumn(row.updated_at) ?? '',
  totalRows: Number(row.total_rows),
  ownerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? ''),
})

export async function listById(payload: Payload, id: number): Promise<ListRow | null> {
  const rows = await sqlRows<ListRowSql>(payload, `${LIST_SELECT} WHERE l.id = ?`, [id])
  return rows[0] ? toListRow(rows[0]) : null
}

/** Whose lists may be listed: the viewer's context, as `listRight` of @shop/commerce decides it. */
export interface ListScope {
  userId: number
  customerId: number
  projectId: number | null
}

const SORTS: Record<ListQuery['sort'], string> = {
  name: 'LOWER(l.favorite_name) ASC, l.id ASC',
  '-name': 'LOWER(l.favorite_name) DESC, l.id DESC',
  updatedAt: 'l.updated_at ASC, l.id ASC',
  '-updatedAt': 'l.updated_at DESC, l.id DESC',
  totalRows: 'total_rows ASC, l.id ASC',
  '-totalRows': 'total_rows DESC, l.id DESC',
}

/** `%` and `_` in a search word are literal. */
const likeWord = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The lists the scope may read (the chosen customer's, of its project or none when one is chosen, that are the user's
 * own or shared), filtered, sorted and paged, and how many match in all.
 */
export async function listsInScope(
  payload: Payload,
  scope: ListScope,
  query: Omit<ListQuery, 'fromUpdatedAt'> & { fromUpdatedAt?: string },
): Promise<{ rows: ListRow[]; total: number }> {
  // The SQL form of @shop/commerce inListContext and listRight's reading rule.
  const where = [
    'l.customer_id = ?',
    ...(scope.projectId === null ? [] : ['(l.project_id IS NULL OR l.project_id = ?)']),
    "(l.user_id = ? OR l.access = 'shared')",
  ]
  const args: SqlValue[] = [scope.customerId, ...(scope.projectId === null ? [] : [scope.projectId]), scope.userId]
  if (query.access) {
    where.push('l.access = ?')
    args.push(query.access)
  }
  if (query.userId) {
    where.push('l.user_id = ?')
    args.push(Number(query.userId))
  }
  if (query.fromUpdatedAt) {
    where.push('l.updated_at >= ?')
    args.push(query.fromUpdatedAt)
  }
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    where.push("LOWER(l.favorite_name) LIKE ? ESCAPE '\\'")
    args.push(likeWord(word))
  }
  const condition = where.join(' AND ')
  const [rows, counted] = await Promise.all([
    sqlRows<ListRowSql>(
      payload,
      `${LIST_SELECT} WHERE ${condition} ORDER BY ${SORTS[query.sort]} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
      args,
    ),
    sqlRows<{ n: number | string }>(payload, `SELECT COUNT(*) AS n FROM favorite_lists l WHERE ${condition}`, args),
  ])
  return { rows: rows.map(toListRow), total: Number(counted[0]?.n ?? 0) }
}

export async function insertList(
  payload: Payload,
  list: { name: string; access: ListAccess; userId: number; customerId: number; projectId: number | null },
  now: string,
): Promise<number> {
  const rows = await sqlRows<{ id: number }>(
    payload,
    `INSERT INTO favorite_lists (favorite_name, access, user_id, customer_id, project_id, updated_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [list.name, list.access, list.userId, list.customerId, list.projectId, now, now],
  )
  return Number(rows[0]?.id)
}

export async function changeList(
  payload: Payload,
  id: number,
  change: { name: string; access: ListAccess },
  now: string,
): Promise<void> {
  await sqlRows(payload, 'UPDATE favorite_lists SET favorite_name = ?, access = ?, updated_at = ? WHERE id = ?', [
    change.name,
    change.access,
    now,
    id,
  ])
}

/** The list and its lines, in one transaction. */
export async function removeList(payload: Payload, id: number): Promise<void> {
  await sqlBatch(payload, [
    { text: 'DELETE FROM favorite_list_items WHERE list_id = ?', args: [id] },
    { text: 'DELETE FROM favorite_lists WHERE id = ?', args: [id] },
  ])
}

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

interface ItemRowSql {
  id: number
  article_number: string
  quantity: number | string
  note: string | null
}

const ITEM_COLUMNS = 'id, article_number, quantity, note'

const toItemRow = (row: ItemRowSql): ListItemRow => ({
  id: Number(row.id),
  articleNumber: row.article_number,
  quantity: Number(row.quantity),
  note: row.note,
})

/** The catalog facts a list line shows: a part of the cart line's. */
export type ListVariant = Pick<
  CartVariant,
  'articleNumber' | 'name' | 'variantSlug' | 'ean' | 'image' | 'picture' | 'unit' | 'orderMultiple'
>

/**
 * A page of the list's lines, oldest first, with the catalog facts of their articles (an article no
 * longer in the catalog is absent from `variants`): one query for what a page of tiles shows.
 */
export async function itemsWithVariants(
  payload: Payload,
  listId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ListItemRow[]; variants: Map<string, ListVariant> }> {
  const found = await sqlRows<ItemRowSql & Record<string, unknown>>(
    payload,
    `SELECT i.id, i.article_number, i.quantity, i.note, v.name AS v_name, v.variant_slug AS v_slug, v.ean AS v_ean,
            v.web_sales_unit_unit AS v_unit, v.purchase_constraints_order_multiple AS v_multiple, v.images AS v_images
       FROM favorite_list_items i LEFT JOIN variants v ON v.article_number = i.article_number
      WHERE i.list_id = ? ORDER BY i.id LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
    [listId],
  )
  const variants = new Map<string, ListVariant>()
  for (const row of found) {
    if (row.v_name == null) continue
    const image = primaryImage(jsonColumn<ImageJSON[]>(row.v_images, []))
    variants.set(row.article_number, {
      articleNumber: row.article_number,
      name: String(row.v_name),
      variantSlug: String(row.v_slug),
      ean: (row.v_ean as string | null) ?? null,
      image: image?.assetUrl ?? null,
      picture: pictureOf(image, LINE_SIZES),
      unit: (row.v_unit as string | null) ?? 'st',
      orderMultiple: Math.max(1, Number(row.v_multiple ?? 1)),
    })
  }
  return { rows: found.map(toItemRow), variants }
}

/** The list's lines, oldest first: all of them, or a page. */
export async function itemRows(
  payload: Payload,
  listId: number,
  page?: { offset: number; limit: number },
): Promise<ListItemRow[]> {
  const paging = page ? ` LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}` : ''
  const rows = await sqlRows<ItemRowSql>(
    payload,
    `SELECT ${ITEM_COLUMNS} FROM favorite_list_items WHERE list_id = ? ORDER BY id${paging}`,
    [listId],
  )
  return rows.map(toItemRow)
}

export interface NewListLine {
  articleNumber: string
  quantity: number
  /** Undefined keeps the line's note; null clears it. */
  note?: string | null
}

/**
 * Adds each line, or sets the quantity (and, where given, the note) of the list's line of the same
 * article: one statement per kind of line (with and without a note), then the list's change time.
 * The lines must name distinct articles. Answers the written rows.
 */
export async function upsertItems(
  payload: Payload,
  listId: number,
  lines: readonly NewListLine[],
  now: string,
): Promise<ListItemRow[]> {
  if (lines.length === 0) return []
  const upsert = async (group: readonly NewListLine[], setNote: boolean) => {
    if (group.length === 0) return []
    const rows = await sqlRows<ItemRowSql>(
      payload,
      `INSERT INTO favorite_list_items (list_id, article_number, quantity, note, updated_at, created_at)
       VALUES ${group.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (list_id, article_number)
       DO UPDATE SET quantity = excluded.quantity,${setNote ? ' note = excluded.note,' : ''} updated_at = excluded.updated_at
       RETURNING ${ITEM_COLUMNS}`,
      group.flatMap((line): SqlValue[] => [listId, line.articleNumber, line.quantity, line.note ?? null, now, now]),
    )
    return rows.map(toItemRow)
  }
  const written = [
    ...(await upsert(
      lines.filter((line) => line.note !== undefined),
      true,
    )),
    ...(await upsert(
      lines.filter((line) => line.note === undefined),
      false,
    )),
  ]
  await touchList(payload, listId, now)
  return written.sort((a, b) => a.id - b.id)
}

/** Changes one line in place. */
export async function changeItem(payload: Payload, listId: number, line: ListItemRow, now: string): Promise<void> {
  await sqlBatch(payload, [
    {
      text: 'UPDATE favorite_list_items SET quantity = ?, note = ?, updated_at = ? WHERE id = ? AND list_id = ?',
      args: [line.quantity, line.note, now, line.id, listId],
    },
    { text: 'UPDATE favorite_lists SET updated_at = ? WHERE id = ?', args: [now, listId] },
  ])
}

export async function deleteItems(
  payload: Payload,
  listId: number,
  ids: readonly number[],
  now: string,
): Promise<void> {
  if (ids.length === 0) return
  await sqlBatch(payload, [
    {
      text: `DELETE FROM favorite_list_items WHERE list_id = ? AND id IN (${placeholders(ids.length)})`,
      args: [listId, ...ids],
    },
    { text: 'UPDATE favorite_lists SET updated_at = ? WHERE id = ?', args: [now, listId] },
  ])
}

async function touchList(payload: Payload, listId: number, now: string): Promise<void> {
  await sqlRows(payload, 'UPDATE favorite_lists SET updated_at = ? WHERE id = ?', [now, listId])
}
