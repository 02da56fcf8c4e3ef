import { createHash } from 'node:crypto'
import { DEVELOPMENT_SECRET, env } from '../env'

/**
 * The key that signs access tokens: derived from PAYLOAD_SECRET, so a deployment configures one
 * secret, yet a token signed for the shop is never valid as anything Payload itself signs.
 */
export const authSecret: string = createHash('sha256')
  .update(`shop-access-token:${env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET}`)
  .digest('base64url')

/** The key of quote answer links (quotes/service.ts): its own, so no other token signs as one. */
export const quoteLinkSecret: string = createHash('sha256')
  .update(`shop-quote-link:${env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET}`)
  .digest('base64url')
