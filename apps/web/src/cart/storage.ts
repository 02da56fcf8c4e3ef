import 'server-only'
import type { DeliveryMethod } from '@shop/schemas'
import type { Payload } from 'payload'
import { LINE_SIZES } from '../catalog/views/image-sizes'
import type { ImageJSON } from '../collections/shared/json'
import { isoColumn, jsonColumn, placeholders, type SqlValue, sqlBatch, sqlRows } from '../db/sql'
import { forUpdate, type Transaction } from '../db/transaction'
import { type Picture, pictureOf, primaryImage } from '../media/picture'

/**
 * The cart's reads and writes (plain SQL on Payload's connection: every call touches a few rows by
 * key and must be cheap under load, bench/checkout), and the catalog facts a cart line needs. Nothing
 * else: whose cart it is and what may be added is service.ts's.
 */

export interface CartRow {
  id: number
  cartId: string
  userId: number
  customerId: number | null
  projectId: number | null
  deliveryIdsInOrder: DeliveryMethod[]
}

/** Whose cart: a user in one customer/project context (null ids: no customer or project chosen). */
export interface CartOwner {
  userId: number
  customerId: number | null
  projectId: number | null
}

export interface ItemRow {
  id: number
  articleNumber: string
  deliveryId: DeliveryMethod
  quantity: number
  label: string | null
  /** 'YYYY-MM-DD' or null (the earliest date). */
  requestedDeliveryDate: string | null
}

/** The catalog facts a cart line needs. */
export interface CartVariant {
  articleNumber: string
  name: string
  variantSlug: string
  ean: string | null
  image: string | null
  /** The image for a line's thumbnail (media/picture.ts). */
  picture: Picture | null
  unit: string
  discontinued: boolean
  replacementArticleNumber: string | null
  filterTags: string[]
  stockedAt: string[]
  onlyStore: boolean
  mustBeInStockedAt: boolean
  orderMultiple: number
}

// ── Carts ────────────────────────────────────────────────────────────────────────────────────────────

interface CartRowSql {
  id: number
  cart_id: string
  user_id: number
  customer_id: number | null
  project_id: number | null
  delivery_ids_in_order: unknown
}

const CART_COLUMNS = 'id, cart_id, user_id, customer_id, project_id, delivery_ids_in_order'

const toCartRow = (row: CartRowSql): CartRow => ({
  id: Number(row.id),
  cartId: row.cart_id,
  userId: Number(row.user_id),
  customerId: row.customer_id === null ? null : Number(row.customer_id),
  projectId: row.project_id === null ? null : Number(row.project_id),
  deliveryIdsInOrder: jsonColumn<DeliveryMethod[]>(row.delivery_ids_in_order, []),
})

/** The owner's active cart; when two were made by racing first adds, the lowest id. */
export async function activeCart(payload: Payload, owner: CartOwner): Promise<CartRow | null> {
  const { userId, customerId, projectId } = owner
  const rows = await sqlRows<CartRowSql>(
    payload,
    `SELECT ${CART_COLUMNS} FROM carts
      WHERE user_id = ? AND status = 'active'
        AND ${customerId === null ? 'customer_id IS NULL' : 'customer_id = ?'}
        AND ${projectId === null ? 'project_id IS NULL' : 'project_id = ?'}
      ORDER BY id LIMIT 1`,
    [userId, ...(customerId === null ? [] : [customerId]), ...(projectId === null ? [] : [projectId])],
  )
  return rows[0] ? toCartRow(rows[0]) : null
}

/** An active cart by its cartId, whoever's it is. */
export async function activeCartById(payload: Payload, cartId: string): Promise<CartRow | null> {
  const rows = await sqlRows<CartRowSql>(
    payload,
    `SELECT ${CART_COLUMNS} FROM carts WHERE cart_id = ? AND status = 'active'`,
    [cartId],
  )
  return rows[0] ? toCartRow(rows[0]) : null
}

export async function insertCart(payload: Payload, owner: CartOwner, cartId: string, now: string): Promise<void> {
  await sqlRows(
    payload,
    `INSERT INTO carts (cart_id, user_id, customer_id, project_id, status, delivery_ids_in_order, updated_at, created_at)
     VALUES (?, ?, ?, ?, 'active', ?, ?, ?)`,
    [cartId, owner.userId, owner.customerId, owner.projectId, '[]', now, now],
  )
}

