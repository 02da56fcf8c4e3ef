import type { CustomerContextIds, PunchoutSession } from '@shop/auth'
import type { Payload, PayloadRequest } from 'payload'
import type { TicketPurpose } from '../../collections/accounts/AuthTickets'
import { sqlRows } from '../../db/sql'
import type { AuthSession, AuthTicket, User } from '../../payload-types'

/**
 * The reads and writes of logins (Local API and SQL), nothing else: the refresh-token rows of each
 * session (collections/accounts/AuthSessions.ts), the one-time links (AuthTickets.ts), and the user
 * fields a login reads or sets (the password hash). Whether a token, link or password is good is
 * decided by the modules that call these.
 *
 * Not marked server-only: the users collection's hooks and the admin panel's strategy load it with the
 * Payload config, which Payload's CLI (generate, migrate) runs outside Next's server graph.
 */

// ── Sessions: a family of refresh-token rows sharing `sessionId` ────────────────────────────────────

export async function insertSessionRow(
  payload: Payload,
  row: {
    sessionId: string
    tokenHash: string
    userId: number
    claimsDigest: string
    expiresAt: Date
    context: CustomerContextIds | null
    punchout: PunchoutSession | null
  },
): Promise<void> {
  await payload.create({
    collection: 'auth-sessions',
    data: {
      sessionId: row.sessionId,
      tokenHash: row.tokenHash,
      user: row.userId,
      claimsDigest: row.claimsDigest,
      expiresAt: row.expiresAt.toISOString(),
      contextCustomer: row.context?.customerId ?? null,
      contextProject: row.context?.projectId ?? null,
      punchout: row.punchout,
    },
    overrideAccess: true,
  })
}

async function newestRow(payload: Payload, where: Record<string, unknown>): Promise<AuthSession | null> {
  const found = await payload.find({
    collection: 'auth-sessions',
    where: where as never,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: '-createdAt',
  })
  return (found.docs[0] as AuthSession | undefined) ?? null
}

export const sessionRowOfToken = (payload: Payload, tokenHash: string) =>
  newestRow(payload, { tokenHash: { equals: tokenHash } })

/** The session's newest row: it carries the context, which may have changed since an older token. */
export const newestRowOfSession = (payload: Payload, sessionId: string) =>
  newestRow(payload, { sessionId: { equals: sessionId } })

/**
 * Marks a row replaced by the next refresh token. One conditional UPDATE: of two racing rotations of
 * the same token only one gets true.
 */
export async function claimRotation(payload: Payload, rowId: number, now: Date): Promise<boolean> {
  const claimed = await sqlRows(
    payload,
    'UPDATE auth_sessions SET replaced_at = ? WHERE id = ? AND replaced_at IS NULL RETURNING id',
    [now.toISOString(), rowId],
  )
  return claimed.length > 0
}

/** Revokes every live token of one session, or of every session of a user. */
export async function revokeSessions(
  payload: Payload,
  which: { sessionId: string } | { userId: number | string },
  now = new Date(),
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'auth-sessions',
    where: {
      ...('sessionId' in which ? { sessionId: { equals: which.sessionId } } : { user: { equals: which.userId } }),
      revokedAt: { exists: false },
    },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
}

/**
 * Binds a session to the claims its tokens now carry (a refresh re-signs from the user row as it is
 * now): a token with any other user, role or permissions stops being that session's at once.
 */
export async function bindSessionClaims(payload: Payload, sessionId: string, claimsDigest: string): Promise<void> {
  await sqlRows(
    payload,
    'UPDATE auth_sessions SET claims_digest = ? WHERE session_id = ? AND (claims_digest IS NULL OR claims_digest <> ?) RETURNING id',
    [claimsDigest, sessionId, claimsDigest],
  )
}

export async function saveSessionContext(
  payload: Payload,
  sessionId: string,
  context: CustomerContextIds | null,
): Promise<void> {
  await payload.update({
    collection: 'auth-sessions',
    where: { sessionId: { equals: sessionId } },
    data: { contextCustomer: context?.customerId ?? null, contextProject: context?.projectId ?? null },
    overrideAccess: true,
  })
}

// ── One-time links (activation, reset, the first-login challenge) ───────────────────────────────────

export async function insertTicket(
  payload: Payload,
  ticket: {
    tokenHash: string
    userId: number
    purpose: TicketPurpose
    expiresAt: Date
    punchout?: PunchoutSession | null
  },
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'auth-tickets',
    data: {
      tokenHash: ticket.tokenHash,
      user: ticket.userId,
      purpose: ticket.purpose,
      expiresAt: ticket.expiresAt.toISOString(),
      punchout: ticket.punchout ?? null,
    },
    overrideAccess: true,
    req,
  })
}

