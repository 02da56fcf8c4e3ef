import { randomUUID } from 'node:crypto'
import {
  ACCESS_TOKEN_SECONDS,
  type CustomerContextIds,
  claimOf,
  claimsDigest,
  decideRefresh,
  hashRefreshToken,
  newRefreshToken,
  type PunchoutClaim,
  type PunchoutSession,
  REFRESH_TOKEN_SECONDS,
  signAccessToken,
  storedPunchout,
} from '@shop/auth'
import { fail, ok, type Result } from '@shop/commerce'
import type { Payload } from 'payload'
import type { User } from '../payload-types'
import { claimsFor, relationId } from './account'
import { authSecret } from './secret'
import { contextIsAllowed, secureContext } from './service'
import type { Session } from './session'
import {
  bindSessionClaims,
  claimRotation,
  insertSessionRow,
  newestRowOfSession,
  revokeSessions,
  saveSessionContext,
  sessionRowOfToken,
} from './storage/sessions'
import { findAccount } from './storage/users'

/**
 * A login's tokens on the server. A session is a family of refresh-token rows sharing `sessionId`
 * (collections/accounts/AuthSessions.ts): started at login, rotated on refresh, re-signed when the
 * customer context changes, revoked at logout. Access tokens are never stored; they are signed anew
 * from the user row each time, so a changed role or deny list reaches the token within 15 minutes.
 */

/** Tokens of a renewed session; a grace renewal (a racing request) brings no new refresh token. */
export interface SessionTokens {
  accessToken: string
  refreshToken?: string
  sessionId: string
  /** A punch-out session: its browser cookies are the framed kind (accounts/cookies.ts). */
  punchout: boolean
}

/** Tokens of a new session, with the context it started in. */
export interface IssuedTokens extends SessionTokens {
  refreshToken: string
  context: CustomerContextIds | null
}

const sessionEnded = () => fail('unauthenticated', 'errors.invalid_token')

/** What a session row keeps besides its user: the customer context, and punch-out settings in that mode. */
interface SessionState {
  context: CustomerContextIds | null
  punchout: PunchoutSession | null
}

/** An access token for `user` in this session and state, and the digest its session is bound to. */
async function signFor(
  user: User,
  sessionId: string,
  state: { context: CustomerContextIds | null; punchout: PunchoutClaim | null },
  now: Date,
): Promise<{ accessToken: string; digest: string }> {
  const claims = claimsFor(user, sessionId, state.context, state.punchout)
  return { accessToken: await signAccessToken(claims, authSecret, { now }), digest: claimsDigest(claims) }
}

async function storeRefreshToken(
  payload: Payload,
  user: User,
  sessionId: string,
  state: SessionState & { claimsDigest: string },
  now: Date,
): Promise<string> {
  const { token, hash } = newRefreshToken()
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000)
  await insertSessionRow(payload, { sessionId, tokenHash: hash, userId: user.id, expiresAt, ...state })
  return token
}

/**
 * Starts a session for a user who has just proven who they are; a punch-out entry passes the
 * procurement system's settings, which put the session in PUNCHOUT mode for its whole life.
 */
export async function startSession(
  payload: Payload,
  user: User,
  wanted: CustomerContextIds | null,
  now = new Date(),
  punchout: PunchoutSession | null = null,
): Promise<IssuedTokens> {
  const sessionId = randomUUID()
  const state = { context: await secureContext(payload, user, wanted), punchout }
  const { accessToken, digest } = await signFor(user, sessionId, { ...state, punchout: claimOf(punchout) }, now)
  const refreshToken = await storeRefreshToken(payload, user, sessionId, { ...state, claimsDigest: digest }, now)
  return { accessToken, refreshToken, sessionId, context: state.context, punchout: punchout !== null }
}

/**
 * Presents a refresh token: a valid one is rotated; a just-rotated one (parallel requests) buys an
 * access token only; a replayed one revokes the whole session. An inactive account gets nothing.
 */