/** The cart is gone (status DELETED); the owner's next add starts a new one. */
export async function retireCart(payload: Payload, cartId: string, now: string): Promise<void> {
  await sqlRows(payload, `UPDATE carts SET status = 'DELETED', updated_at = ? WHERE cart_id = ?`, [now, cartId])
}

export async function setDeliveryIdsInOrder(
  payload: Payload,
  cartRowId: number,
  deliveryIds: readonly DeliveryMethod[],
  now: string,
): Promise<void> {
  await sqlRows(payload, 'UPDATE carts SET delivery_ids_in_order = ?, updated_at = ? WHERE id = ?', [
    JSON.stringify(deliveryIds),
    now,
    cartRowId,
  ])
}

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

interface ItemRowSql {
  id: number
  article_number: string
  delivery_id: DeliveryMethod
  quantity: number | string
  label: string | null
  requested_delivery_date: unknown
}

const ITEM_COLUMNS = 'id, article_number, delivery_id, quantity, label, requested_delivery_date'

const toItemRow = (row: ItemRowSql): ItemRow => ({
  id: Number(row.id),
  articleNumber: row.article_number,
  deliveryId: row.delivery_id,
  quantity: Number(row.quantity),
  label: row.label,
  requestedDeliveryDate: isoColumn(row.requested_delivery_date)?.slice(0, 10) ?? null,
})

const byId = (a: ItemRow, b: ItemRow) => a.id - b.id

/** A requested day as the date column holds it. */
const dateValue = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null)

/** The cart's lines, oldest first. */
export async function itemRows(payload: Payload, cartRowId: number): Promise<ItemRow[]> {
  const rows = await sqlRows<ItemRowSql>(
    payload,
    `SELECT ${ITEM_COLUMNS} FROM cart_items WHERE cart_id = ? ORDER BY id`,
    [cartRowId],
  )
  return rows.map(toItemRow)
}

export interface NewLine {
  articleNumber: string
  deliveryId: DeliveryMethod
  quantity: number
  label: string | null
  requestedDeliveryDate: string | null
}

/**
 * Adds each line, or adds its quantity to the cart's line of the same article and delivery (one row
 * per article and delivery, so two tabs adding at once cannot overwrite each other). One statement;
 * answers the rows as they now are. The lines must name distinct article/delivery pairs.
 */
export async function upsertLines(
  payload: Payload,
  cartRowId: number,
  lines: readonly NewLine[],
  now: string,
): Promise<ItemRow[]> {
  if (lines.length === 0) return []
  const rows = await sqlRows<ItemRowSql>(
    payload,
    `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, requested_delivery_date, updated_at, created_at)
     VALUES ${lines.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
     ON CONFLICT (cart_id, article_number, delivery_id)
     DO UPDATE SET quantity = cart_items.quantity + excluded.quantity,
                   label = COALESCE(excluded.label, cart_items.label), updated_at = excluded.updated_at
     RETURNING ${ITEM_COLUMNS}`,
    lines.flatMap((line): SqlValue[] => [
      cartRowId,
      line.articleNumber,
      line.deliveryId,
      line.quantity,
      line.label,
      dateValue(line.requestedDeliveryDate),
      now,
      now,
    ]),
  )
  return rows.map(toItemRow).sort(byId)
}

/** Changes one line in place. */
export async function updateLine(payload: Payload, line: ItemRow, now: string): Promise<void> {
  await sqlRows(
    payload,
    `UPDATE cart_items SET article_number = ?, delivery_id = ?, quantity = ?, label = ?, requested_delivery_date = ?,
            updated_at = ? WHERE id = ?`,
    [
      line.articleNumber,
      line.deliveryId,
      line.quantity,
      line.label,
      dateValue(line.requestedDeliveryDate),
      now,
      line.id,
    ],
  )
}

/** Moves `quantity` of line `fromId` into line `intoId` and removes `fromId`, in one transaction. */
export async function mergeLine(
  payload: Payload,
  fromId: number,
  intoId: number,
  quantity: number,
  now: string,
): Promise<void> {
  await sqlBatch(payload, [
    {
      text: 'UPDATE cart_items SET quantity = quantity + ?, updated_at = ? WHERE id = ?',
      args: [quantity, now, intoId],
    },
    { text: 'DELETE FROM cart_items WHERE id = ?', args: [fromId] },
  ])
}

