import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { formatMoney } from '@shop/i18n'
import {
  adminDocs,
  bearerFor,
  brandUrl,
  callInPage,
  logIn,
  PORT,
  postFromNode,
  postInPage,
  stockedTiles,
} from './support'

/**
 * Issue 17: the pages every anonymous visitor sees alike are rendered once and served from Next's
 * cache, and a change to what they show (stock, a list price, published content) shows on the very
 * next request. Nobody with a session ever gets one of them, and neither does a query or a preview.
 */

const api = `http://127.0.0.1:${PORT}/api/payload`

/** A page view in a context of its own, with the response's cache headers. */
async function view(page: Page, url: string) {
  const response = await page.goto(url)
  if (!response) throw new Error(`no response for ${url}`)
  return { cache: response.headers()['x-nextjs-cache'], control: response.headers()['cache-control'] }
}

/** A page as a shopper's browser is sent it the second time (with its cookies): its HTML and cache header. */
function sentAgain(page: Page, path: string) {
  return page.evaluate(async (target) => {
    await (await fetch(target)).text()
    const again = await fetch(target)
    return { html: await again.text(), cache: again.headers.get('x-nextjs-cache') }
  }, path)
}

async function stockRow(request: APIRequestContext, articleNumber: string, locationId: string) {
  const [row] = await adminDocs<{ id: number; quantity: number }>(
    request,
    'stock',
    `where[articleNumber][equals]=${articleNumber}&where[locationId][equals]=${locationId}&limit=1`,
  )
  if (!row) throw new Error(`no stock row for ${articleNumber} at ${locationId}`)
  return row
}

/** A product Nordbygg's own store (101) has in stock. */
async function stockedProduct(request: APIRequestContext) {
  const [tile] = await stockedTiles(postFromNode(request), '101')
  if (!tile) throw new Error('no stocked article at store 101')
  return tile
}

test('an anonymous product page is rendered once; a stock and a list-price change show on the next request', async ({
  page,
  request,
}) => {
  const tile = await stockedProduct(request)
  const url = brandUrl('nordbygg', tile.url)
  // A page that shows no quantities: a new quantity that changes no signal leaves it in the cache.
  const front = brandUrl('nordbygg', '/')

  await view(page, front)
  await view(page, url)
  const again = await view(page, url)
  expect(again.cache).toBe('HIT')
  // Never in a shared cache: it would hand the anonymous page to a visitor who has logged in.
  expect(again.control).toBe('private, no-cache')

  const admin = await bearerFor(request, 'siteadmin@demo.test')
  const row = await stockRow(request, tile.articleNumber, '101')
  const prices = await request.get(
    `${api}/prices?where[articleNumber][equals]=${tile.articleNumber}&where[customer][exists]=false`,
    { headers: admin },
  )
  const listPrice = (await prices.json()).docs[0] as { id: number; netPrice: number }
  const patch = async (path: string, data: Record<string, number>) =>
    expect((await request.patch(`${api}/${path}`, { headers: admin, data })).status()).toBe(200)
  try {
    const quantity = row.quantity === 777 ? 778 : 777
    await patch(`stock/${row.id}`, { quantity })
    await view(page, url)
    await expect(page.getByTestId('stock-summary')).toContainText(`${quantity} `)
    expect((await view(page, front)).cache).toBe('HIT')

    // Sold out at the store: its signal shows on every page with the article, so every page renders afresh.
    await patch(`stock/${row.id}`, { quantity: 0 })
    // Next expires the tags just after the write's answer has left: a view in that instant may come first.
    await expect.poll(async () => (await view(page, front)).cache).not.toBe('HIT')
    await view(page, url)
    await expect(page.getByTestId('stock-summary').locator('li').first()).toContainText('Slut i lager')

    const netPrice = listPrice.netPrice === 4321.5 ? 4321.25 : 4321.5
    await patch(`prices/${listPrice.id}`, { netPrice })
    await view(page, url)
    await expect(page.locator('main')).toContainText(formatMoney(netPrice))
    expect((await view(page, url)).cache).toBe('HIT')
  } finally {
    // Other specs order this article: they get it as the seed left it.
    await patch(`stock/${row.id}`, { quantity: row.quantity })
    await patch(`prices/${listPrice.id}`, { netPrice: listPrice.netPrice })
  }
})

