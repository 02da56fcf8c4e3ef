import { z } from '@shop/schemas'
import { PUNCHOUT_PROTOCOLS, type PunchoutClaim } from './tokens'

/**
 * A punch-out session on the server: where the cart goes back to and how (spec section 3, "Punch-out
 * settings", plus what OCI's and cXML's return needs). Kept with the session's rows (collections/accounts/AuthSessions.ts), so a
 * token refresh keeps the mode; the access token carries only the protocol and company.
 */
export const punchoutSessionSchema = z.object({
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  /** Bolag: the buying company, whose export rules apply. */
  companyName: z.string().min(1),
  /** HOOK_URL (OCI) or BrowserFormPost (cXML): where the cart is posted. */
  callbackUrl: z.string().url(),
  /** The frame the cart form is posted into (OCI's ~TARGET). */
  target: z.string(),
  /** OCI's ~OkCode, sent back with the cart. */
  okCode: z.string().nullable().default(null),
  /** OCI's ~CALLER. */
  caller: z.string().nullable().default(null),
  /** cXML: the BuyerCookie the order message must carry back, the setup's operation, and the parties. */
  buyerCookie: z.string().nullable().default(null),
  operation: z.enum(['create', 'edit', 'inspect']).nullable().default(null),
  parties: z
    .object({
      /** The shop, as the setup request named it (its To). */
      supplier: z.object({ domain: z.string(), identity: z.string() }),
      /** The buying organisation (the setup request's From that matched the brand's config). */
      buyer: z.object({ domain: z.string(), identity: z.string() }),
    })
    .nullable()
    .default(null),
})
export type PunchoutSession = z.output<typeof punchoutSessionSchema>

/** What the access token says of a punch-out session. */
export const claimOf = (settings: PunchoutSession | null): PunchoutClaim | null =>
  settings ? { protocol: settings.protocol, companyName: settings.companyName } : null

/** A session row's stored settings, or null (a normal session, or a row that no longer reads). */
export function storedPunchout(value: unknown): PunchoutSession | null {
  const parsed = punchoutSessionSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