/** Removes the named lines of the cart, or all of them. */
export async function deleteLines(payload: Payload, cartRowId: number, ids: readonly number[] | 'all'): Promise<void> {
  if (ids === 'all') {
    await sqlRows(payload, 'DELETE FROM cart_items WHERE cart_id = ?', [cartRowId])
    return
  }
  if (ids.length === 0) return
  await sqlRows(payload, `DELETE FROM cart_items WHERE cart_id = ? AND id IN (${placeholders(ids.length)})`, [
    cartRowId,
    ...ids,
  ])
}

/** The requested date of one delivery's lines, or of every line (deliveryId null). */
export async function setRequestedDate(
  payload: Payload,
  cartRowId: number,
  deliveryId: DeliveryMethod | null,
  day: string,
  now: string,
): Promise<void> {
  await sqlRows(
    payload,
    `UPDATE cart_items SET requested_delivery_date = ?, updated_at = ? WHERE cart_id = ?${deliveryId ? ' AND delivery_id = ?' : ''}`,
    [dateValue(day), now, cartRowId, ...(deliveryId ? [deliveryId] : [])],
  )
}

/**
 * One transaction: `lines` (the source cart's) are added to the destination cart (merged into lines
 * of the same article and delivery), the source's lines are removed and the source is retired, and
 * the destination's included deliveries become `deliveryIdsInOrder`.
 */
export async function moveLines(
  payload: Payload,
  move: {
    destId: number
    srcId: number
    lines: readonly ItemRow[]
    deliveryIdsInOrder: readonly DeliveryMethod[]
  },
  now: string,
): Promise<void> {
  await sqlBatch(payload, [
    ...move.lines.map((row) => ({
      text: `INSERT INTO cart_items (cart_id, article_number, delivery_id, quantity, label, requested_delivery_date, updated_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (cart_id, article_number, delivery_id)
             DO UPDATE SET quantity = cart_items.quantity + excluded.quantity, updated_at = excluded.updated_at`,
      args: [
        move.destId,
        row.articleNumber,
        row.deliveryId,
        row.quantity,
        row.label,
        dateValue(row.requestedDeliveryDate),
        now,
        now,
      ] as SqlValue[],
    })),
    { text: 'DELETE FROM cart_items WHERE cart_id = ?', args: [move.srcId] },
    { text: `UPDATE carts SET status = 'DELETED', updated_at = ? WHERE id = ?`, args: [now, move.srcId] },
    {
      text: 'UPDATE carts SET delivery_ids_in_order = ?, updated_at = ? WHERE id = ?',
      args: [JSON.stringify(move.deliveryIdsInOrder), now, move.destId],
    },
  ])
}

// ── Catalog facts ────────────────────────────────────────────────────────────────────────────────────

const VARIANT_FIELDS = [
  'article_number',
  'name',
  'variant_slug',
  'ean',
  'discontinued',
  'replacement_article_number',
  'filter_tags',
  'stocked_at',
  'purchase_constraints_only_store',
  'purchase_constraints_must_be_in_stocked_at',
  'purchase_constraints_order_multiple',
  'web_sales_unit_unit',
  'images',
] as const
const VARIANT_COLUMNS = VARIANT_FIELDS.join(', ')
/** The variant columns of a join with cart_items, prefixed `v_` so no name clashes. */
const JOINED_VARIANT_COLUMNS = VARIANT_FIELDS.map((field) => `v.${field} AS v_${field}`).join(', ')

function toVariant(row: Record<string, unknown>, prefix = ''): CartVariant {
  const field = (name: (typeof VARIANT_FIELDS)[number]) => row[`${prefix}${name}`]
  const image = primaryImage(jsonColumn<ImageJSON[]>(field('images'), []))
  return {
    articleNumber: String(field('article_number')),
    name: String(field('name')),
    variantSlug: String(field('variant_slug')),
    ean: (field('ean') as string | null) ?? null,
    image: image?.assetUrl ?? null,
    picture: pictureOf(image, LINE_SIZES),
    unit: (field('web_sales_unit_unit') as string | null) ?? 'st',
    discontinued: Boolean(field('discontinued')),
    replacementArticleNumber: (field('replacement_article_number') as string | null) ?? null,
    filterTags: jsonColumn<string[]>(field('filter_tags'), []),
    stockedAt: jsonColumn<string[]>(field('stocked_at'), []),
    onlyStore: Boolean(field('purchase_constraints_only_store')),
    mustBeInStockedAt: Boolean(field('purchase_constraints_must_be_in_stocked_at')),
    orderMultiple: Math.max(1, Number(field('purchase_constraints_order_multiple') ?? 1)),
  }
}

/**
 * The cart's lines, oldest first, with the catalog facts of their articles (an article no longer in
 * the catalog is absent from `variants`): one query for what every cart answer shows.
 */