test('a query or a preview is never served from the cache, nor cached', async ({ page }) => {
  await view(page, brandUrl('nordbygg', '/kategorier/jarnhandel'))
  expect((await view(page, brandUrl('nordbygg', '/kategorier/jarnhandel'))).cache).toBe('HIT')
  for (const path of ['/kategorier/jarnhandel?sort=name', '/kundservice?preview=1', '/?preview=1']) {
    const { cache, control } = await view(page, brandUrl('nordbygg', path))
    expect(cache, path).toBeUndefined()
    expect(control, path).toMatch(/no-store/)
  }
})

async function visitor(browser: Browser, email: string | null) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (email) await logIn(page, 'nordbygg', email)
  else await page.goto(brandUrl('nordbygg'))
  return { page, email, close: () => context.close() }
}

test('two users and an anonymous visitor on the same pages at once each get their own page', async ({
  browser,
  request,
}) => {
  const tile = await stockedProduct(request)
  const emails = ['user@demo.test', 'kollega@demo.test']
  const visitors = await Promise.all([
    visitor(browser, emails[0] ?? null),
    visitor(browser, emails[1] ?? null),
    visitor(browser, null),
  ])
  try {
    for (let round = 0; round < 3; round++) {
      for (const path of ['/', tile.url, '/kategorier/jarnhandel']) {
        const pages = await Promise.all(
          visitors.map(async (one) => {
            // The HTML as the browser gets it, with its cookies (the flyouts' markup included).
            const { html, cache } = await one.page.evaluate(async (target) => {
              const response = await fetch(target)
              return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') ?? undefined }
            }, path)
            return { one, html, cache }
          }),
        )
        for (const { one, html, cache } of pages) {
          // The front and product pages are member pages: one render for all shoppers of a view, naming none
          // of them and holding no price (the anonymous pages have Nordbygg's list prices), filled in by the
          // browser.
          const shared = one.email !== null && (path === tile.url || path === '/')
          for (const email of emails) {
            if (email === one.email && !shared) expect(html, `${one.email} on ${path}`).toContain(email)
            else expect(html, `${one.email ?? 'anonymous'} on ${path}`).not.toContain(email)
          }
          if (shared) expect(html, `${one.email} on ${path}`).not.toMatch(/data-price|tile-price/)
          else if (one.email) expect(cache, `${one.email} on ${path}`).toBeUndefined()
          else expect(html, path).toContain('Logga in')
        }
      }
    }
  } finally {
    await Promise.all(visitors.map((one) => one.close()))
  }
})

