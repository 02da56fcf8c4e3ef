import { DEMO_PASSWORD } from '../support'
import { postFrom } from './from-address'
import { expect, test } from './server'

/**
 * Finding 7, the address half (issue 36): without TRUST_PROXY every client had the same address, so after
 * 20 failed logins to unknown accounts from anywhere, another user's correct password got 429. The client
 * address is now the connection's; X-Forwarded-For counts only from a proxy TRUST_PROXY names (the e2e
 * servers name loopback, 127.0.0.1), and an address alone refuses nobody (packages/auth/src/login-throttle.ts:
it only makes a spraying address wait after one failure per account; tests/e2e/attacks/throttles.spec.ts
shows the other half). Two clients here connect from 127.0.0.2 and 127.0.0.3 (Linux routes
 * all of 127.0.0.0/8 to the loopback device), neither a named proxy.
 */

const login = async (port: number, from: string, body: unknown, headers: Record<string, string> = {}) =>
  (await postFrom(port, from, '/api/auth/v2/sessions', body, headers)).status

test("one client's failed logins count against that client only, whatever X-Forwarded-For it sends", async ({
  shop,
}) => {
  const attacker = '127.0.0.2'
  const run = Date.now()
  const unknown = (i: number) => ({ logonId: `finns.inte.${run}.${i}@demo.test`, logonPassword: 'Fel-lösenord-1' })
  // Twenty failures, each under another spoofed X-Forwarded-For, all count against the attacker's own address…
  for (let i = 0; i < 20; i++) {
    expect(await login(shop.port, attacker, unknown(i), { 'x-forwarded-for': `198.51.100.${i + 1}` })).toBe(401)
  }
  // …which is now hot: an account that failed from it waits, and a fresh spoofed address buys no fresh count
  // (were the header believed, this would be the account's first failure from 203.0.113.77: a 401).
  expect(await login(shop.port, attacker, unknown(0), { 'x-forwarded-for': '203.0.113.77' })).toBe(429)
  // Another client has counts of its own: the same account is tried and refused as any wrong password…
  expect(await login(shop.port, '127.0.0.3', unknown(0))).toBe(401)
  // …and a right password gets in.
  expect(await login(shop.port, '127.0.0.3', { logonId: 'kollega@demo.test', logonPassword: DEMO_PASSWORD })).toBe(200)
})
