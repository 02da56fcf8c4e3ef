/**
 * Login throttling (issue 5: "login attempts are rate-limited per account and per address"). Failed
 * attempts are counted per key in a sliding window. Once `allowance` failures are in the window, the
 * next attempt must wait `baseDelayMs` after the last failure, and every further failure doubles the
 * wait, up to a ceiling. A success clears the account's count, not the
 * address's: one address trying many accounts stays slowed down.
 *
 * The store is a small interface so one process can keep it in memory and several can share it
 * (Redis or the database) without the rule changing.
 */

export interface ThrottleStore {
  get(key: string): number[] | undefined
  set(key: string, failures: number[]): void
  delete(key: string): void
}

export interface ThrottleRule {
  /** Failures allowed inside the window before waiting starts. */
  allowance: number
  windowMs: number
  /** The first wait; it doubles with every further failure. */
  baseDelayMs: number
  maxDelayMs: number
}

export const ACCOUNT_RULE: ThrottleRule = {
  allowance: 5,
  windowMs: 15 * 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
}
export const ADDRESS_RULE: ThrottleRule = {
  allowance: 20,
  windowMs: 15 * 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export function memoryThrottleStore(): ThrottleStore {
  const map = new Map<string, number[]>()
  return {
    get: (key) => map.get(key),
    set: (key, failures) => map.set(key, failures),
    delete: (key) => map.delete(key),
  }
}

function recent(store: ThrottleStore, key: string, rule: ThrottleRule, now: number): number[] {
  return (store.get(key) ?? []).filter((at) => now - at < rule.windowMs)
}

function waitFor(failures: number[], rule: ThrottleRule, now: number): number {
  const over = failures.length - rule.allowance
  if (over < 0) return 0
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over)
  const last = failures[failures.length - 1] ?? now
  return Math.max(0, last + delay - now)
}

export class LoginThrottle {
  constructor(
    private readonly store: ThrottleStore = memoryThrottleStore(),
    private readonly rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE },
  ) {}

  private keys(account: string, address: string) {
    return [
      { key: `account:${account.toLocaleLowerCase('sv-SE')}`, rule: this.rules.account },
      { key: `address:${address}`, rule: this.rules.address },
    ]
  }

  /** May this attempt go ahead? Asked before the password is checked, so a blocked attempt costs nothing. */
  check(account: string, address: string, now = Date.now()): ThrottleDecision {
    const wait = Math.max(
      ...this.keys(account, address).map(({ key, rule }) => waitFor(recent(this.store, key, rule, now), rule, now)),
    )
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true }
  }

  failed(account: string, address: string, now = Date.now()): void {
    for (const { key, rule } of this.keys(account, address)) {
      this.store.set(key, [...recent(this.store, key, rule, now), now])
    }
  }

  succeeded(account: string): void {
    this.store.delete(`account:${account.toLocaleLowerCase('sv-SE')}`)
  }
}
