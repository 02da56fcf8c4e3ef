/**
 * Login throttling (issue 5: "login attempts are rate-limited per account and per address"; issue 36,
 * finding 7: the address must not be a bucket everyone shares). Failed attempts are counted in sliding
 * windows under three keys: the account, the account from this address, and the address.
 *
 * - The account decides: once `account.allowance` failures are in its window, the next attempt must wait
 *   `baseDelayMs` after the last failure, and every further failure doubles the wait, up to a ceiling.
 *   A success clears the account's count.
 * - The address alone never refuses anything. Behind a proxy that TRUST_PROXY does not name, every
 *   client has the proxy's address, so a refusal by address would let one guesser lock every user out
 *   (20 failed logins to unknown accounts gave another user's correct password 429). An address past
 *   `address.allowance` failures is "hot" instead: from it, each account gets `hotPair.allowance`
 *   failures in the window (one) rather than the account's own allowance. Guessing many accounts from
 *   one address stalls at one guess per account, while a correct password of an account that has not
 *   failed from there still goes through.
 *
 * The price: behind such a proxy, while someone sprays it, a user who mistypes once waits for the hot
 * rule's delay (told in Swedish with the time). A guesser could already cause that, from anywhere,
 * with the account's own allowance of failures; the hot rule adds no lockout of an account that has
 * not failed.
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

/** From a hot address: one failure per account, then that account waits out the window from there. */
export const HOT_PAIR_RULE: ThrottleRule = {
  allowance: 1,
  windowMs: 15 * 60_000,
  baseDelayMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
}

export interface ThrottleRules {
  account: ThrottleRule
  address: ThrottleRule
  hotPair: ThrottleRule
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
    private readonly rules: ThrottleRules = { account: ACCOUNT_RULE, address: ADDRESS_RULE, hotPair: HOT_PAIR_RULE },
  ) {}

  private keys(account: string, address: string) {
    const name = account.toLocaleLowerCase('sv-SE')
    const key = (suffix: string, rule: ThrottleRule) => ({
      key: `${this.scope}:${suffix}`,
      windowMs: rule.windowMs,
      rule,
    })
    return {
      account: key(`account:${name}`, this.rules.account),
      pair: key(`pair:${address}:${name}`, this.rules.hotPair),
      address: key(`address:${address}`, this.rules.address),
    }
  }

  /** May this attempt go ahead? Asked before the password is checked, so a blocked attempt costs nothing. */
  async check(account: string, address: string, now = Date.now()): Promise<ThrottleDecision> {
    const keys = this.keys(account, address)
    const [accountFailures, pairFailures, addressFailures] = await Promise.all(
      [keys.account, keys.pair, keys.address].map((key) => this.store.recent(key, now)),
    )
    const hot = (addressFailures?.length ?? 0) >= this.rules.address.allowance
    const wait = Math.max(
      waitFor(accountFailures ?? [], this.rules.account, now),
      hot ? waitFor(pairFailures ?? [], this.rules.hotPair, now) : 0,
    )
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true }
  }

  async failed(account: string, address: string, now = Date.now()): Promise<void> {
    const keys = this.keys(account, address)
    await this.store.add([keys.account, keys.pair, keys.address], now)
  }

  /** The account's counts are cleared, from this address too; the address's stay (it may be spraying). */
  async succeeded(account: string, address: string): Promise<void> {
    const keys = this.keys(account, address)
    await Promise.all([this.store.forget(keys.account.key), this.store.forget(keys.pair.key)])
  }
}
