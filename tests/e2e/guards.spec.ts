import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { BRANDS, brandUrl, logIn } from './support'

/** Every user-administration page of every brand's route file (read as a file: the loader takes no JSON). */
const adminPaths = BRANDS.flatMap((brand) => {
  const file = JSON.parse(readFileSync(`tenants/${brand}/routes.json`, 'utf8')) as {
    routes: Array<{ path: string; page: string }>
  }
  return file.routes
    .filter((route) => route.page.startsWith('UserAdministrator'))
    .map((route) => ({ brand, path: route.path.replace(':userId', '1') }))
})

test('a login-required page asks an anonymous visitor to log in', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/mina-sidor/adresser'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
})

test('each brand guards its own route file paths', async ({ page }) => {
  await page.goto(brandUrl('trahuset', '/mitt-konto/uppgifter'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
})

test('a logged-in user sees their page', async ({ page }) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await expect(page.getByRole('link', { name: 'Mina adresser' })).toHaveAttribute('href', '/mina-sidor/adresser')
})

test('a user without an admin role is refused admin pages and sent to the start page', async ({ page }) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  await page.goto(brandUrl('nordbygg', '/anvandare/lista'))
  await expect(page.getByTestId('access-message')).toContainText('Du saknar rättigheter för att se denna sida')
  await page.waitForURL(brandUrl('nordbygg', '/'))
})

test('a USER is refused every user-administration page of every brand', async ({ page }) => {
  expect(adminPaths.length).toBeGreaterThanOrEqual(12)
  for (const brand of BRANDS) {
    await logIn(page, brand, 'user@demo.test')
    for (const { path } of adminPaths.filter((p) => p.brand === brand)) {
      await page.goto(brandUrl(brand, path))
      await expect(page.getByTestId('access-message'), `${brand}${path}`).toContainText(
        'Du saknar rättigheter för att se denna sida',
      )
    }
  }
})

test('a buyer admin reaches the user administration', async ({ page }) => {
  await logIn(page, 'proffsbygget', 'buyeradmin@demo.test')
  await page.goto(brandUrl('proffsbygget', '/anvandaradmin'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användaradministration')
  await expect(page.getByTestId('access-message')).toHaveCount(0)
})

test('a logged-in-only content page is hidden from anonymous visitors, metadata included', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/proffsavtal'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
  await expect(page.getByText('Betalningsvillkor 30 dagar netto')).toHaveCount(0)
  await expect(page).not.toHaveTitle(/Proffsavtal/)

  await logIn(page, 'nordbygg', 'user@demo.test')
  await page.goto(brandUrl('nordbygg', '/proffsavtal'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proffsavtal och villkor')
  await expect(page.getByText('Betalningsvillkor 30 dagar netto')).toBeVisible()
})

test('logging out ends the session', async ({ page }) => {
  await logIn(page, 'trahuset', 'user@demo.test')
  await page.goto(brandUrl('trahuset', '/mitt-konto'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  const status = await page.evaluate(async () => (await fetch('/api/auth/session/logout', { method: 'POST' })).status)
  expect(status).toBe(204)
  await page.goto(brandUrl('trahuset', '/mitt-konto'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
})
