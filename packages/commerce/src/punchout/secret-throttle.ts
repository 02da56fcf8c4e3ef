import { createHash } from 'node:crypto'
import { type RateDecision, type RateRule, SlidingWindowLimiter } from '../rate/limiter'
import type { WindowStore } from '../rate/window-store'
import type { CxmlCredential } from './cxml-parse'

/**
 * cXML shared secrets cannot be guessed without limit (issue 36): a sender identity (the buying
 * organisation a request's From names) may fail its shared-secret check `limit` times in a
 * sliding window; then its requests are answered 429 without the secret being checked, until the
 * oldest failure leaves the window. Another identity's failures never count against it. A right secret
 * clears the identity's count, as a right password clears an account's login failures, so a
 * procurement system that sent an old secret for a while is not kept out once it sends the new one.
 *
 * Each check takes a place in the count before the secret is compared (`takeIfUnder`, atomic in the
 * store), so a burst of parallel guesses gets no more than `limit` of them compared, on any number
 * of instances sharing the store (Redis, apps/web/src/shared-state); a right secret then gives its
 * place back by clearing the count.
 *
 * A right check holds its place while it is in flight too, so one identity has at most `limit` checks
 * under way at once and the next concurrent one is answered 429 (a procurement system sends its
 * documents one after another). The clearing means a guesser gets `limit` tries per right request of
 * the organisation's own system, no more.
 *
 * The price of keying on the identity: someone sending wrong secrets under an organisation's identity
 * keeps that organisation out while they do (the login throttle's account key has the same price).
 * The identity is what is guessed against, so no other key would stop the guessing.
 */

/** Ten wrong secrets in fifteen minutes: no procurement system mistypes that often, and guessing stalls. */
export const CXML_SECRET_RULE: RateRule = { limit: 10, windowMs: 15 * 60_000 }

/**
 * The store key of a sender identity on a brand: cXML domains without regard to case, identities
 * exactly (as buyingOrganisation matches them), hashed, since the identity is the sender's text and
 * may be long. A brand's organisations are its own: the same identity on another brand counts apart.
 */
export function senderKey(brandId: string, credential: CxmlCredential): string {
  const digest = createHash('sha256')
    .update(`${credential.domain.toLowerCase()}\n${credential.identity}`, 'utf8')
    .digest('hex')
  return `cxml-secret:${brandId}:${digest}`
}

export class SecretThrottle {
  private readonly limiter: SlidingWindowLimiter

  constructor(
    private readonly store: WindowStore,
    private readonly rule: RateRule = CXML_SECRET_RULE,
  ) {
    this.limiter = new SlidingWindowLimiter(store)
  }

  /**
   * Takes the place of one check of `key`'s secret, or says how long the identity must wait. Asked
   * before the secret is compared, so a refused request compares nothing.
   */
  take(key: string, now = Date.now()): Promise<RateDecision> {
    return this.limiter.take([{ key, rule: this.rule }], now)
  }

  /** The secret was right: the identity's count is cleared, its own place too. */
  async succeeded(key: string): Promise<void> {
    await this.store.forget(key)
  }
}
