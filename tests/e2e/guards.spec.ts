import { expect, test } from '@playwright/test'
import { brandUrl, logIn } from './support'

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