test("a logged-in shopper's product page comes from the cache, and shows a change to the product at once", async ({
  page,
  request,
}) => {
  const tile = await stockedProduct(request)
  await logIn(page, 'nordbygg', 'user@demo.test')
  const url = brandUrl('nordbygg', tile.url)
  // Twice: the second view is the member page's render from the cache.
  await view(page, url)
  expect((await view(page, url)).cache).toBe('HIT')

  const admin = await bearerFor(request, 'siteadmin@demo.test')
  const found = await request.get(`${api}/variants?where[articleNumber][equals]=${tile.articleNumber}&depth=0`, {
    headers: admin,
  })
  const variant = (await found.json()).docs[0] as { id: number; name: string }
  const rename = async (name: string) =>
    expect((await request.patch(`${api}/variants/${variant.id}`, { headers: admin, data: { name } })).status()).toBe(
      200,
    )
  try {
    await rename(`${variant.name} (ny)`)
    await view(page, url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${variant.name} (ny)`)
  } finally {
    await rename(variant.name)
  }
})

test("the store finder is rendered once for the shoppers of one view; each one's browser fills in who they are", async ({
  browser,
}) => {
  const emails = ['user@demo.test', 'kollega@demo.test']
  const visitors = await Promise.all(emails.map((email) => visitor(browser, email)))
  try {
    for (const one of visitors) {
      // Who they are as a page rendered for them shows it: a content page is rendered per request.
      await one.page.goto(brandUrl('nordbygg', '/kundservice'))
      const projectButton = one.page.locator('#shell-project-flyout-button')
      const label = await projectButton.getAttribute('aria-label')
      expect(label).toMatch(/^Projekt: /)

      for (const path of ['/hitta-butik', '/aterforsaljare']) {
        // The page as sent: the same for everyone of the view (cached), and naming none of them.
        const sent = await sentAgain(one.page, path)
        expect(sent.cache, `${one.email} on ${path}`).toBe('HIT')
        for (const email of emails) expect(sent.html, `${one.email} on ${path}`).not.toContain(email)

        // In the browser: their own name, e-mail and chosen context, their own hearts' store.
        await one.page.goto(brandUrl('nordbygg', path))
        await expect(projectButton).toHaveAttribute('aria-label', label ?? '')
        await one.page.getByRole('button', { name: 'Konto' }).click()
        const account = one.page.getByRole('dialog', { name: 'Mitt konto' })
        await expect(account).toContainText(one.email ?? '')
        for (const email of emails.filter((other) => other !== one.email))
          await expect(account).not.toContainText(email)
        await one.page.keyboard.press('Escape')
      }
    }
  } finally {
    await Promise.all(visitors.map((one) => one.close()))
  }
})

test("the product page is rendered once for the shoppers of a view; each one's browser fills in their own price and store", async ({
  browser,
  request,
}) => {
  const tile = await stockedProduct(request)
  const emails = ['user@demo.test', 'noprices@demo.test']
  const visitors = await Promise.all(emails.map((email) => visitor(browser, email)))
  try {
    const stores: string[] = []
    for (const one of visitors) {
      // Their own price as the search service gives it to their session (none for noprices@demo.test).
      const search = await postInPage(one.page)('/api/product/search', { q: tile.articleNumber })
      const items = (search.json?.items ?? []) as Array<{ articleNumber: string; price: { netPrice: number } | null }>
      const own = items.find((item) => item.articleNumber === tile.articleNumber)
      expect(own, `${one.email} finds ${tile.articleNumber}`).toBeDefined()

      const sent = await sentAgain(one.page, tile.url)
      expect(sent.cache, one.email ?? '').toBe('HIT')
      for (const email of emails) expect(sent.html, one.email ?? '').not.toContain(email)
      expect(sent.html, one.email ?? '').not.toContain('data-price')

      await one.page.goto(brandUrl('nordbygg', tile.url))
      const summary = one.page.getByTestId('stock-summary')
      await expect(summary).toBeVisible()
      const prices = one.page.locator('main [data-price]')
      if (own?.price) await expect(prices.first()).toContainText(formatMoney(own.price.netPrice))
      else await expect(prices).toHaveCount(0)
      const myStore = (await summary.locator('li').first().textContent()) ?? ''
      expect(myStore).toContain('(din butik)')
      stores.push(myStore)
    }
    expect(visitors.map((one) => one.email)).toEqual(emails)
    // user@demo.test shops at store 101 and sees a price; noprices@demo.test at 104 and sees none.
    expect(stores[0]).not.toEqual(stores[1])
  } finally {
    await Promise.all(visitors.map((one) => one.close()))
  }
})

test("after a change of customer on a product page, the browser shows the new customer's price", async ({ page }) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  const choices = (await callInPage(page, 'GET', '/api/auth/v3/customers?active=1')).json as unknown as {
    customerId: string
    customerNumber: string
  }[]
  const customer = (number: string) => {
    const found = choices.find((choice) => choice.customerNumber === number)
    if (!found) throw new Error(`user@demo.test cannot choose ${number}`)
    return { customerId: found.customerId, projectId: null }
  }
  const choose = (number: string) =>
    page.evaluate(
      async (body) =>
        (
          await fetch('/api/auth/session/context', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      customer(number),
    )
  type Item = { articleNumber: string; url: string; price: { netPrice: number } | null }
  const pricesOn = async (listing: number) =>
    ((await postInPage(page)('/api/product/search', { categoryPath: 'jarnhandel', page: listing })).json?.items ??
      []) as Item[]

  // An article whose price differs between the user's two customers (one has a price of its own).
  let found: { item: Item; first: number; second: number } | undefined
  for (let listing = 1; listing <= 6 && !found; listing++) {
    expect(await choose('10001')).toBe(200)
    const first = await pricesOn(listing)
    expect(await choose('10004')).toBe(200)
    const second = new Map((await pricesOn(listing)).map((item) => [item.articleNumber, item.price?.netPrice]))
    const item = first.find((one) => one.price && second.get(one.articleNumber) !== one.price.netPrice)
    const other = item ? second.get(item.articleNumber) : undefined
    if (item?.price && other !== undefined) found = { item, first: item.price.netPrice, second: other }
  }
  if (!found) throw new Error('no article priced differently for customers 10001 and 10004')
  expect(await choose('10001')).toBe(200)

  await page.goto(brandUrl('nordbygg', found.item.url))
  const price = page.locator('main [data-price]').first()
  await expect(price).toContainText(formatMoney(found.first))

  await page.locator('#shell-project-flyout-button').click()
  const flyout = page.getByRole('dialog', { name: 'Kund och projekt' })
  await flyout.locator('[data-customer="10004"]').getByRole('radio', { name: 'Hela kunden' }).check()
  await flyout.getByRole('button', { name: 'Använd valet' }).click()
  await expect(price).toContainText(formatMoney(found.second))
  await expect(price).not.toContainText(formatMoney(found.first))
})

test("the front page is rendered once for the shoppers of a view; each one's browser fills in their own tile prices", async ({
  browser,
}) => {
  const emails = ['user@demo.test', 'noprices@demo.test']
  const visitors = await Promise.all(emails.map((email) => visitor(browser, email)))
  try {
    for (const one of visitors) {
      const sent = await sentAgain(one.page, '/')
      expect(sent.cache, one.email ?? '').toBe('HIT')
      for (const email of emails) expect(sent.html, one.email ?? '').not.toContain(email)
      expect(sent.html, one.email ?? '').not.toContain('tile-price')

      await one.page.goto(brandUrl('nordbygg'))
      const section = one.page.locator('[data-section-type="SelectedProducts"]')
      await expect(section.locator('a[href^="/produkt/"]').first()).toBeVisible()
      // Settled: no tile waits for its price any more.
      await expect(section.locator('.animate-pulse')).toHaveCount(0)
      const first = section.locator('li').first()
      const articleNumber = ((await first.locator('.tile-meta').textContent()) ?? '').split(' ').at(-1) ?? ''
      const search = await postInPage(one.page)('/api/product/search', { q: articleNumber })
      const items = (search.json?.items ?? []) as Array<{
        articleNumber: string
        price: { netPrice: number; askForPrice: boolean } | null
      }>
      const own = items.find((item) => item.articleNumber === articleNumber)
      expect(own, `${one.email} finds ${articleNumber}`).toBeDefined()
      if (own?.price && !own.price.askForPrice)
        await expect(first.locator('.tile-price')).toContainText(formatMoney(own.price.netPrice))
      else await expect(first.locator('.tile-price')).toHaveCount(0)
      if (one.email === 'noprices@demo.test') await expect(section.locator('.tile-price')).toHaveCount(0)
    }
  } finally {
    await Promise.all(visitors.map((one) => one.close()))
  }
})
