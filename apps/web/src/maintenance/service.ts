import 'server-only'
import { ok, type Result } from '@shop/commerce'
import type { Payload } from 'payload'
import { deleteExpiredSessions, deleteSpentTickets, forgetIdempotencyKeys } from './storage'

/**
 * The scheduled clean-up (issue 17): rows that only grow and that nothing reads any more. Safe to run on
 * every instance at once: each statement removes what is already spent, whoever runs it first.
 */

/** A checkout retried with the same key within this many days still finds its order. */
export const IDEMPOTENCY_KEY_DAYS = 30

export interface CleanUpReport {
  sessions: number
  tickets: number
  idempotencyKeys: number
}

export async function cleanUp(payload: Payload, now = new Date()): Promise<Result<CleanUpReport>> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60_000)
  return ok({
    sessions: await deleteExpiredSessions(payload, now),
    tickets: await deleteSpentTickets(payload, now),
    idempotencyKeys: await forgetIdempotencyKeys(payload, keysBefore),
  })
}
