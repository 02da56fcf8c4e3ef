import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { BRANDS, brandUrl, callInPage, enterUntil, live, logIn } from './support'

test('opening one of the product, services and extra menus closes the other two', async ({ page }) => {
  await page.goto(brandUrl('nordbygg'))
  const header = page.getByRole('banner')
  const products = header.getByRole('button', { name: 'Produkter', exact: true })
  const services = header.getByRole('button', { name: 'Tjänster', exact: true })
  const extra = header.getByRole('button', { name: 'Mer', exact: true })

  await live(products)
  await products.click()
  await expect(products).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${await products.getAttribute('aria-controls')}`)).toBeVisible()

  await services.click()
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await expect(products).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(`#${await products.getAttribute('aria-controls')}`)).toBeHidden()

  await extra.click()
  await expect(extra).toHaveAttribute('aria-expanded', 'true')
  await expect(services).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Escape')
  await expect(extra).toHaveAttribute('aria-expanded', 'false')
  await expect(extra).toBeFocused()
})

test('the product menu brings its categories when opened, and the keyboard reaches and follows them', async ({
  page,
}) => {
  await page.goto(brandUrl('nordbygg'))
  const products = page.getByRole('banner').getByRole('button', { name: 'Produkter', exact: true })
  const panel = page.getByRole('navigation', { name: 'Produkter' })
  await enterUntil(page, products, panel)
  const first = panel.getByRole('link').first()
  await expect(first).toHaveAttribute('href', /^\/kategorier\/[^/]+$/)
  // The sub-categories arrive with the opening.
  await expect(panel.locator('li ul a[href^="/kategorier/"]').first()).toBeVisible()
  const href = await first.getAttribute('href')
  // The panel follows its button, so Tab goes from the button to the first category.
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === href)
  await expect(products).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('on a small screen the menu drawer lists the categories, a top category opens to its sub-categories', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(brandUrl('trahuset'))
  await page.getByRole('banner').getByRole('button', { name: 'Meny', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Meny' })
  const nav = drawer.getByRole('navigation')
  const top = nav.locator('summary').first()
  await expect(top).toBeVisible()
  await top.focus()
  await page.keyboard.press('Enter')
  const sub = nav.locator('details[open] li a[href^="/kategorier/"]').first()
  await expect(sub).toBeVisible()
  const href = await sub.getAttribute('href')
  expect(href?.split('/')).toHaveLength(4)
  await sub.click()
  await page.waitForURL((url) => url.pathname === href)
  await expect(drawer).toBeHidden()
})

test('opening find-as-you-type closes the search history', async ({ page }) => {
  await page.goto(brandUrl('trahuset'))
  // A search leaves a history entry behind.
  const search = page.getByRole('banner').getByRole('searchbox')
  await search.fill('reglar')
  await search.press('Enter')
  await page.waitForURL(/\/search\?q=reglar/)

  await page.goto(brandUrl('trahuset'))
  const box = page.getByRole('banner').getByRole('searchbox')
  await box.focus()
  await expect(page.getByLabel('Sökhistorik')).toBeVisible()
  await expect(page.getByLabel('Sökhistorik')).toContainText('reglar')
  await box.pressSequentially('sk')
  await expect(page.getByLabel('Sökförslag')).toBeVisible()
  await expect(page.getByLabel('Sökhistorik')).toBeHidden()
})

test('a closed alert banner stays closed after a reload, hidden before any framework script arrives', async ({
  page,
}) => {
  await page.goto(brandUrl('nordbygg'))
  const banner = page.locator('#shell-alert-banner')
  await expect(banner).toBeVisible()
  const close = banner.getByRole('button', { name: 'Stäng meddelandet' })
  await live(close, 'onClick')
  await close.click()
  await expect(banner).toBeHidden()
  // Odd entries in the other banner's list (an id that tries to end a script or a rule, a number) hide nothing.
  await page.evaluate(() => {
    const key = 'shop.banner-dismissed.information'
    localStorage.setItem(key, JSON.stringify(['"]{}body,main{display:none}</style></script><script>x</script>\\', 7]))
  })
  // Without the framework's scripts only the page's own pre-paint step can have hidden it.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.reload()
  await expect(page.locator('#shell-alert-banner')).toBeHidden()
  // Hidden before the first paint: a banner painted and then hidden would have moved the page under it.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
  expect(shifted).toBe(0)
  // The information banner is closed on its own.
  await expect(page.locator('#shell-information-banner')).toBeVisible()
  await expect(page.locator('main')).toBeVisible()
})

test('the footer shows the brand store details', async ({ page }) => {
  await page.goto(brandUrl('nordbygg'))
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Nordbygg Bygghandel AB')
  await expect(footer).toContainText(/Mån/)
})

test('on a phone a product tile with a long name breaks the name, and the front page does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(brandUrl('nordbygg'))
  const tile = page.locator('.tile').first()
  await tile.scrollIntoViewIfNeeded()
  // A name of one long word, as builders' merchants' catalogues have them (compound words, article codes).
  await tile.locator('.card-link').evaluate((link) => {
    link.textContent = 'Tryckimpregneradkonstruktionsvirkesregel-45x220-C24'
  })
  const overflow = await tile.evaluate((element) => ({
    tile: element.scrollWidth - element.clientWidth,
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }))
  expect(overflow).toEqual({ tile: 0, page: 0 })
})

for (const brand of BRANDS) {
  test(`${brand} front page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(brandUrl(brand))
    await expectAxeClean(page)
  })
}

/** In central stock on every brand, sold by the piece: one unit fills the cart for the check below. */
const IN_STOCK = '1000027'

for (const brand of BRANDS) {
  test(`${brand}: the shell of a logged-in shopper with items in the cart passes axe, the label in every name`, async ({
    page,
  }) => {
    await logIn(page, brand, 'user@demo.test')
    expect((await callInPage(page, 'DELETE', '/api/cart/v2/cart/current/variants')).status).toBe(200)
    const added = await callInPage(page, 'POST', '/api/cart/v2/cart/current/variants/batch/add', {
      body: { items: [{ articleNumber: IN_STOCK, quantity: 1, deliveryId: 'DBI' }] },
    })
    expect(added.status).toBe(200)
    await page.goto(brandUrl(brand))
    const header = page.getByRole('banner')
    // The badge shows, and the button's name begins with its visible text (WCAG 2.5.3).
    await expect(header.getByRole('button', { name: 'Varukorg, 1 st', exact: true })).toBeVisible()
    await expect(header.getByRole('link', { name: /– till startsidan$/ })).toBeVisible()
    await expectAxeClean(page)
  })
}
