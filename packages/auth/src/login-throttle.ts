/**
 * Login throttling (issue 5: "login attempts are rate-limited per account and per address"). Failed
 * attempts are counted per key in a sliding window. Once `allowance` failures are in the window, the
 * next attempt must wait `baseDelayMs` after the last failure, and every further failure doubles the
 * wait, up to a ceiling. A success clears the account's count, not the
 * address's: one address trying many accounts stays slowed down.
 *
 * The failures are kept in a WindowStore (@shop/commerce/rate/window-store): this process's memory, or
 * Redis shared by every instance, so the limit holds whichever instance a request reaches.
 */

import type { WindowStore } from '@shop/commerce/rate/window-store'

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

function waitFor(failures: number[], rule: ThrottleRule, now: number): number {
  const over = failures.length - rule.allowance
  if (over < 0) return 0
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** over)
  const last = failures[failures.length - 1] ?? now
  return Math.max(0, last + delay - now)
}

export class LoginThrottle {
  /**
   * @param scope names this throttle's keys in a store shared with others (`login`, `reset`).
   */
  constructor(
    private readonly store: WindowStore,
    private readonly scope: string,
    private readonly rules = { account: ACCOUNT_RULE, address: ADDRESS_RULE },
  ) {}

  private accountKey(account: string): string {
    return `${this.scope}:account:${account.toLocaleLowerCase('sv-SE')}`
  }

  private keys(account: string, address: string) {
    return [
      { key: this.accountKey(account), windowMs: this.rules.account.windowMs, rule: this.rules.account },
      { key: `${this.scope}:address:${address}`, windowMs: this.rules.address.windowMs, rule: this.rules.address },
    ]
  }

  /** May this attempt go ahead? Asked before the password is checked, so a blocked attempt costs nothing. */
  async check(account: string, address: string, now = Date.now()): Promise<ThrottleDecision> {
    const waits = await Promise.all(
      this.keys(account, address).map(async (key) => waitFor(await this.store.recent(key, now), key.rule, now)),
    )
    const wait = Math.max(...waits)
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true }
  }

  async failed(account: string, address: string, now = Date.now()): Promise<void> {
    await this.store.add(this.keys(account, address), now)
  }

  async succeeded(account: string): Promise<void> {
    await this.store.forget(this.accountKey(account))
  }
}
