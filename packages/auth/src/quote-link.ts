import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * The link a quote's receiver answers through (accept or decline, no account needed). A signed token
 * rather than a stored random one: it carries its quote and expiry, and it names the sending it came
 * with (`sentAt`), so sending the quote again, or any answer, makes older links useless without a
 * lookup table. The audience makes it single-purpose: no other token of the shop verifies as one.
 */

const ISSUER = 'b2b-shop'
const AUDIENCE = 'quote-answer'

export interface QuoteLinkClaims {
  quoteId: string
  /** When the quote was sent (ISO): the link answers that sending only. */
  sentAt: string
}

export async function signQuoteLink(claims: QuoteLinkClaims, secret: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sat: claims.sentAt })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.quoteId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret))
}

export type QuoteLinkCheck = { ok: true; claims: QuoteLinkClaims } | { ok: false; reason: 'expired' | 'invalid' }

/** 'invalid' covers an altered, truncated or foreign token; 'expired' one past the quote's validity. */
export async function verifyQuoteLink(token: string, secret: string, now?: Date): Promise<QuoteLinkCheck> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      ...(now ? { currentDate: now } : {}),
    })
    if (typeof payload.sub !== 'string' || typeof payload.sat !== 'string') return { ok: false, reason: 'invalid' }
    return { ok: true, claims: { quoteId: payload.sub, sentAt: payload.sat } }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}
