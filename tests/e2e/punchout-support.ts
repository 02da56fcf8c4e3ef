import { expect, type Page } from '@playwright/test'
import { t } from '@shop/i18n'

/**
 * Presses "Överför till inköpssystemet" with the keyboard until the transfer has started: before the
 * cart page has hydrated, the server's button does nothing. A live press turns the button busy (or,
 * on a refusal, shows the error), so it is never pressed twice into a transfer.
 */
export async function pressTransfer(page: Page, started: () => Promise<void>) {
  const button = page.getByTestId('punchout-transfer')
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
