import http from 'node:http'
import { DEMO_PASSWORD } from '../support'
import { expect, test } from './server'

/**
 * Finding 7, the address half (issue 36): without TRUST_PROXY every client had the same address, so after
 * 20 failed logins to unknown accounts from anywhere, another user's correct password got 429. The client
 * address is now the connection's; X-Forwarded-For counts only from a proxy TRUST_PROXY names (the e2e
 * servers name loopback, 127.0.0.1). Two clients here connect from 127.0.0.2 and 127.0.0.3 (Linux routes
 * all of 127.0.0.0/8 to the loopback device), neither a named proxy.
 */

function login(port: number, from: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/auth/v2/sessions',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}

test("one client's failed logins throttle that client only, whatever X-Forwarded-For it sends", async ({ shop }) => {
  const attacker = '127.0.0.2'
  const statuses: number[] = []
  for (let attempt = 0; attempt < 40 && !statuses.includes(429); attempt++) {
    const spoofed = { 'x-forwarded-for': `198.51.100.${attempt + 1}` }
    const account = { logonId: `finns.inte.${Date.now()}.${attempt}@demo.test`, logonPassword: 'Fel-lösenord-1' }
    statuses.push(await login(shop.port, attacker, account, spoofed))
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
  // A fresh spoofed address buys the attacker no fresh bucket…
  const again = { logonId: `finns.inte.${Date.now()}@demo.test`, logonPassword: 'Fel-lösenord-1' }
  expect(await login(shop.port, attacker, again, { 'x-forwarded-for': '203.0.113.77' })).toBe(429)
  // …and another client logs in with the right password.
  expect(await login(shop.port, '127.0.0.3', { logonId: 'kollega@demo.test', logonPassword: DEMO_PASSWORD })).toBe(200)
})
