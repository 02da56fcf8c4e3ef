import { expect, type Page, test } from '@playwright/test'
import { brandUrl, callInPage, logIn } from './support'

/**
 * Spec section 8 in the browser: a failed cart call shows the keyed Swedish text the one fetch helper
 * (browser/api-fetch.ts) gives it, under the operation that failed. The network is cut or answered in the
 * browser (Playwright routes); everything else is the real shop.
 */

const PRODUCT = { articleNumber: '1000027', slug: 'expanderbult-rostfri-a4-m10x90-mm-1000027' }
const CART = '/api/cart/v2/cart/current'

async function freshCart(page: Page, lines: number) {
  await logIn(page, 'nordbygg', 'user@demo.test')
  expect((await callInPage(page, 'DELETE', `${CART}/variants`)).status).toBe(200)
  if (lines) {
    const items = [{ articleNumber: PRODUCT.articleNumber, quantity: 1, deliveryId: 'DBI' }]
    expect((await callInPage(page, 'POST', `${CART}/variants/batch/add`, { body: { items } })).status).toBe(200)
  }
}

async function addOnProductPage(page: Page) {
  await page.goto(brandUrl('nordbygg', `/produkt/${PRODUCT.slug}`))
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Lägg i varukorgen' }).click()
  return page.getByTestId('add-to-cart-error')
}

test.describe('a failed cart call', () => {
  test.beforeEach(async ({ page }) => {
    await freshCart(page, 0)
  })

  test('without an answer says the cart service is not available (errors.cart_service_not_available)', async ({
    page,
  }) => {
    await page.route('**/variants/batch/add', (route) => route.abort('failed'))
    await expect(await addOnProductPage(page)).toHaveText(
      'Produkten kunde inte läggas i varukorgen. Varukorgen är inte tillgänglig just nu. Försök igen senare.',
    )
  })

  test('answered by a gateway error page says what the status means (errors.internal_server_error)', async ({
    page,
  }) => {
    await page.route('**/variants/batch/add', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
    )
    await expect(await addOnProductPage(page)).toHaveText(
      'Produkten kunde inte läggas i varukorgen. Ett tekniskt fel uppstod hos oss. Försök igen om en stund.',
    )
  })

  test('refused by the cart service shows the service’s own keyed message', async ({ page }) => {
    await page.route('**/variants/batch/add', (route) =>
      route.fulfill({
        status: 422,
        json: { error: 'cart.cart_limit_exceeded', message: 'Varukorgen kan inte innehålla fler artiklar.' },
      }),
    )
    await expect(await addOnProductPage(page)).toHaveText(
      'Produkten kunde inte läggas i varukorgen. Varukorgen kan inte innehålla fler artiklar.',
    )
  })
})

test('removing a line the cart service cannot remove says so (errors.cart_remove_products)', async ({ page }) => {
  await freshCart(page, 1)
  await page.goto(brandUrl('nordbygg', '/cart'))
  await page.route('**/variants/batch/delete', (route) => route.abort('failed'))
  await page
    .getByTestId('cart')
    .getByRole('button', { name: /^Ta bort/ })
    .first()
    .click()
  await expect(page.getByTestId('cart-error')).toContainText(
    'Produkterna kunde inte tas bort från varukorgen. Varukorgen är inte tillgänglig just nu. Försök igen senare.',
  )
})
