import { randomUUID } from 'node:crypto'
import {
  type CustomerContextIds,
  decideRefresh,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_SECONDS,
  signAccessToken,
} from '@shop/auth'
import type { Payload, PayloadRequest } from 'payload'
import { secureContext } from '../customers/service'
import { sqlRows } from '../db/sql'
import type { User } from '../payload-types'
import { claimsFor } from '../users/account'
import { findAccount } from '../users/storage'
import { authSecret } from './secret'

/**
 * The server side of a login: a session is a family of refresh-token rows sharing `sessionId`
 * (collections/accounts/AuthSessions.ts). Access tokens are never stored; they are signed anew from
 * the user row on every refresh, so a changed role or deny list reaches the token within 15 minutes.
 */

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  sessionId: string
  context: CustomerContextIds | null
}

interface SessionRow {
  id: number
  sessionId: string
  user: number | { id: number }
  expiresAt: string
  replacedAt?: string | null
  revokedAt?: string | null
  contextCustomer?: string | null
  contextProject?: string | null
}

const rowContext = (row: SessionRow): CustomerContextIds | null =>
  row.contextCustomer ? { customerId: row.contextCustomer, projectId: row.contextProject ?? null } : null

async function storeRefreshToken(
  payload: Payload,
  user: User,
  sessionId: string,
  context: CustomerContextIds | null,
  now: Date,
): Promise<string> {
  const { token, hash } = newRefreshToken()
  await payload.create({
    collection: 'auth-sessions',
    data: {
      sessionId,
      tokenHash: hash,
      user: user.id,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
      contextCustomer: context?.customerId ?? null,
      contextProject: context?.projectId ?? null,
    },
    overrideAccess: true,
  })
  return token
}

/** Starts a session for a user who has just proven who they are. */
export async function startSession(
  payload: Payload,
  user: User,
  wanted: CustomerContextIds | null,
  now = new Date(),
): Promise<IssuedTokens> {
  const sessionId = randomUUID()
  const context = await secureContext(payload, user, wanted)
  const refreshToken = await storeRefreshToken(payload, user, sessionId, context, now)
  const accessToken = await signAccessToken(claimsFor(user, sessionId, context), authSecret, { now })
  return { accessToken, refreshToken, sessionId, context }
}

export type RefreshOutcome =
  | { kind: 'rotated'; accessToken: string; refreshToken: string; sessionId: string }
  | { kind: 'grace'; accessToken: string; sessionId: string }
  | { kind: 'ended' }

async function findRow(payload: Payload, where: Record<string, unknown>): Promise<SessionRow | null> {
  const found = await payload.find({
    collection: 'auth-sessions',
    where: where as never,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: '-createdAt',
  })
  return (found.docs[0] as unknown as SessionRow | undefined) ?? null
}

/** Ends every token of a session: logout, a replayed token, or a deactivated account. */
export async function endSession(
  payload: Payload,
  sessionId: string,
  now = new Date(),
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'auth-sessions',
    where: { sessionId: { equals: sessionId }, revokedAt: { exists: false } },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
}

export async function endAllSessionsOf(
  payload: Payload,
  userId: number | string,
  now = new Date(),
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'auth-sessions',
    where: { user: { equals: userId }, revokedAt: { exists: false } },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
    req,
  })
}

/**
 * Presents a refresh token: a valid one is rotated; a just-rotated one (parallel requests) buys an
 * access token only; a replayed one revokes the whole session. An inactive account gets nothing.
 */
export async function refreshSession(
  payload: Payload,
  refreshToken: string,
  now = new Date(),
): Promise<RefreshOutcome> {
  const row = await findRow(payload, { tokenHash: { equals: hashRefreshToken(refreshToken) } })
  const decision = decideRefresh(
    row
      ? {
          expiresAt: new Date(row.expiresAt),
          revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
          replacedAt: row.replacedAt ? new Date(row.replacedAt) : null,
        }
      : null,
    now,
  )
  if (!row) return { kind: 'ended' }
  if (decision === 'reused') await endSession(payload, row.sessionId, now)
  if (decision !== 'rotate' && decision !== 'grace') return { kind: 'ended' }
  const userId = typeof row.user === 'object' ? row.user.id : row.user
  const user = await findAccount(payload, { id: String(userId) })
  if (!user || user.active === false) {
    await endSession(payload, row.sessionId, now)
    return { kind: 'ended' }
  }
  // The newest row of the session carries the context, which may have changed since this token.
  const latest = (await findRow(payload, { sessionId: { equals: row.sessionId } })) ?? row
  const context = await secureContext(payload, user, rowContext(latest))
  const accessToken = await signAccessToken(claimsFor(user, row.sessionId, context), authSecret, { now })
  const sessionId = row.sessionId
  if (decision === 'grace') return { kind: 'grace', accessToken, sessionId }
  // One conditional UPDATE: of two racing rotations of the same token only one wins.
  const claimed = await sqlRows(
    payload,
    'UPDATE auth_sessions SET replaced_at = ? WHERE id = ? AND replaced_at IS NULL RETURNING id',
    [now.toISOString(), row.id],
  )
  if (!claimed.length) return { kind: 'grace', accessToken, sessionId }
  const next = await storeRefreshToken(payload, user, row.sessionId, context, now)
  return { kind: 'rotated', accessToken, refreshToken: next, sessionId }
}

/**
 * Changes the session's customer context (the project flyout) and returns the access token that
 * carries it. The caller has checked the context with `secureContext`.
 */
export async function changeSessionContext(
  payload: Payload,
  user: User,
  sessionId: string,
  context: CustomerContextIds | null,
  now = new Date(),
): Promise<string> {
  await payload.update({
    collection: 'auth-sessions',
    where: { sessionId: { equals: sessionId } },
    data: { contextCustomer: context?.customerId ?? null, contextProject: context?.projectId ?? null },
    overrideAccess: true,
  })
  return signAccessToken(claimsFor(user, sessionId, context), authSecret, { now })
}

/** The session a refresh token belongs to (logout when only the refresh cookie is left). */
export async function sessionOfRefreshToken(payload: Payload, tokenHash: string): Promise<string | null> {
  return (await findRow(payload, { tokenHash: { equals: tokenHash } }))?.sessionId ?? null
}
