import { DEMO_PASSWORD, stockedTiles } from '../support'
import { expect, test } from './server'

/**
 * Finding 12 (issue 36): CSRF protection rested on SameSite=Lax alone: a cross-origin `text/plain` POST
 * with a session cookie added to the cart. Every state-changing request is now checked for where it came
 * from (Sec-Fetch-Site, else Origin) before any route runs (apps/web/src/proxy.ts), which also keeps the
 * SameSite=None cookies of a framed punch-out session from opening the hole again.
 */

const CART = '/api/cart/v2/cart/current'

test('a cross-site text/plain POST with the session cookie is refused and the cart stays as it was', async ({
  request,
  shop,
}) => {
  const login = await request.post(`${shop.base}/api/auth/session`, {
    data: { logonId: 'kollega@demo.test', logonPassword: DEMO_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const lines = async () => {
    const cart = await request.get(`${shop.base}${CART}`)
    expect(cart.status()).toBe(200)
    const body = (await cart.json()) as { cart: { deliveries: Array<{ items: Array<{ articleNumber: string }> }> } }
    return body.cart.deliveries.flatMap((delivery) => delivery.items.map((item) => item.articleNumber))
  }
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${shop.base}${path}`, { data })
    return { status: response.status(), json: await response.json() }
  }
  const article = (await stockedTiles(post, '900'))[0]?.articleNumber
  if (!article) throw new Error('no stocked article in the demo catalog')
  await request.put(`${shop.base}${CART}/status`, { data: { status: 'DELETED' } })
  const before = await lines()
  const body = JSON.stringify({ items: [{ articleNumber: article, quantity: 1, deliveryId: 'DBI' }] })
  const senders: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'null' },
  ]
  for (const from of senders) {
    const forged = await request.post(`${shop.base}${CART}/variants/batch/add`, {
      headers: { 'content-type': 'text/plain', ...from },
      data: body,
    })
    expect(forged.status(), JSON.stringify(from)).toBe(403)
    expect(await forged.json()).toMatchObject({ error: 'errors.forbidden_action' })
  }
  expect(await lines()).toEqual(before)
  // The shop's own page may: the same call, sent as its pages send it.
  const own = await request.post(`${shop.base}${CART}/variants/batch/add`, {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: JSON.parse(body),
  })
  expect(own.status()).toBe(200)
  expect(await lines()).toContain(article)
})

test('a form another site posts from a browser changes nothing in the cart', async ({ page, shop }) => {
  await page.goto(shop.brandUrl('nordbygg'))
  const logged = await page.evaluate(async (password) => {
    const response = await fetch('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logonId: 'kollega@demo.test', logonPassword: password }),
    })
    await fetch('/api/cart/v2/cart/current/status', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'DELETED' }),
    })
    return response.status
  }, DEMO_PASSWORD)
  expect(logged).toBe(200)
  const target = shop.brandUrl('nordbygg', `${CART}/variants/batch/add`)
  // The attacker's page, on a site of its own: a text/plain form that posts JSON-looking text.
  await page.route('https://attacker.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" enctype="text/plain" action="${target}">
        <input name='{"items":[{"articleNumber":"x","quantity":1,"padding":"' value='"}]}'></form>
        <script>document.forms[0].submit()</script>`,
    }),
  )
  const posted = page.waitForResponse(target)
  await page.goto('https://attacker.example/')
  expect((await posted).status()).toBe(403)
  await page.goto(shop.brandUrl('nordbygg'))
  const count = await page.evaluate(async () => {
    const cart = (await (await fetch('/api/cart/v2/cart/current')).json()) as {
      cart: { deliveries: Array<{ items: unknown[] }> }
    }
    return cart.cart.deliveries.reduce((sum, delivery) => sum + delivery.items.length, 0)
  })
  expect(count).toBe(0)
})
