/**
 * A sliding-window rate limit (issue 16: tracking events are stored "with a bounded size and rate").
 * Each key (a tracking id, a client address) may be used `limit` times in any `windowMs`; a call over
 * that is refused with the time until the oldest use in the window leaves it. Like the login
 * throttle (packages/auth login-throttle.ts), the store is a small interface: one process keeps it in
 * memory, and several instances can share it later (issue 17: Redis) without the rule changing.
 */

export interface RateStore {
  get(key: string): number[] | undefined
  set(key: string, uses: number[]): void
  delete(key: string): void
  /** Every key, so stale ones can be dropped and memory stays bounded. */
  keys(): Iterable<string>
}

export interface RateRule {
  limit: number
  windowMs: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export function memoryRateStore(): RateStore {
  const map = new Map<string, number[]>()
  return {
    get: (key) => map.get(key),
    set: (key, uses) => map.set(key, uses),
    delete: (key) => map.delete(key),
    keys: () => map.keys(),
  }
}

function inWindow(uses: number[] | undefined, rule: RateRule, now: number): number[] {
  return (uses ?? []).filter((at) => now - at < rule.windowMs)
}

export class SlidingWindowLimiter {
  private calls = 0

  constructor(
    private readonly store: RateStore = memoryRateStore(),
    /** Forget keys idle this long; at least the longest window of any rule passed to `take`. */
    private readonly sweepAfterMs = 60 * 60_000,
  ) {}

  /**
   * Takes one use of every key at once, or none: a refused call counts against no key, so a client
   * that keeps retrying too fast is not locked out longer than the window.
   */
  take(keys: Array<{ key: string; rule: RateRule }>, now = Date.now()): RateDecision {
    this.sweep(now)
    const current = keys.map(({ key, rule }) => ({ key, rule, uses: inWindow(this.store.get(key), rule, now) }))
    const waits = current
      .filter(({ uses, rule }) => uses.length >= rule.limit)
      .map(({ uses, rule }) => (uses[uses.length - rule.limit] ?? now) + rule.windowMs - now)
    if (waits.length > 0) return { allowed: false, retryAfterMs: Math.max(1, ...waits) }
    for (const { key, uses } of current) this.store.set(key, [...uses, now])
    return { allowed: true }
  }

  /** Every 1000 calls, drops keys whose newest use is older than `sweepAfterMs` (visitors who left). */
  private sweep(now: number): void {
    this.calls += 1
    if (this.calls % 1000 !== 0) return
    for (const key of [...this.store.keys()]) {
      const uses = this.store.get(key) ?? []
      if ((uses[uses.length - 1] ?? 0) <= now - this.sweepAfterMs) this.store.delete(key)
    }
  }
}

/**
 * The tracking call's rate: a shop page sends a few events a minute per visitor (a batch per click,
 * add or purchase); many visitors may share one address (an office behind one NAT), so that rule is wider.
 */
export const TRACKING_RATE = {
  perVisitor: { limit: 30, windowMs: 60_000 },
  perAddress: { limit: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>
