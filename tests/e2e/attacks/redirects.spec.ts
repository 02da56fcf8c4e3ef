import { DEMO_PASSWORD } from '../support'
import { expect, test } from './server'

/**
 * Finding 6 (issue 36): an open redirect. Logged in, `/logga-in?next=/.//evil.example` answered 307 with
 * `Location: //evil.example`, which a browser follows to another site. And the admin's redirect to the
 * login page was an absolute URL on whatever host the request named.
 */

test('a logged-in visitor sent to /logga-in?next=/.//evil.example stays on the shop', async ({ request, shop }) => {
  const login = await request.post(`${shop.base}/api/auth/session`, {
    data: { logonId: 'user@demo.test', logonPassword: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  for (const next of ['/.//evil.example', '/a/..//evil.example', '//evil.example', '/\\evil.example']) {
    const response = await request.get(`${shop.base}/logga-in?next=${encodeURIComponent(next)}`, { maxRedirects: 0 })
    const location = response.headers().location
    expect([200, 307, 308], next).toContain(response.status())
    if (location) {
      expect(location, next).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, shop.base).origin, next).toBe(shop.base)
    }
  }
  // A local `next` still goes on, as before.
  const local = await request.get(`${shop.base}/logga-in?next=${encodeURIComponent('/cart')}`, { maxRedirects: 0 })
  expect(local.status()).toBe(307)
  expect(local.headers().location).toBe('/cart')
})

test("the admin's way to the login page is on the brand's origin, never on a host a header named", async ({
  request,
  shop,
}) => {
  const response = await request.get(`${shop.base}/admin`, {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe(shop.brandUrl('nordbygg', '/logga-in?next=%2Fadmin'))
})
