import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { t } from '@shop/i18n'
import { DEMO_PASSWORD, type PostJson, stockedTiles } from './support'

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

/** An article the central warehouse has, at the price a punch-out buyer's customer pays for one unit. */
export interface PricedArticle {
  articleNumber: string
  netPrice: number
}

/**
 * Stocked articles at the price customer 10007 (Västkustens Entreprenad, the demo cXML organisation)
 * pays, as the shop's own search shows them to its punch-out buyer: the price a procurement system
 * gets in the punch-out cart and orders at. Read through an OCI session of the API on `base`; only
 * articles without quantity brackets, so the price holds for any quantity.
 */
export async function buyerPricedArticles(request: APIRequestContext, base: string): Promise<PricedArticle[]> {
  const session = await request.post(`${base}/api/auth/v2/oci/sessions`, {
    data: {
      USERNAME: 'punchout@demo.test',
      PASSWORD: DEMO_PASSWORD,
      HOOK_URL: 'https://srm.example.se/hook',
      Bolag: 'Västkustens Entreprenad',
    },
  })
  expect(session.status()).toBe(200)
  const { AuthenticationResult } = (await session.json()) as { AuthenticationResult: { AccessToken: string } }
  const headers = { Authorization: `Bearer ${AuthenticationResult.AccessToken}` }
  const post: PostJson = async (path, body) => {
    const response = await request.post(`${base}${path}`, { data: body, headers })
    return { status: response.status(), json: (await response.json().catch(() => null)) as PostJsonBody }
  }
  const tiles = (await stockedTiles(post, '900')) as Array<{
    articleNumber: string
    price?: { netPrice: number; askForPrice: boolean; hasBracketPrices: boolean } | null
  }>
  return tiles.flatMap((tile) =>
    tile.price && !tile.price.askForPrice && !tile.price.hasBracketPrices
      ? [{ articleNumber: tile.articleNumber, netPrice: tile.price.netPrice }]
      : [],
  )
}

type PostJsonBody = Awaited<ReturnType<PostJson>>['json']
