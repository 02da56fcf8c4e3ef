import 'server-only'
import type { Payload } from 'payload'
import { sqlRows } from '../db/sql'

/** The clean-up's statements; each answers how many rows it touched. */

/** Sessions whose refresh token has run out, replaced and revoked ones included: nothing can use them. */
export async function deleteExpiredSessions(payload: Payload, now: Date): Promise<number> {
  const rows = await sqlRows(payload, 'DELETE FROM auth_sessions WHERE expires_at < ? RETURNING id', [
    now.toISOString(),
  ])
  return rows.length
}

/** One-time tickets (activation, reset, punch-out start) that were used or ran out. */
export async function deleteSpentTickets(payload: Payload, now: Date): Promise<number> {
  const rows = await sqlRows(
    payload,
    'DELETE FROM auth_tickets WHERE used_at IS NOT NULL OR expires_at < ? RETURNING id',
    [now.toISOString()],
  )
  return rows.length
}

/** Idempotency keys of orders placed before `before`: no client retries that late; the orders stay. */
export async function forgetIdempotencyKeys(payload: Payload, before: Date): Promise<number> {
  const rows = await sqlRows(
    payload,
    'UPDATE orders SET idempotency_key = NULL WHERE idempotency_key IS NOT NULL AND placed_at < ? RETURNING id',
    [before.toISOString()],
  )
  return rows.length
}
