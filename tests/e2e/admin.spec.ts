import { expect, test } from '@playwright/test'
import { logInToAdmin, PORT } from './support'

const admin = `http://localhost:${PORT}/admin`

test('the site admin logs into the Payload admin, in Swedish, and sees the collections', async ({ page }) => {
  await logInToAdmin(page, 'siteadmin@demo.test')
  await expect(page.getByRole('link', { name: 'Butiker' }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Varianter' }).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
})

test("only the admin asks for the browser's colour scheme, so no shop page is requested a second time", async ({
  page,
}) => {
  // Critical-CH makes Chromium send a first visit's request again with the hint: Payload's admin themes by it.
  const shop = await page.goto(`http://nordbygg.localhost:${PORT}/`)
  expect(shop?.headers()['critical-ch']).toBeUndefined()
  expect(shop?.headers()['accept-ch']).toBeUndefined()
  await logInToAdmin(page, 'siteadmin@demo.test')
  const dashboard = await page.goto(admin)
  expect(dashboard?.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  await expect(page.getByRole('link', { name: 'Butiker' }).first()).toBeVisible({ timeout: 30_000 })
})

test('a shop user cannot enter the admin', async ({ page }) => {
  await logInToAdmin(page, 'user@demo.test')
  await page.waitForURL(/\/admin\/unauthorized/)
  // Asking for the dashboard again still lands on the refusal, with no collection in sight.
  await page.goto(admin)
  await page.waitForURL(/\/admin\/unauthorized/)
  await expect(page.getByRole('link', { name: 'Butiker' })).toHaveCount(0)
})

test('an editor renames a page in the admin and the brand site shows it at once, the other brand untouched', async ({
  page,
}) => {
  await logInToAdmin(page, 'editor.trahuset@demo.test')
  await page.goto(`${admin}/collections/pages`)
  await page
    .getByRole('link', { name: /Kundservice/ })
    .first()
    .click()
  const title = `Kundtjänst ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page
    .getByRole('button', { name: /Publicera/ })
    .first()
    .click()
  await expect(page.getByText(/publicerats|sparats|Uppdaterad/i).first()).toBeVisible({ timeout: 15_000 })

  await page.goto(`http://trahuset.localhost:${PORT}/kundservice`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 5_000 })
  await page.goto(`http://nordbygg.localhost:${PORT}/kundservice`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
})
