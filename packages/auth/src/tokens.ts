import { createHash, randomBytes } from 'node:crypto'
import { type DenyCode, denyCodeSchema, type Role, roleSchema, z } from '@shop/schemas'
import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The shop's own session tokens (spec section 7, POST /v2/sessions): a short-lived signed access
 * token that carries the role and the per-customer deny lists as claims, so every service can decide
 * on the server without a lookup, and an opaque refresh token that rotates on every use. Only the
 * refresh token's hash is stored; presenting an already rotated one means it was stolen or replayed,
 * and the whole family is revoked.
 */

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
const ISSUER = 'b2b-shop'
const AUDIENCE = 'shop'

export interface AccessClaims {
  userId: string
  sessionId: string
  role: Role
  customerPermissions: ReadonlyArray<{ customerId: string; role: Role; permissionDenies: readonly DenyCode[] }>
  /** The chosen customer and project (spec "Customer context"); null until one is chosen. */
  context: CustomerContextIds | null
  /**
   * A punch-out session (spec section 4, app mode PUNCHOUT): the protocol the procurement system
   * speaks and the buying company. Absent in every other session.
   */
  punchout?: PunchoutClaim | null
}

export const PUNCHOUT_PROTOCOLS = ['oci', 'cxml'] as const
export type PunchoutProtocol = (typeof PUNCHOUT_PROTOCOLS)[number]

export interface PunchoutClaim {
  protocol: PunchoutProtocol
  companyName: string
}

export interface CustomerContextIds {
  customerId: string
  projectId: string | null
}

// Short claim names keep the token small enough for a cookie with many customers.
const claimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  role: roleSchema,
  cp: z.array(z.object({ c: z.string(), r: roleSchema, d: z.array(denyCodeSchema) })),
  cx: z.tuple([z.string(), z.string().nullable()]).nullable().default(null),
  po: z
    .tuple([z.enum(PUNCHOUT_PROTOCOLS), z.string()])
    .nullable()
    .default(null),
})

const keyOf = (secret: string) => new TextEncoder().encode(secret)

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  options: { now?: Date; seconds?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000)
  return new SignJWT({
    sid: claims.sessionId,
    role: claims.role,
    cp: claims.customerPermissions.map((p) => ({ c: p.customerId, r: p.role, d: [...p.permissionDenies] })),
    cx: claims.context ? [claims.context.customerId, claims.context.projectId] : null,
    ...(claims.punchout ? { po: [claims.punchout.protocol, claims.punchout.companyName] } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.seconds ?? ACCESS_TOKEN_SECONDS))
    .sign(keyOf(secret))
}

/**
 * What a session is bound to: its user, role, per-customer permissions and punch-out mode, as one
 * digest kept on the session's rows. A token whose claims digest to anything else is not that
 * session's, however it was signed (a token made with a leaked key and a borrowed session id, or one
 * that grants itself a deny list of its own). The chosen context is not part of it: it is read from
 * the session row itself on every request.
 */
export function claimsDigest(
  claims: Pick<AccessClaims, 'userId' | 'role' | 'customerPermissions' | 'punchout'>,
): string {
  const permissions = claims.customerPermissions.map((p) => [p.customerId, p.role, [...p.permissionDenies]])
  const punchout = claims.punchout ? [claims.punchout.protocol, claims.punchout.companyName] : null
  return createHash('sha256')
    .update(JSON.stringify([claims.userId, claims.role, permissions, punchout]))
    .digest('base64url')
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }

/** 'expired' lets the client refresh quietly; 'invalid' (tampered, wrong key, malformed) means log in again. */
export async function verifyAccessToken(token: string, secret: string, now?: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      ...(now ? { currentDate: now } : {}),
    })
    const parsed = claimsSchema.safeParse(payload)
    if (!parsed.success) return { ok: false, reason: 'invalid' }
    const { sub, sid, role, cp, cx, po } = parsed.data
    return {
      ok: true,
      claims: {
        userId: sub,
        sessionId: sid,
        role,
        customerPermissions: cp.map((p) => ({ customerId: p.c, role: p.r, permissionDenies: p.d })),
        context: cx ? { customerId: cx[0], projectId: cx[1] } : null,
        punchout: po ? { protocol: po[0], companyName: po[1] } : null,
      },
    }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}

/**
 * A new opaque token and the hash to store (the token itself is never stored): refresh tokens, and
 * the one-time links of activation and forgotten password.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashOpaqueToken(token) }
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export const newRefreshToken = newOpaqueToken
export const hashRefreshToken = hashOpaqueToken

export interface StoredRefreshToken {
  expiresAt: Date
  revokedAt: Date | null
  /** Set when the token was used and replaced by a newer one of the same family. */
  replacedAt: Date | null
}

export type RefreshDecision = 'rotate' | 'grace' | 'expired' | 'revoked' | 'reused'

/**
 * How long a just-rotated refresh token still buys an access token. A page often fires several
 * requests at once with the same expired access token; all but the first arrive with the token the
 * first one just rotated. Within this window that is a race, not a theft.
 */
export const REFRESH_GRACE_MS = 30_000

/**
 * What presenting a refresh token leads to: a fresh pair ('rotate'), a new access token only while
 * the token was rotated moments ago ('grace'), a login ('expired', 'revoked'), or a login plus
 * revoking every token of its family ('reused': a rotated token came back later).
 */
export function decideRefresh(stored: StoredRefreshToken | null, now: Date = new Date()): RefreshDecision {
  if (!stored) return 'revoked'
  if (stored.revokedAt) return 'revoked'
  if (stored.replacedAt) return now.getTime() - stored.replacedAt.getTime() <= REFRESH_GRACE_MS ? 'grace' : 'reused'
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'rotate'
}
