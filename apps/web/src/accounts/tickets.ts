import { hashOpaqueToken, newOpaqueToken, type PunchoutSession, storedPunchout } from '@shop/auth'
import type { Payload, PayloadRequest } from 'payload'
import type { TicketPurpose } from '../collections/accounts/AuthTickets'
import type { User } from '../payload-types'
import { relationId } from './account'
import { claimTicket, insertTicket, retireTickets, ticketOfToken } from './storage/sessions'
import { findAccount } from './storage/users'

/**
 * One-time links (activation, forgotten password, the first-login challenge): only a token's hash is
 * stored, and a token is used up by the first request that gets to it while it is valid.
 */

/** How long each kind of one-time link stays usable. */
const LIFETIME_MS: Record<TicketPurpose, number> = {
  activate: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
  challenge: 10 * 60_000,
  // A cXML start page is opened by the procurement system right after the setup answer.
  punchout: 5 * 60_000,
}

/**
 * The links that choose a password: only the newest of them works, whichever kind it is, so a link
 * in an old mail (or a forwarded one) is dead once the user has asked for another.
 */
const PASSWORD_LINKS: readonly TicketPurpose[] = ['activate', 'reset']

/**
 * Issues a one-time token for a user; only its hash is stored. A punch-out ticket keeps its settings.
 * A password link retires the user's earlier ones.
 */
export async function issueTicket(
  payload: Payload,
  userId: number,
  purpose: TicketPurpose,
  req?: PayloadRequest,
  now = new Date(),
  punchout: PunchoutSession | null = null,
): Promise<string> {
  const { token, hash } = newOpaqueToken()
  if (PASSWORD_LINKS.includes(purpose)) await retireTickets(payload, userId, PASSWORD_LINKS, now, req)
  const expiresAt = new Date(now.getTime() + LIFETIME_MS[purpose])
  await insertTicket(payload, { tokenHash: hash, userId, purpose, expiresAt, punchout }, req)
  return token
}

/**
 * Uses up a punch-out start ticket: its user and session settings, or null when it is unknown,
 * expired or already used (a start page works once).
 */
export async function redeemPunchoutTicket(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ user: User; punchout: PunchoutSession } | null> {
  const ticket = await ticketOfToken(payload, hashOpaqueToken(token), ['punchout'])
  const punchout = storedPunchout(ticket?.punchout)
  const userId = relationId(ticket?.user)
  if (!punchout || !userId || !(await consumeTicket(payload, token, now))) return null
  const user = await findAccount(payload, { id: userId })
  return user ? { user, punchout } : null
}

/** The user a still-valid ticket belongs to, without using it up (to check a new password first). */
export async function ticketHolder(
  payload: Payload,
  token: string,
  purposes: readonly TicketPurpose[],
  now = new Date(),
): Promise<User | null> {
  const ticket = await ticketOfToken(payload, hashOpaqueToken(token), purposes)
  if (!ticket || ticket.usedAt || new Date(ticket.expiresAt).getTime() <= now.getTime()) return null
  const userId = relationId(ticket.user)
  return userId ? findAccount(payload, { id: userId }) : null
}

/** Uses a ticket up; true only for the one caller that got to it first while it was valid. */
export const consumeTicket = (payload: Payload, token: string, now = new Date()): Promise<boolean> =>
  claimTicket(payload, hashOpaqueToken(token), now)
