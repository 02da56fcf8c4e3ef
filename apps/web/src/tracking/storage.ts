import 'server-only'
import { POPULARITY_WEIGHTS } from '@shop/commerce/tracking/popular'
import type { TrackingEventType } from '@shop/schemas'
import type { Payload } from 'payload'
import { sqlBatch, sqlRows } from '../db/sql'

/**
 * The tracking events' storage: SQL on `tracking-events` (collections/accounts/TrackingEvents.ts).
 * A batch is one INSERT, and ranking is one grouped query, because a busy shop sends many small
 * batches and the Local API would write them a row and a transaction at a time.
 */

export interface TrackingEventRow {
  trackingId: string
  type: TrackingEventType
  articleNumber: string
  quantity: number
  orderId: string | null
  userId: string | null
  brand: string
}

/** Which of the given article numbers name a variant of the catalog. */
export async function knownArticleNumbers(payload: Payload, articleNumbers: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(articleNumbers)]
  if (unique.length === 0) return new Set()
  const rows = await sqlRows<{ article_number: string }>(
    payload,
    `SELECT article_number FROM variants WHERE article_number IN (${unique.map(() => '?').join(', ')})`,
    unique,
  )
  return new Set(rows.map((row) => row.article_number))
}

/** Stores the rows in one statement (all or none), stamped `at`. */
export async function insertTrackingEvents(payload: Payload, rows: TrackingEventRow[], at: Date): Promise<void> {
  if (rows.length === 0) return
  const stamp = at.toISOString()
  await sqlBatch(payload, [
    {
      text: `INSERT INTO tracking_events
        (tracking_id, type, article_number, quantity, order_id, user_id, brand, updated_at, created_at)
        VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      args: rows.flatMap((row) => [
        row.trackingId,
        row.type,
        row.articleNumber,
        row.quantity,
        row.orderId,
        row.userId,
        row.brand,
        stamp,
        stamp,
      ]),
    },
  ])
}

// The weights are the code's own integers (never input), written into the statement so that both
// dialects sum integers: a bound parameter in a CASE would be typed text on Postgres.
const SCORE = `SUM(CASE e.type WHEN 'purchase' THEN ${POPULARITY_WEIGHTS.purchase}
  WHEN 'addtocart' THEN ${POPULARITY_WEIGHTS.addtocart} ELSE ${POPULARITY_WEIGHTS.click} END)`

/**
 * A brand's article numbers by weighted events since `since`, best first (ties: the most recent
 * event first, then the article number), only variants still sold (not discontinued).
 */
export async function rankedArticles(
  payload: Payload,
  brand: string,
  since: Date,
  limit: number,
): Promise<Array<{ articleNumber: string; score: number }>> {
  const rows = await sqlRows<{ article_number: string; score: number | string }>(
    payload,
    `SELECT e.article_number AS article_number, ${SCORE} AS score, MAX(e.created_at) AS latest
      FROM tracking_events e JOIN variants v ON v.article_number = e.article_number
      WHERE e.brand = ? AND e.created_at >= ? AND COALESCE(v.discontinued, false) = false
      GROUP BY e.article_number
      ORDER BY score DESC, latest DESC, e.article_number
      LIMIT ?`,
    [brand, since.toISOString(), limit],
  )
  return rows.map((row) => ({ articleNumber: row.article_number, score: Number(row.score) }))
}
