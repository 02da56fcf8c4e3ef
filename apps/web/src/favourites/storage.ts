import 'server-only'
import type { Payload } from 'payload'
import { isoColumn, placeholders, sqlRows } from '../db/sql'

/**
 * The user's favourite articles (the heart): plain SQL on Payload's connection, a few rows by key.
 * Nothing else: the cap and what an answer holds are service.ts's.
 */

export interface FavouriteRow {
  id: number
  articleNumber: string
  createdAt: string
}

interface FavouriteRowSql {
  id: number
  article_number: string
  created_at: unknown
}

const COLUMNS = 'id, article_number, created_at'

const toRow = (row: FavouriteRowSql): FavouriteRow => ({
  id: Number(row.id),
  articleNumber: row.article_number,
  createdAt: isoColumn(row.created_at) ?? '',
})

/** The user's favourites, newest first, at most `limit`, and how many they have in all. */
export async function favouriteRows(
  payload: Payload,
  userId: number,
  limit: number,
): Promise<{ rows: FavouriteRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    sqlRows<FavouriteRowSql>(
      payload,
      `SELECT ${COLUMNS} FROM user_favorites WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ${Number(limit)}`,
      [userId],
    ),
    countFavourites(payload, userId),
  ])
  return { rows: rows.map(toRow), total: counted }
}

export async function countFavourites(payload: Payload, userId: number): Promise<number> {
  const rows = await sqlRows<{ n: number | string }>(
    payload,
    'SELECT COUNT(*) AS n FROM user_favorites WHERE user_id = ?',
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

/** The user's favourite of `articleNumber`, if they hearted it. */
export async function favouriteOf(
  payload: Payload,
  userId: number,
  articleNumber: string,
): Promise<FavouriteRow | null> {
  const rows = await sqlRows<FavouriteRowSql>(
    payload,
    `SELECT ${COLUMNS} FROM user_favorites WHERE user_id = ? AND article_number = ?`,
    [userId, articleNumber],
  )
  return rows[0] ? toRow(rows[0]) : null
}

/**
 * Adds the favourite while the user has fewer than `cap` (one statement, so the count and the insert
 * see the same rows on SQLite). Null when nothing was added: the cap was reached, or the article was
 * hearted meanwhile. The timestamps are the columns' defaults.
 */
export async function insertFavourite(
  payload: Payload,
  userId: number,
  articleNumber: string,
  cap: number,
): Promise<FavouriteRow | null> {
  const rows = await sqlRows<FavouriteRowSql>(
    payload,
    `INSERT INTO user_favorites (user_id, article_number)
     SELECT CAST(? AS INTEGER), CAST(? AS VARCHAR)
      WHERE (SELECT COUNT(*) FROM user_favorites WHERE user_id = ?) < ?
     ON CONFLICT (user_id, article_number) DO NOTHING
     RETURNING ${COLUMNS}`,
    [userId, articleNumber, userId, cap],
  )
  return rows[0] ? toRow(rows[0]) : null
}

/** Removes those of `ids` that are the user's; others are left alone. */
export async function deleteFavourites(payload: Payload, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await sqlRows(payload, `DELETE FROM user_favorites WHERE user_id = ? AND id IN (${placeholders(ids.length)})`, [
    userId,
    ...ids,
  ])
}
