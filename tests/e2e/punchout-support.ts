import { expect, type Page } from '@playwright/test'
import { t } from '@shop/i18n'

/**
 * The transfer button in the cart as the shopper sees it. Scoped to the cart: while React streams the
 * page, a copy of the summary it has not yet moved into place can sit hidden at the end of the body
 * (React 19.2 reveals finished boundaries in batches), and a bare test id would then find two.
 */
export function transferButton(page: Page) {
  return page.getByTestId('cart').getByTestId('punchout-transfer')
}

/**
 * Presses "Överför till inköpssystemet" with the keyboard until the transfer has started: before the
 * cart page has hydrated, the server's button does nothing. A live press turns the button busy (or,
 * on a refusal, shows the error), so it is never pressed twice into a transfer.
 */
export async function pressTransfer(page: Page, started: () => Promise<void>) {
  const button = transferButton(page)
  await expect(async () => {
    const idle = (await button.count()) === 1 && (await button.textContent()) === t('punchout.transfer')
    const refused = await page.getByTestId('punchout-transfer-error').isVisible()
    if (idle && !refused) {
      await button.focus()
      await page.keyboard.press('Enter')
    }
    await started()
  }).toPass({ timeout: 30_000 })
}
