import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { type AccessClaims, signAccessToken, verifyAccessToken } from '@shop/auth'
import { DEMO_PASSWORD } from '../support'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 1 (issue 36): anyone with an account could become SITE_ADMIN. Without PAYLOAD_SECRET the server
 * signed with a constant published in the source; a token signed with it, carrying the attacker's own live
 * session id and the site admin's user id, read the outbox (live activation and reset links) and
 * `users/me` as the site admin, and a noprices token with an empty deny list got prices.
 */

/** The constant the source published until 2026-12-02, and the access-token key derived from it. */
const PUBLISHED = 'development-secret-not-for-production-use-0000'
const keyOf = (secret: string) => createHash('sha256').update(`shop-access-token:${secret}`).digest('base64url')
/**
 * The servers' own key, as if it had leaked: both run in apps/web without PAYLOAD_SECRET and share the
 * secret their first start generated there (apps/web/src/accounts/secret.ts).
 */
const realKey = () => keyOf(readFileSync(new URL('../../../apps/web/data/secret', import.meta.url), 'utf8').trim())

async function session(request: APIRequestContext, shop: ShopServer, email: string) {
  const response = await request.post(`${shop.base}/api/auth/v2/sessions`, {
    data: { logonId: email, logonPassword: DEMO_PASSWORD },
  })
  expect(response.status()).toBe(200)
  const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { AccessToken: string } }
  const check = await verifyAccessToken(AuthenticationResult.AccessToken, realKey())
  if (!check.ok) throw new Error(`the token of ${email} does not verify with the server's key`)
  return { token: AuthenticationResult.AccessToken, claims: check.claims }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
/** A route that needs a login: 200 with a session, 401 without. */
const PROTECTED = '/api/product/campaigns/active-campaigns/customer'

test('a token with a borrowed session id and the site admin as its user gets 401, whichever key signed it', async ({
  request,
  shop,
}) => {
  const attacker = await session(request, shop, 'user@demo.test')
  const admin = await session(request, shop, 'siteadmin@demo.test')
  const claims: AccessClaims = { ...attacker.claims, userId: admin.claims.userId, role: 'SITE_ADMIN' }
  for (const key of [keyOf(PUBLISHED), realKey()]) {
    const forged = bearer(await signAccessToken(claims, key))
    expect((await request.get(`${shop.base}/api/payload/outbox`, { headers: forged })).status()).toBeGreaterThanOrEqual(
      401,
    )
    const me = await request.get(`${shop.base}/api/payload/users/me`, { headers: forged })
    expect(((await me.json()) as { user: unknown }).user ?? null).toBeNull()
    expect((await request.get(`${shop.base}${PROTECTED}`, { headers: forged })).status()).toBe(401)
  }
  // The tokens as issued still work.
  expect((await request.get(`${shop.base}${PROTECTED}`, { headers: bearer(attacker.token) })).status()).toBe(200)
  expect(
    (await request.get(`${shop.base}/api/payload/outbox?limit=1`, { headers: bearer(admin.token) })).status(),
  ).toBe(200)
})

test('a noprices token that grants itself an empty deny list gets 401', async ({ request, shop }) => {
  const noprices = await session(request, shop, 'noprices@demo.test')
  const cleared = noprices.claims.customerPermissions.map((permission) => ({ ...permission, permissionDenies: [] }))
  expect(noprices.claims.customerPermissions.some((p) => p.permissionDenies.includes('EJ_SE_PRISER'))).toBe(true)
  const forged = bearer(await signAccessToken({ ...noprices.claims, customerPermissions: cleared }, realKey()))
  expect((await request.get(`${shop.base}${PROTECTED}`, { headers: forged })).status()).toBe(401)
  expect((await request.get(`${shop.base}${PROTECTED}`, { headers: bearer(noprices.token) })).status()).toBe(200)
})