export async function linesWithVariants(
  payload: Payload,
  cartRowId: number,
): Promise<{ rows: ItemRow[]; variants: Map<string, CartVariant> }> {
  const found = await sqlRows<ItemRowSql & Record<string, unknown>>(
    payload,
    `SELECT ci.id, ci.article_number, ci.delivery_id, ci.quantity, ci.label, ci.requested_delivery_date,
            ${JOINED_VARIANT_COLUMNS}
       FROM cart_items ci LEFT JOIN variants v ON v.article_number = ci.article_number
      WHERE ci.cart_id = ? ORDER BY ci.id`,
    [cartRowId],
  )
  const variants = new Map<string, CartVariant>()
  for (const row of found) if (row.v_article_number != null) variants.set(row.article_number, toVariant(row, 'v_'))
  return { rows: found.map(toItemRow), variants }
}

/** The catalog facts of `articleNumbers`, by article number (unknown articles are absent). */
export async function cartVariants(
  payload: Payload,
  articleNumbers: readonly string[],
): Promise<Map<string, CartVariant>> {
  const unique = [...new Set(articleNumbers)]
  const found = new Map<string, CartVariant>()
  if (!unique.length) return found
  const rows = await sqlRows<Record<string, unknown>>(
    payload,
    `SELECT ${VARIANT_COLUMNS} FROM variants WHERE article_number IN (${placeholders(unique.length)})`,
    unique,
  )
  for (const row of rows) found.set(String(row.article_number), toVariant(row))
  return found
}

/**
 * What each identifier of an order file names: an article number, else an EAN (suppliers'
 * spreadsheets often carry only the EAN). An article number wins over another article's equal EAN.
 * Keyed by the identifier as given.
 */
export async function variantsByIdentifier(
  payload: Payload,
  identifiers: readonly string[],
): Promise<Map<string, CartVariant>> {
  const unique = [...new Set(identifiers)]
  const found = new Map<string, CartVariant>()
  if (unique.length === 0) return found
  const rows = await sqlRows<Record<string, unknown>>(
    payload,
    `SELECT ${VARIANT_COLUMNS} FROM variants
      WHERE article_number IN (${placeholders(unique.length)}) OR ean IN (${placeholders(unique.length)})
      ORDER BY article_number`,
    [...unique, ...unique],
  )
  const byEan = new Map<string, CartVariant>()
  for (const row of rows) {
    const variant = toVariant(row)
    found.set(variant.articleNumber, variant)
    if (variant.ean && !byEan.has(variant.ean)) byEan.set(variant.ean, variant)
  }
  for (const [ean, variant] of byEan) if (!found.has(ean)) found.set(ean, variant)
  return found
}

/**
 * Quick order's live lookup: article numbers whose number or EAN starts with `q`, exact matches first
 * (an EAN scanned into the field), then shorter numbers before longer. `q` holds only letters, digits
 * and '-' (the route's schema), so it needs no LIKE escaping.
 */
export async function articleNumbersLike(payload: Payload, q: string, limit: number): Promise<string[]> {
  const prefix = `${q}%`
  const rows = await sqlRows<{ article_number: string }>(
    payload,
    `SELECT article_number FROM variants
      WHERE article_number LIKE ? OR ean LIKE ?
      ORDER BY CASE WHEN article_number = ? OR ean = ? THEN 0 ELSE 1 END, LENGTH(article_number), article_number
      LIMIT ${Number(limit)}`,
    [prefix, prefix, q, q],
  )
  return rows.map((row) => String(row.article_number))
}

// ── Inside an order's transaction (orders/service.ts placeOrder) ───────────────────────────────────

/** One delivery's lines as they are now, locked. */
export async function deliveryLines(
  tx: Transaction,
  cartRowId: number,
  deliveryId: DeliveryMethod,
): Promise<Array<{ id: number; quantity: number }>> {
  const rows = await tx.rows<{ id: number; quantity: number | string }>(
    `SELECT id, quantity FROM cart_items WHERE cart_id = ? AND delivery_id = ? ORDER BY id${forUpdate(tx)}`,
    [cartRowId, deliveryId],
  )
  return rows.map((row) => ({ id: Number(row.id), quantity: Number(row.quantity) }))
}

/** Empties the ordered lines. */
export async function deleteCartLines(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await tx.run(`DELETE FROM cart_items WHERE id IN (${placeholders(ids.length)})`, [...ids])
}
