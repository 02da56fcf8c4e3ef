import { readFileSync } from 'node:fs'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import type { BrandRoute } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { expectAxeClean } from './axe'
import {
  type BrandId,
  brandUrl,
  callInPage,
  enterUntil,
  logIn,
  postInPage,
  type StockedTile,
  stockedTiles,
} from './support'

/**
 * Favourites and shopping lists (issue 13) on two brands, as user@demo.test (customer 10001): heart a
 * product and find it in the favourites flyout; create a list, add to it from the product page and
 * from the cart, change a quantity, put the whole list in the cart with a delivery method, and share
 * it. kollega@demo.test (same customer) then reads the shared list without editing controls;
 * noprices@demo.test (customer 10003) gets the 404 page. axe runs on both pages, the flyout and the
 * add-to-list dialog; the heart, creating, the dialog, the quantity, the cart and sharing use the keyboard alone.
 */

test.describe.configure({ timeout: 180_000 })

const BRANDS: BrandId[] = ['nordbygg', 'trahuset']
const cartApi = (path: string) => `/api/cart/v2/cart${path}`

const routesOf = (brand: BrandId) =>
  (JSON.parse(readFileSync(`tenants/${brand}/routes.json`, 'utf8')) as { routes: BrandRoute[] }).routes

/** Whether the auth service holds `articleNumber` as one of the user's favourites. */
async function isFavourite(page: Page, articleNumber: string) {
  const answer = await callInPage(page, 'GET', '/api/auth/users/favourites')
  const data = (answer.json?.data ?? []) as Array<{ articleNumber: string }>
  return data.some((favourite) => favourite.articleNumber === articleNumber)
}

