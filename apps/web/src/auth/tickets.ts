import { hashOpaqueToken, newOpaqueToken } from '@shop/auth'
import type { Payload, PayloadRequest } from 'payload'
import type { TicketPurpose } from '../collections/accounts/AuthTickets'
import { sqlRows } from '../db/sql'
import type { User } from '../payload-types'
import { findAccount } from '../users/storage'

/** How long each kind of one-time link stays usable. */
const LIFETIME_MS: Record<TicketPurpose, number> = {
  activate: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
  challenge: 10 * 60_000,
}

/** Issues a one-time token for a user; only its hash is stored. */
export async function issueTicket(
  payload: Payload,
  userId: number,
  purpose: TicketPurpose,
  req?: PayloadRequest,
  now = new Date(),
) {
  const { token, hash } = newOpaqueToken()
  await payload.create({
    collection: 'auth-tickets',
    data: {
      tokenHash: hash,
      user: userId,
      purpose,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]).toISOString(),
    },
    overrideAccess: true,
    req,
  })
  return token
}

interface TicketRow {
  id: number
  user: number | { id: number }
  expiresAt: string
  usedAt?: string | null
}

/** The user a still-valid ticket belongs to, without using it up (to check a new password first). */
export async function ticketHolder(
  payload: Payload,
  token: string,
  purposes: readonly TicketPurpose[],
  now = new Date(),
): Promise<User | null> {
  const found = await payload.find({
    collection: 'auth-tickets',
    where: { tokenHash: { equals: hashOpaqueToken(token) }, purpose: { in: [...purposes] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = found.docs[0] as unknown as TicketRow | undefined
  if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= now.getTime()) return null
  const userId = typeof row.user === 'object' ? row.user.id : row.user
  return findAccount(payload, { id: String(userId) })
}

/** Uses a ticket up; true only for the one caller that got to it first while it was valid. */
export async function consumeTicket(payload: Payload, token: string, now = new Date()): Promise<boolean> {
  const rows = await sqlRows(
    payload,
    'UPDATE auth_tickets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING id',
    [now.toISOString(), hashOpaqueToken(token), now.toISOString()],
  )
  return rows.length === 1
}