export async function refreshSession(
  payload: Payload,
  refreshToken: string,
  now = new Date(),
): Promise<Result<SessionTokens>> {
  const row = await sessionRowOfToken(payload, hashRefreshToken(refreshToken))
  if (!row) return sessionEnded()
  const decision = decideRefresh(
    {
      expiresAt: new Date(row.expiresAt),
      revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
      replacedAt: row.replacedAt ? new Date(row.replacedAt) : null,
    },
    now,
  )
  if (decision === 'reused') await revokeSessions(payload, { sessionId: row.sessionId }, now)
  if (decision !== 'rotate' && decision !== 'grace') return sessionEnded()
  const user = await findAccount(payload, { id: relationId(row.user) ?? '' })
  if (!user || user.active === false) {
    await revokeSessions(payload, { sessionId: row.sessionId }, now)
    return sessionEnded()
  }
  const { sessionId } = row
  const latest = (await newestRowOfSession(payload, sessionId)) ?? row
  const wanted = latest.contextCustomer
    ? { customerId: latest.contextCustomer, projectId: latest.contextProject ?? null }
    : null
  const state = { context: await secureContext(payload, user, wanted), punchout: storedPunchout(latest.punchout) }
  const { accessToken, digest } = await signFor(user, sessionId, { ...state, punchout: claimOf(state.punchout) }, now)
  await bindSessionClaims(payload, sessionId, digest)
  const punchout = state.punchout !== null
  if (decision === 'grace' || !(await claimRotation(payload, row.id, now))) {
    return ok({ accessToken, sessionId, punchout })
  }
  const next = await storeRefreshToken(payload, user, sessionId, { ...state, claimsDigest: digest }, now)
  return ok({ accessToken, refreshToken: next, sessionId, punchout })
}

/**
 * The project flyout's choice of customer and project (null clears it), checked against the
 * session user's permission rows as stored now, with the access token that carries it. A punch-out
 * session buys for the one customer it entered with: only its projects may be chosen.
 */
export async function changeSessionContext(
  payload: Payload,
  session: Pick<Session, 'principal' | 'sessionId' | 'customerId' | 'punchout'>,
  context: CustomerContextIds | null,
  now = new Date(),
): Promise<Result<{ accessToken: string; context: CustomerContextIds | null }>> {
  const user = await findAccount(payload, { id: session.principal.userId })
  if (!user || user.active === false) return sessionEnded()
  const otherCustomer = session.punchout && context?.customerId !== session.customerId
  if (otherCustomer || (context && !(await contextIsAllowed(payload, user, context)))) {
    return fail('forbidden', 'context.not_allowed')
  }
  await saveSessionContext(payload, session.sessionId, context)
  const { accessToken, digest } = await signFor(user, session.sessionId, { context, punchout: session.punchout }, now)
  await bindSessionClaims(payload, session.sessionId, digest)
  return ok({ accessToken, context })
}

/** DELETE v2/sessions/{id}: a caller logs out their own session, never another's. */
export async function endOwnSession(
  payload: Payload,
  session: Pick<Session, 'sessionId'>,
  sessionId: string,
): Promise<Result<null>> {
  if (session.sessionId !== sessionId) return fail('forbidden', 'errors.forbidden_action')
  await revokeSessions(payload, { sessionId })
  return ok(null)
}

/**
 * The browser's logout: the request's session, or, when its access token has run out, the session
 * its refresh cookie belongs to. Nothing to end is no error: the cookies are cleared either way.
 */
export async function endBrowserSession(
  payload: Payload,
  session: Pick<Session, 'sessionId'> | null,
  refreshToken: string | undefined,
): Promise<Result<null>> {
  const sessionId =
    session?.sessionId ??
    (refreshToken ? (await sessionRowOfToken(payload, hashRefreshToken(refreshToken)))?.sessionId : undefined)
  if (sessionId) await revokeSessions(payload, { sessionId })
  return ok(null)
}

/** Spec section 7: the login answer's AuthenticationResult, for API clients that keep their own tokens. */
export function authenticationResult(tokens: SessionTokens) {
  return {
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      ...(tokens.refreshToken ? { RefreshToken: tokens.refreshToken } : {}),
      ExpiresIn: ACCESS_TOKEN_SECONDS,
      TokenType: 'Bearer',
      SessionId: tokens.sessionId,
    },
  }
}