/**
 * Uses up every still-open ticket of `purposes` the user holds, so only the link issued next works
 * (issue 36, finding 13: an older reset link stayed valid after a newer one was sent).
 */
export async function retireTickets(
  payload: Payload,
  userId: number,
  purposes: readonly TicketPurpose[],
  now: Date,
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'auth-tickets',
    where: { user: { equals: userId }, purpose: { in: [...purposes] }, usedAt: { exists: false } },
    data: { usedAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
}

export async function ticketOfToken(
  payload: Payload,
  tokenHash: string,
  purposes: readonly TicketPurpose[],
): Promise<AuthTicket | null> {
  const found = await payload.find({
    collection: 'auth-tickets',
    where: { tokenHash: { equals: tokenHash }, purpose: { in: [...purposes] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as AuthTicket | undefined) ?? null
}

/** Uses a ticket up: true only for the one caller that got to it first while it was valid. */
export async function claimTicket(payload: Payload, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await sqlRows(
    payload,
    'UPDATE auth_tickets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING id',
    [now.toISOString(), tokenHash, now.toISOString()],
  )
  return rows.length === 1
}

/** A deleted user's sessions and links go with them (they hold a required reference). */
export async function deleteLoginRowsOf(payload: Payload, userId: number | string, req?: PayloadRequest) {
  for (const collection of ['auth-sessions', 'auth-tickets'] as const) {
    await payload.delete({ collection, where: { user: { equals: userId } }, overrideAccess: true, req })
  }
}

// ── The user row as logins read and write it ────────────────────────────────────────────────────────

/** The fields a request's session shows (names and preferences are not token claims). */
export type SessionUser = Pick<User, 'email' | 'firstName' | 'lastName' | 'editorBrands' | 'preferredStore' | 'active'>

/** A live session's user as a request sees it, with the customer context the session has chosen. */
export type LiveSession = Omit<SessionUser, 'active'> & { context: CustomerContextIds | null }

interface SessionUserRow {
  email: string
  first_name: string | null
  last_name: string | null
  preferred_store: string | null
  active: boolean | number | null
  context_customer: string | null
  context_project: string | null
  editor_brand: string | null
}

/**
 * The session `sessionId` when it is live (neither logged out nor revoked), belongs to `userId`, is
 * bound to `claimsDigest` and its user is still active; else null. Read on every request with a
 * session, so it is one statement: the check, the user's fields the session shows, their editor
 * brands (one row per brand, usually none or one), and the context the session chose (the session row
 * decides it, not the token).
 */
export async function liveSession(
  payload: Payload,
  sessionId: string,
  userId: string,
  claimsDigest: string,
): Promise<LiveSession | null> {
  if (!/^\d+$/.test(userId)) return null
  const rows = await sqlRows<SessionUserRow>(
    payload,
    `SELECT u.email, u.first_name, u.last_name, u.preferred_store, u.active, s.context_customer, s.context_project,
            b.value AS editor_brand
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN user_editor_brands b ON b.parent_id = u.id
      WHERE s.id = (SELECT MAX(id) FROM auth_sessions
                     WHERE session_id = ? AND user_id = ? AND claims_digest = ? AND revoked_at IS NULL)
      ORDER BY b."order"`,
    [sessionId, Number(userId), claimsDigest],
  )
  const [first] = rows
  // SQLite answers the boolean as 0/1, Postgres as false/true; null is the field's default (active).
  if (!first || first.active === false || first.active === 0) return null
  return {
    email: first.email,
    firstName: first.first_name,
    lastName: first.last_name,
    preferredStore: first.preferred_store,
    editorBrands: rows.flatMap((row) => (row.editor_brand ? [row.editor_brand] : [])),
    context: first.context_customer
      ? { customerId: first.context_customer, projectId: first.context_project ?? null }
      : null,
  }
}

/** The whole row without the password hash: what the Payload admin panel takes as its user. */
export async function panelUser(payload: Payload, userId: string): Promise<User | null> {
  if (!/^\d+$/.test(userId)) return null
  return (await payload
    .findByID({ collection: 'users', id: Number(userId), depth: 0, overrideAccess: true })
    .catch(() => null)) as User | null
}

/**
 * A new password hash: a stronger hash of the same password at login, or a password the user chose
 * through a link, which also proves their e-mail address and answers a required change.
 */
export async function storePassword(
  payload: Payload,
  userId: number,
  passwordHash: string,
  how: 'rehashed' | 'chosen',
): Promise<User> {
  return (await payload.update({
    collection: 'users',
    id: userId,
    data: how === 'chosen' ? { passwordHash, passwordChangeRequired: false, isEmailVerified: true } : { passwordHash },
    overrideAccess: true,
    showHiddenFields: true,
  })) as User
}