/** The page's heart of `articleNumber` taken to `on` with the keyboard alone (focus, Space), and saved. */
async function setHeart(page: Page, articleNumber: string, on: boolean) {
  const heart = page.locator(`main [data-testid="favourite-heart"][data-article-number="${articleNumber}"]`).first()
  // Pressed again until the page has hydrated: before that the server's button does nothing.
  await expect(async () => {
    if ((await heart.getAttribute('aria-pressed')) !== String(on)) {
      await heart.focus()
      await page.keyboard.press('Space')
    }
    await expect(heart).toHaveAttribute('aria-pressed', String(on), { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect.poll(() => isFavourite(page, articleNumber)).toBe(on)
}

/** Opens the add-to-list dialog from `button`, picks `listName` and adds, with the keyboard alone. */
async function addToListWithKeyboard(page: Page, button: Locator, listName: string) {
  const dialog = page.getByTestId('add-to-list-dialog')
  await enterUntil(page, button, dialog)
  const choice = dialog.getByRole('radio', { name: new RegExp(listName) })
  await expect(choice).toBeVisible()
  await choice.focus()
  await page.keyboard.press('Space')
  await expect(choice).toBeChecked()
  await dialog.getByRole('button', { name: 'Lägg i listan' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(`Tillagt i ${listName}.`)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The native dialog gives focus back to the button that opened it.
  await expect(button).toBeFocused()
}

/**
 * Chooses customer 10001 without a project (user@demo.test starts in one of its projects): a list made
 * in a project is that project's, and the colleague, who has no projects, could not see it.
 */
async function chooseCustomerWide(page: Page) {
  const customers = await callInPage(page, 'GET', '/api/auth/v3/customers?active=1')
  const list = (customers.json as unknown as Array<{ customerId: string; customerNumber: string }>) ?? []
  const customer = list.find((c) => c.customerNumber === '10001')
  if (!customer) throw new Error('user@demo.test has no customer 10001')
  const chosen = await callInPage(page, 'PUT', '/api/auth/session/context', {
    body: { customerId: customer.customerId, projectId: null },
  })
  expect(chosen.status).toBe(200)
}

async function newUserPage(browser: Browser, brand: BrandId, email: string) {
  const context = await browser.newContext({ locale: 'sv-SE' })
  const page = await context.newPage()
  await logIn(page, brand, email)
  return page
}

for (const brand of BRANDS) {
  test.describe(`shopping lists on ${brand}`, () => {
    const routes = routesOf(brand)
    const listsPath = pathForPage(routes, 'ShoppingLists') ?? ''
    const listName = `E2E ${brand} ${Date.now().toString(36)}`
    let tiles: StockedTile[] = []
    let listUrl = ''

    test.beforeAll(async ({ browser }) => {
      const page = await newUserPage(browser, brand, 'user@demo.test')
      tiles = (await stockedTiles(postInPage(page), '900')).slice(0, 3)
      expect(tiles).toHaveLength(3)
      await page.context().close()
    })

    test('a heart on the product page shows in the favourites flyout', async ({ page }) => {
      const [tile] = tiles
      if (!tile) throw new Error('no tile')
      await logIn(page, brand, 'user@demo.test')
      await page.goto(brandUrl(brand, tile.url))
      await setHeart(page, tile.articleNumber, false)
      await setHeart(page, tile.articleNumber, true)

      // A new page load renders the heart as saved from the first paint (no flash).
      await page.goto(brandUrl(brand, tile.url), { waitUntil: 'commit' })
      await expect(
        page.locator(`main [data-testid="favourite-heart"][data-article-number="${tile.articleNumber}"]`).first(),
      ).toHaveAttribute('aria-pressed', 'true')

      await page.getByRole('button', { name: /^Favoriter/ }).click()
      const flyout = page.getByTestId('favourites-flyout-content')
      await expect(
        flyout.locator(`[data-testid="favourite-article"][data-article-number="${tile.articleNumber}"]`),
      ).toBeVisible()
      await expect(flyout.getByTestId('flyout-list').first()).toBeVisible()
      // 'Köp' puts the favourite in the cart with the delivery method chosen above the list.
      await callInPage(page, 'DELETE', cartApi('/current/variants'))
      await flyout
        .locator(`[data-testid="favourite-article"][data-article-number="${tile.articleNumber}"]`)
        .getByRole('button', { name: /^Köp / })
        .click()
      await expect(flyout.getByText('1 rad lades i varukorgen.')).toBeVisible()
      await expectAxeClean(page, '#shell-favorites-flyout')
      await page.keyboard.press('Escape')
    })

    test('create a list, add from the product page and the cart, change a quantity, into the cart, share', async ({
      page,
    }) => {
      const [first, second] = tiles
      if (!first || !second) throw new Error('no tiles')
      await logIn(page, brand, 'user@demo.test')
      await chooseCustomerWide(page)

      // ShoppingLists: create a private list with the keyboard; it opens on its own page.
      await page.goto(brandUrl(brand, listsPath))
      await expect(page.getByTestId('shopping-lists')).toBeVisible()
      await expect(page.getByTestId('list-row').first()).toBeVisible()
      await expectAxeClean(page)
      const create = page.getByTestId('list-create-dialog')
      await enterUntil(page, page.getByTestId('list-create'), create)
      await expect(create.getByLabel('Namn')).toBeFocused()
      await page.keyboard.type(listName)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('list-name')).toHaveText(listName)
      listUrl = page.url()
      await expect(page.getByTestId('list-lines-empty')).toBeVisible()

      // From the product page.
      await page.goto(brandUrl(brand, first.url))
      await page.getByTestId('add-to-list').first().click()
      await expect(page.getByTestId('add-to-list-dialog').getByRole('radio').first()).toBeVisible()
      await expectAxeClean(page, '[data-testid="add-to-list-dialog"]')
      await page.keyboard.press('Escape')
      await addToListWithKeyboard(page, page.getByTestId('add-to-list').first(), listName)

      // From a cart line.
      await callInPage(page, 'DELETE', cartApi('/current/variants'))
      const added = await callInPage(page, 'POST', cartApi('/current/variants/batch/add'), {
        body: { items: [{ articleNumber: second.articleNumber, quantity: 1, deliveryId: 'DBI' }] },
      })
      expect(added.status).toBe(200)
      await page.goto(brandUrl(brand, '/cart'))
      const line = page.locator(`[data-testid="cart-line"][data-article-number="${second.articleNumber}"]`)
      await addToListWithKeyboard(page, line.getByTestId('add-to-list'), listName)

      // ShoppingList: both lines; a quantity up by one step with the keyboard, kept after a reload.
      await page.goto(listUrl)
      const lines = page.getByTestId('list-line')
      await expect(lines).toHaveCount(2)
      await expectAxeClean(page)
      const firstLine = page.locator(`[data-testid="list-line"][data-article-number="${first.articleNumber}"]`)
      const quantity = firstLine.getByTestId('list-line-quantity')
      await expect(quantity).toHaveValue('1')
      const saved = page.waitForResponse((r) => r.url().includes('/articles/') && r.request().method() === 'PUT')
      await quantity.focus()
      await page.keyboard.press('Control+a')
      await page.keyboard.type('3')
      expect((await saved).ok()).toBe(true)
      await page.reload()
      await expect(
        page
          .locator(`[data-testid="list-line"][data-article-number="${first.articleNumber}"]`)
          .getByTestId('list-line-quantity'),
      ).toHaveValue('3')

      // The whole list into an empty cart with the delivery method chosen.
      await callInPage(page, 'DELETE', cartApi('/current/variants'))
      await page.getByLabel('Leveranssätt').selectOption('DBI')
      // Selecting every line with Space also shows the page is live (hydrated) before the one Enter below.
      const selectAll = page.getByTestId('list-select-all')
      await expect(async () => {
        if (!(await selectAll.isChecked())) {
          await selectAll.focus()
          await page.keyboard.press('Space')
        }
        await expect(page.getByText('2 rader valda')).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await page.getByTestId('list-all-to-cart').focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('2 rader lades i varukorgen.')).toBeVisible()
      const cart = await callInPage(page, 'GET', cartApi('/current'))
      type CartAnswer = {
        cart: { deliveries: Array<{ deliveryId: string; items: Array<{ articleNumber: string; quantity: number }> }> }
      }
      const cartLines = (cart.json as CartAnswer | null)?.cart.deliveries ?? []
      const dbi = cartLines.find((delivery) => delivery.deliveryId === 'DBI')
      expect(dbi?.items.map((item) => [item.articleNumber, item.quantity]).sort()).toEqual(
        [
          [first.articleNumber, 3],
          [second.articleNumber, 1],
        ].sort(),
      )

      // Share it with the customer.
      const edit = page.getByTestId('list-edit-dialog')
      await enterUntil(page, page.getByTestId('list-edit'), edit)
      await expect(edit.getByLabel('Namn')).toBeFocused()
      await edit.getByRole('radio', { name: /Privat/ }).focus()
      await page.keyboard.press('ArrowDown')
      await expect(edit.getByRole('radio', { name: /Delad/ })).toBeChecked()
      await edit.getByRole('button', { name: 'Spara' }).focus()
      await page.keyboard.press('Enter')
      await expect(edit).toBeHidden()
      await expect(page.getByTestId('list-facts')).toContainText('Delad')

      // ShoppingLists finds it by name (the search is in the URL), shared now.
      await page.goto(brandUrl(brand, listsPath))
      const search = page.getByRole('search', { name: 'Sök lista' })
      await search.getByLabel('Sök lista').fill(listName)
      await search.getByRole('button', { name: 'Sök' }).click()
      await expect(page).toHaveURL(/\?q=/)
      await expect(page.getByTestId('list-row')).toHaveCount(1)
      await expect(page.getByTestId('list-row').getByTestId('list-access')).toHaveText('Delad')
      await expect(page.getByTestId('list-count')).toHaveText('1 lista')
    })

    test('a file of lines goes into the list and the list comes out as XLSX', async ({ page }) => {
      const [, , third] = tiles
      if (!third) throw new Error('no third tile')
      await logIn(page, brand, 'user@demo.test')
      await chooseCustomerWide(page)
      await page.goto(listUrl)
      const dialog = page.getByTestId('list-import-dialog')
      await enterUntil(page, page.getByTestId('list-import'), dialog)
      await dialog.getByTestId('list-import-input').setInputFiles({
        name: 'rader.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Artikelnummer;Antal\r\n${third.articleNumber};2\r\n`, 'utf8'),
      })
      await dialog.getByRole('button', { name: 'Importera från fil' }).click()
      await expect(dialog.getByTestId('upload-added')).toContainText(third.articleNumber)
      await page.keyboard.press('Escape')
      await expect(
        page.locator(`[data-testid="list-line"][data-article-number="${third.articleNumber}"]`),
      ).toBeVisible()
      await expect(page.getByTestId('list-line')).toHaveCount(3)

      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()])
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
      expect(
        readFileSync((await file.path()) as string)
          .subarray(0, 2)
          .toString('latin1'),
      ).toBe('PK')
    })

    test('a colleague reads the shared list; another customer gets 404', async ({ browser }) => {
      expect(listUrl).not.toBe('')
      const colleague = await newUserPage(browser, brand, 'kollega@demo.test')
      await colleague.goto(listUrl)
      await expect(colleague.getByTestId('list-name')).toHaveText(listName)
      await expect(colleague.getByTestId('list-read-only')).toBeVisible()
      await expect(colleague.getByTestId('list-edit')).toHaveCount(0)
      await expect(colleague.getByTestId('list-line-quantity')).toHaveCount(0)
      await expect(colleague.getByTestId('list-line')).toHaveCount(3)
      await expectAxeClean(colleague)
      await colleague.context().close()

      const stranger = await newUserPage(browser, brand, 'noprices@demo.test')
      const response = await stranger.goto(listUrl)
      expect(response?.status()).toBe(404)
      await expect(stranger.getByText(/Page Not Found/)).toBeVisible()
      await stranger.context().close()
    })
  })
}

test('the 51st favourite is refused with the Swedish alert and nothing changes', async ({ page }) => {
  const brand: BrandId = 'nordbygg'
  await logIn(page, brand, 'buyeradmin@demo.test')
  const favourites = '/api/auth/users/favourites'
  const clear = async () => {
    const saved = ((await callInPage(page, 'GET', favourites)).json?.data ?? []) as Array<{ favouriteId: string }>
    if (saved.length)
      await callInPage(page, 'DELETE', favourites, { body: { favouriteIds: saved.map((f) => f.favouriteId) } })
  }
  await clear()
  const tiles: Array<{ articleNumber: string; url: string }> = []
  for (let listingPage = 1; tiles.length < 51 && listingPage <= 10; listingPage++) {
    const found = await postInPage(page)('/api/product/search', { categoryPath: 'jarnhandel', page: listingPage })
    tiles.push(...((found.json?.items ?? []) as Array<{ articleNumber: string; url: string }>))
  }
  expect(tiles.length).toBeGreaterThanOrEqual(51)
  for (const tile of tiles.slice(0, 50)) {
    const added = await callInPage(page, 'POST', favourites, { body: { articleNumber: tile.articleNumber } })
    expect(added.status).toBeLessThan(300)
  }
  const last = tiles[50] as { articleNumber: string; url: string }
  try {
    await page.goto(brandUrl(brand, last.url))
    await expect(page.getByRole('button', { name: /^Favoriter/ })).toContainText('50')
    const heart = page
      .locator(`main [data-testid="favourite-heart"][data-article-number="${last.articleNumber}"]`)
      .first()
    await expect(async () => {
      await heart.click()
      await expect(page.getByTestId('favourite-alert')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('favourite-alert')).toContainText('Du kan ha högst 50 favoriter.')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect((await callInPage(page, 'GET', favourites)).json?.total).toBe(50)
  } finally {
    await clear()
  }
})

test('"Spara ordern som lista" makes a new list of an order\'s lines', async ({ page }) => {
  const brand: BrandId = 'nordbygg'
  await logIn(page, brand, 'user@demo.test')
  const search = await callInPage(page, 'GET', '/api/order/orders/search')
  const orders = (search.json?.orders ?? []) as Array<{ orderId: string }>
  const orderId = orders[0]?.orderId
  if (!orderId) throw new Error('user@demo.test has no order')
  await page.goto(brandUrl(brand, pathForPage(routesOf(brand), 'OrderHistoryPage', { orderId }) ?? ''))
  await page.getByRole('button', { name: 'Spara ordern som lista' }).click()
  const dialog = page.getByTestId('add-to-list-dialog')
  await dialog.getByRole('radio', { name: 'Eller skapa en ny lista' }).check()
  await expect(dialog.getByLabel('Namn')).toHaveValue(`Order ${orderId}`)
  await dialog.getByLabel('Namn').fill(`Order ${orderId} ${Date.now().toString(36)}`)
  await dialog.getByRole('button', { name: 'Lägg i listan' }).click()
  await expect(dialog.getByText(/^Tillagt i Order /)).toBeVisible()
  await dialog.getByRole('link', { name: 'Gå till listan' }).click()
  await expect(page.getByTestId('list-name')).toContainText(`Order ${orderId}`)
  await expect(page.getByTestId('list-line').first()).toBeVisible()
})
