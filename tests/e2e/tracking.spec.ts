import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { bearerFor, brandUrl, callInPage, logIn, PORT, postInPage, stockedTiles } from './support'

/**
 * The e-commerce events of spec section 5 in the browser (issue 16): a spy on the data layer keeps
 * every event pushed, across page loads, while a shopper walks search list → select → product → add →
 * cart → delivery → summary → purchase. Each event is checked against the spec's numbers, the purchase
 * against the order as stored. Without statistics consent no event is pushed.
 */

test.describe.configure({ timeout: 90_000 })

const BRAND = 'nordbygg'
const CART = '/api/cart/v2/cart/current'

interface PushedEvent {
  event: string
  ecommerce: Record<string, unknown> & { items?: Array<Record<string, unknown>> }
}

/** Keeps every event pushed to `window.dataLayer` in session storage, so it survives page loads. */
async function spyOnDataLayer(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = 'data layer spy'
    const win = window as unknown as { dataLayer?: unknown[] }
    win.dataLayer ??= []
    const layer = win.dataLayer
    const push = layer.push.bind(layer)
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
      for (const entry of entries) if (entry && typeof entry === 'object' && 'event' in entry) kept.push(entry)
      sessionStorage.setItem(key, JSON.stringify(kept))
      return push(...entries)
    }
  })
}

const pushed = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('data layer spy') ?? '[]') as PushedEvent[])

/** The events named `name` pushed so far, waited for until at least one is there. */
async function events(page: Page, name: string): Promise<PushedEvent[]> {
  let found: PushedEvent[] = []
  await expect
    .poll(
      async () => {
        found = (await pushed(page)).filter((event) => event.event === name)
        return found.length
      },
      { message: `a ${name} event` },
    )
    .toBeGreaterThan(0)
  return found
}

/** The visitor chose statistics too in the consent banner (every spec starts with "Endast nödvändiga"). */
async function grantStatistics(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'shop_consent',
      value: `C0001.C0002|${new Date().toISOString()}`,
      domain: `${BRAND}.localhost`,
      path: '/',
      sameSite: 'Lax',
    },
  ])
}

test('list → select → product → add → cart → delivery → summary → purchase, with the spec’s numbers', async ({
  page,
  context,
  request,
}) => {
  await spyOnDataLayer(context)
  await grantStatistics(context)
  await logIn(page, BRAND, 'user@demo.test')
  expect((await callInPage(page, 'DELETE', `${CART}/variants`)).status).toBe(200)
  const [tile] = await stockedTiles(postInPage(page), '900')
  if (!tile) throw new Error('no stocked article')

  // A search's list, and the product chosen from it.
  await page.goto(brandUrl(BRAND, `/search?q=${tile.articleNumber}`))
  const [list] = await events(page, 'view_item_list')
  expect(list?.ecommerce.item_list_name).toBe('search result list')
  expect(list?.ecommerce.items?.[0]).toMatchObject({ item_id: tile.articleNumber, index: 1, quantity: 1 })
  await page.getByTestId('listing-grid').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`${tile.url}$`))
  const [selected] = await events(page, 'select_item')
  expect(selected?.ecommerce.items?.[0]).toMatchObject({ item_id: tile.articleNumber, index: 1 })
  const [viewed] = await events(page, 'view_item')
  const price = viewed?.ecommerce.items?.[0]?.price as number
  expect(price).toBeGreaterThan(0)
  expect(viewed?.ecommerce).toMatchObject({ currency: 'SEK', value: price })

  // Added from the product page: the store's add sends add_to_cart with the line as the cart answered it.
  const form = page.getByTestId('add-to-cart')
  await form.getByRole('radio', { name: 'Utkörning', exact: true }).check()
  await form.getByRole('button', { name: 'Lägg i varukorgen' }).click()
  await expect(form.getByTestId('add-to-cart-added')).not.toBeEmpty({ timeout: 20_000 })
  const [added] = await events(page, 'add_to_cart')
  expect(added?.ecommerce).toMatchObject({ currency: 'SEK', value: price })
  expect(added?.ecommerce.items?.[0]).toMatchObject({ item_id: tile.articleNumber, price, quantity: 1 })

  // The cart and the checkout steps.
  await page.goto(brandUrl(BRAND, '/cart'))
  const [cartView] = await events(page, 'view_cart')
  expect(cartView?.ecommerce.items?.map((item) => item.item_id)).toEqual([tile.articleNumber])
  await page.getByTestId('cart-checkout').click()
  await expect(page).toHaveURL(/\/delivery$/, { timeout: 20_000 })
  const dbi = page.locator('[data-delivery="DBI"]')
  await dbi.getByLabel('Kontaktperson vid leverans').fill('Anna Bygg')
  await dbi.getByLabel('Telefon till kontaktpersonen').fill('070-123 45 67')
  await page.getByRole('button', { name: 'Fortsätt till sammanfattning' }).click()
  await expect(page).toHaveURL(/\/summary$/, { timeout: 20_000 })
  await page.getByRole('button', { name: 'Skicka order' }).click()
  await expect(page).toHaveURL(/\/checkout-success-page\?orders=/, { timeout: 20_000 })
  const orderId = (await page.getByTestId('order-number').first().textContent()) as string

  await expect
    .poll(async () => (await events(page, 'checkout')).map((event) => event.ecommerce.checkout_step))
    .toEqual([1, 2, 3, 4])

  // The purchase: once, with the order's id, tax and shipping 0, revenue as the stored order has it.
  const [purchase] = await events(page, 'purchase')
  const headers = await bearerFor(request, 'siteadmin@demo.test')
  const stored = await request.get(`http://127.0.0.1:${PORT}/api/payload/orders?where[orderId][equals]=${orderId}`, {
    headers,
  })
  const [order] = (
    (await stored.json()) as {
      docs: Array<{ orderItems: Array<{ netPrice: number; alloyingPrice: number | null; quantity: number }> }>
    }
  ).docs
  const revenue =
    Math.round(
      (order?.orderItems ?? []).reduce(
        (sum, item) => sum + Math.round((item.netPrice + (item.alloyingPrice ?? 0)) * 100) * item.quantity,
        0,
      ),
    ) / 100
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: orderId,
    affiliation: expect.any(String),
    currency: 'SEK',
    tax: 0,
    shipping: 0,
    value: revenue,
  })
  await page.reload()
  await expect(page.getByTestId('order-number').first()).toHaveText(orderId)
  expect((await pushed(page)).filter((event) => event.event === 'purchase')).toHaveLength(1)

  // The shop's own event store got the choice, the add and the purchase, under this browser's tracking id.
  const trackingId = (await page.evaluate(() => localStorage.getItem('tracking id'))) as string
  expect(trackingId).toMatch(/^[A-Za-z0-9_-]{21}$/)
  let kept: Array<{ type: string; articleNumber: string; orderId: string | null }> = []
  await expect
    .poll(async () => {
      const answer = await request.get(
        `http://127.0.0.1:${PORT}/api/payload/tracking-events?where[trackingId][equals]=${trackingId}&sort=createdAt`,
        { headers },
      )
      kept = ((await answer.json()) as { docs: typeof kept }).docs
      return kept.map((event) => event.type)
    })
    .toEqual(['click', 'addtocart', 'purchase'])
  expect(kept.every((event) => event.articleNumber === tile.articleNumber)).toBe(true)
  expect(kept.at(-1)?.orderId).toBe(orderId)
})

