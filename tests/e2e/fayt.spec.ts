import { expect, type Page, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { brandUrl } from './support'

/** Find-as-you-type in the header search against the demo seed (600 variants). */

async function typeInSearch(page: Page, term: string) {
  await page.goto(brandUrl('nordbygg'))
  const field = page.getByRole('banner').getByRole('searchbox')
  await field.click()
  // Suggestions for an unfinished term may show first; the tests look at the finished term's.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/product/suggest' && response.url().endsWith(`q=${term}`),
  )
  await field.pressSequentially(term, { delay: 30 })
  expect((await answered).status()).toBe(200)
  const panel = page.locator('#shell-fayt')
  const products = panel.getByRole('list', { name: 'Produkter' }).getByRole('link')
  await expect(products.first()).toBeVisible()
  return { field, panel, products }
}

test('typing shows product and category suggestions before submitting', async ({ page }) => {
  const { panel, products } = await typeInSearch(page, 'skruv')
  expect(page.url()).not.toContain('/search')
  const count = await products.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(6)
  await expect(products.first()).toContainText(/skruv/i)
  await expect(products.first()).toContainText(/Art\.nr \d+/)
  await expect(panel.getByRole('list', { name: 'Kategorier' }).getByRole('link', { name: /^Skruv/ })).toBeVisible()
  await expect(panel.getByRole('status')).toHaveText(new RegExp(`^${count} produkte?r?, \\d+ kategori`))
  // The full results stay one step away, last in the panel.
  await expect(panel.getByRole('link').last()).toHaveText('Sök efter ”skruv”')
})

test('Arrow Down twice and Enter open the second suggestion', async ({ page }) => {
  const { field, products } = await typeInSearch(page, 'skruv')
  await expect(products.nth(1)).toBeVisible()
  const href = await products.nth(1).getAttribute('href')
  if (!href) throw new Error('second suggestion has no link')
  await field.press('ArrowDown')
  await expect(products.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(products.nth(1)).toBeFocused()
  // Arrow Up walks back, and past the first link returns to the field.
  await page.keyboard.press('ArrowUp')
  await expect(products.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(field).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(products.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === href)
  await expect(page.locator('#shell-fayt')).toBeHidden()
})

test('Escape closes the panel and returns focus to the field', async ({ page }) => {
  const { field, panel, products } = await typeInSearch(page, 'skruv')
  await field.press('ArrowDown')
  await expect(products.first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(field).toBeFocused()
  // Escape must not have emptied the field (the native search-field behaviour).
  await expect(field).toHaveValue('skruv')
})

test('the open panel has no serious accessibility violations', async ({ page }) => {
  await typeInSearch(page, 'skruv')
  await expectAxeClean(page, '#shell-fayt')
})
