import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { pressTransfer } from './punchout-support'
import { brandUrl, callInPage, DEMO_PASSWORD, postInPage, stockedTiles } from './support'

/**
 * The punch-out test buyer page (issue 15, item 5): on nordbygg, an OCI session run from its form
 * with the keyboard, one article transferred back to its receiver; and the cXML form answered with a
 * StartPage, or with status 401 for a wrong secret. The page and its answers are axe-clean.
 */

test.describe.configure({ timeout: 90_000 })

const brand = 'nordbygg'
const PAGE = '/punchout/test-buyer'
const cartPath = (path: string) => `/api/cart/v2/cart${path}`

test('an OCI session from the test buyer comes back to its receiver with the cart', async ({ page }) => {
  await page.goto(brandUrl(brand, PAGE))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testköpare för punch-out')
  await expectAxeClean(page)

  await page.getByLabel('Användarnamn (USERNAME)').focus()
  await page.keyboard.type('punchout.gavle@demo.test')
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Bolag')).toBeFocused()
  await page.keyboard.type('Gävle Bygg & Montage')
  await page.getByRole('button', { name: 'Starta OCI-session' }).focus()
  await page.keyboard.press('Enter')

  await expect(page.getByTestId('punchout-company')).toContainText('Gävle Bygg & Montage', { timeout: 20_000 })
  expect(new URL(page.url()).pathname).toBe('/')

  const [tile] = await stockedTiles(postInPage(page), '900')
  if (!tile) throw new Error('no stocked article')
  const added = await callInPage(page, 'POST', cartPath('/current/variants/batch/add'), {
    body: { items: [{ articleNumber: tile.articleNumber, quantity: 1, deliveryId: 'DBI' }] },
  })
  expect(added.status).toBe(200)

  await page.goto(brandUrl(brand, '/cart'))
  await pressTransfer(page, () => expect(page).toHaveURL(brandUrl(brand, `${PAGE}/received`), { timeout: 3_000 }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mottaget från webbshoppen')
  const vendorMaterial = page.getByTestId('received-fields').getByRole('row', { name: /NEW_ITEM-VENDORMAT\[1\]/ })
  await expect(vendorMaterial).toContainText(tile.articleNumber)
  await expect(page.getByTestId('received-fields').getByRole('row', { name: /~OkCode/ })).toContainText('ADDI')
  await expectAxeClean(page)
})

test.describe('the cXML form', () => {
  test('the demo organisation and its secret get a StartPage that opens a punch-out session', async ({ page }) => {
    await page.goto(brandUrl(brand, PAGE))
    await page.getByLabel('Köpande organisation').selectOption('AN01000010007')
    await page.getByLabel('Delad hemlighet').fill('demo-cxml-secret')
    await page.getByRole('button', { name: 'Skicka PunchOutSetupRequest' }).click()

    await expect(page.getByTestId('cxml-status')).toHaveText(/Status: 200 OK/)
    await expect(page.getByTestId('cxml-request')).toContainText('<PunchOutSetupRequest operation="create">')
    await expect(page.getByTestId('cxml-request')).toContainText(`${PAGE}/received`)
    await expect(page.getByTestId('cxml-response')).toContainText('<StartPage>')
    await expectAxeClean(page)

    await page.getByRole('link', { name: 'Öppna startsidan' }).click()
    await expect(page.getByTestId('punchout-company')).toContainText('Västkustens Entreprenad', { timeout: 20_000 })
  })

  test('a wrong shared secret is answered with status 401', async ({ page }) => {
    await page.goto(brandUrl(brand, PAGE))
    await page.getByLabel('Delad hemlighet').fill('fel-hemlighet')
    await page.getByRole('button', { name: 'Skicka PunchOutSetupRequest' }).click()

    await expect(page.getByTestId('cxml-status')).toHaveText(/Status: 401 Unauthorized/)
    await expect(page.getByTestId('cxml-response')).toContainText('code="401"')
    await expect(page.getByRole('link', { name: 'Öppna startsidan' })).toHaveCount(0)
    await expectAxeClean(page)
  })
})
