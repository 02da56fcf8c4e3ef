import type { Frame, Page } from '@playwright/test'
import { t } from '@shop/i18n'
import { type ProcurementSystem, startProcurementSystem } from '../../support/procurement-system'
import { callInPage, DEMO_PASSWORD, postInPage, stockedTiles } from '../support'
import { expect, test } from './server'

/**
 * Finding 18 (issue 36): Coupa, Jaggaer, SAP Ariba and others show the supplier's catalog inside their own
 * page. The procurement system here (tests/support/procurement-system.ts) runs on 127.0.0.1, another site
 * than nordbygg.localhost, and frames the shop's OCI entry, as Nordbygg's punch-out.json allows
 * (Västkustens Entreprenad's `frameOrigins`). On 2026-12-01 the frame landed on the start page logged out,
 * with no cookie stored: the session cookies were SameSite=Lax. And a page no procurement system may
 * frame, the login, is refused by frame-ancestors wherever it is framed from.
 */

let procurement: ProcurementSystem
test.beforeAll(async () => {
  procurement = await startProcurementSystem()
})
test.afterAll(async () => {
  await procurement.close()
})

/** The catalog frame once the shop has loaded into it. */
async function catalogFrame(page: Page, origin: string): Promise<Frame> {
  await expect.poll(() => page.frame({ name: 'catalog' })?.url() ?? '').toMatch(new RegExp(`^${origin}`))
  return page.frame({ name: 'catalog' }) as Frame
}

test('a framed OCI entry from the procurement system becomes a punch-out session, and the transfer posts the cart', async ({
  page,
  shop,
}) => {
  const origin = new URL(shop.brandUrl('nordbygg')).origin
  await page.goto(procurement.pageUrl(shop.brandUrl('nordbygg', '/punchout/oci'), { framed: true }))
  await page.getByLabel('Användarnamn').fill('punchout@demo.test')
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD)
  await page.getByLabel('Bolag').fill('Västkustens Entreprenad')
  await page.getByRole('button', { name: 'Öppna leverantörens katalog' }).click()

  const frame = await catalogFrame(page, origin)
  await expect(frame.getByTestId('punchout-company')).toHaveText(
    t('punchout.mode_label', { company: 'Västkustens Entreprenad' }),
  )
  // The session lives in cookies partitioned to the procurement system's site.
  const cookies = await page.context().cookies(origin)
  const access = cookies.find((cookie) => cookie.name === 'shop_at')
  expect(access).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true })

  const [article] = await stockedTiles(postInPage(frame), '900')
  if (!article) throw new Error('no stocked article in the demo catalog')
  await callInPage(frame, 'PUT', '/api/cart/v2/cart/current/status', { body: { status: 'DELETED' } })
  const added = await callInPage(frame, 'POST', '/api/cart/v2/cart/current/variants/batch/add', {
    body: { items: [{ articleNumber: article.articleNumber, quantity: 1, deliveryId: 'DBI' }] },
  })
  expect(added.status).toBe(200)
  expect(added.json?.errors).toEqual([])

  await frame.goto(shop.brandUrl('nordbygg', '/cart'))
  const transfer = frame.getByTestId('cart').getByTestId('punchout-transfer')
  await expect(transfer).toHaveText(t('punchout.transfer'))
  const since = new Date()
  // Until the cart page has hydrated its button does nothing: press until the procurement page has it.
  await expect(async () => {
    if ((await transfer.textContent()) === t('punchout.transfer')) await transfer.press('Enter')
    await expect(page.getByRole('heading', { name: 'Varukorgen togs emot' })).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  const post = await procurement.waitForPost(since)
  expect(Object.fromEntries(post.fields)).toMatchObject({
    '~OkCode': 'ADDI',
    'NEW_ITEM-VENDORMAT[1]': article.articleNumber,
    'NEW_ITEM-QUANTITY[1]': '1',
  })
})

test('the login page framed by another site is refused by frame-ancestors', async ({ page, shop }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text())
  })
  // The procurement system's own origin may frame Nordbygg, but never Trähuset, which names no system.
  await page.goto(procurement.pageUrl(shop.brandUrl('trahuset', '/punchout/oci'), { framed: true }))
  await page.evaluate(
    (url) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[name="catalog"]')
      if (frame) frame.src = url
    },
    shop.brandUrl('trahuset', '/logga-in'),
  )
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  // Nothing of the login page is in the frame.
  const frame = page.frame({ name: 'catalog' })
  expect(await frame?.locator('input[type="password"]').count()).toBe(0)
  const response = await page.request.get(`${shop.base}/logga-in`, { headers: shop.hostOf('trahuset') })
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self';")
})