test('no e-commerce event is pushed without statistics consent', async ({ page, context }) => {
  await spyOnDataLayer(context)
  await logIn(page, BRAND, 'user@demo.test')
  const [tile] = await stockedTiles(postInPage(page), '900')
  if (!tile) throw new Error('no stocked article')
  await page.goto(brandUrl(BRAND, `/search?q=${tile.articleNumber}`))
  await page.getByTestId('listing-grid').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`${tile.url}$`))
  await page.goto(brandUrl(BRAND, '/cart'))
  await expect(page.getByTestId('cart')).toBeVisible()
  // The tag manager's own start events are there (it loads, with every consent denied); none of ours.
  expect((await pushed(page)).filter((entry) => !entry.event.startsWith('gtm.'))).toEqual([])
})

test('web vitals reach the data layer with the category Web Vitals, with consent', async ({ page, context }) => {
  await spyOnDataLayer(context)
  await grantStatistics(context)
  await page.goto(brandUrl(BRAND, '/'))
  const [fcp] = await events(page, 'web_vitals')
  expect(fcp).toMatchObject({ eventCategory: 'Web Vitals', eventAction: 'FCP', nonInteraction: true })
  expect((fcp as unknown as { eventValue: number }).eventValue).toBeGreaterThan(0)
})

test('banners are promotions: seen half in view, and chosen', async ({ page, context }) => {
  await spyOnDataLayer(context)
  await grantStatistics(context)
  await page.goto(brandUrl(BRAND, '/'))
  const banner = page.locator('[data-marketing-id]').first()
  const marketingId = (await banner.getAttribute('data-marketing-id')) as string
  expect(marketingId).toBeTruthy()
  await banner.scrollIntoViewIfNeeded()
  await expect
    .poll(async () =>
      (await pushed(page)).filter((e) => e.event === 'view_promotion').map((e) => e.ecommerce.promotion_id),
    )
    .toContain(marketingId)
  const [viewed] = (await pushed(page)).filter(
    (e) => e.event === 'view_promotion' && e.ecommerce.promotion_id === marketingId,
  )
  expect(viewed?.ecommerce).toMatchObject({ promotion_name: expect.any(String), creative_name: expect.any(String) })
  await banner.getByRole('link').first().click()
  const [chosen] = await events(page, 'select_promotion')
  expect(chosen?.ecommerce.promotion_id).toBe(marketingId)
})
