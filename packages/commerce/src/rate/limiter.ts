import type { WindowStore } from './window-store'

/**
 * A sliding-window rate limit: each key may be used `limit` times in any `windowMs`; a call over that is
 * refused with the time until the oldest use in the window leaves it. Used by the tracking call
 * (tracking/rate-limit.ts holds its rule); the store decides whether the count is this process's or
 * every instance's.
 */

export interface RateRule {
  limit: number
  windowMs: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export class SlidingWindowLimiter {
  constructor(private readonly store: WindowStore) {}

  /** Takes one use of every key at once, or none. */
  async take(keys: Array<{ key: string; rule: RateRule }>, now = Date.now()): Promise<RateDecision> {
    const limited = keys.map(({ key, rule }) => ({ key, limit: rule.limit, windowMs: rule.windowMs }))
    const { taken, uses } = await this.store.takeIfUnder(limited, now)
    if (taken) return { allowed: true }
    const waits = limited
      .map((key, i) => ({ key, used: uses[i] ?? [] }))
      .filter(({ key, used }) => used.length >= key.limit)
      .map(({ key, used }) => (used[used.length - key.limit] ?? now) + key.windowMs - now)
    return { allowed: false, retryAfterMs: Math.max(1, ...waits) }
  }
}
