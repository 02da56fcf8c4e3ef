import type { DeliveryMethod, FavoriteItemView } from '@shop/schemas'
import { LIST_LINE_LIMIT } from '@shop/schemas/constants'
import type { ApiResult } from '@/browser/api-fetch'
import { cartStore } from '@/cart/views/cart-store'
import { listsClient } from './lists-client'

/** Every line of a list (a list holds at most LIST_LINE_LIMIT, so a few pages at most). */
export async function allListLines(listId: string): Promise<ApiResult<FavoriteItemView[]>> {
  const lines: FavoriteItemView[] = []
  let offset: number | null = 0
  while (offset !== null && lines.length < LIST_LINE_LIMIT) {
    const page = await listsClient.items(listId, offset, LIST_LINE_LIMIT)
    if (!page.ok) return page
    lines.push(...page.data.data)
    offset = page.data.next
  }
  return { ok: true, status: 200, data: lines }
}

/**
 * List lines into the cart with one delivery method, through the cart store (the header's badge and
 * the added-items notice follow). The cart's own rules apply: its per-line refusals come back with
 * the store's message ('Följande artiklar kunde inte läggas i varukorgen: …').
 */
export function addLinesToCart(
  lines: ReadonlyArray<Pick<FavoriteItemView, 'articleNumber' | 'quantity'>>,
  deliveryId: string,
) {
  return cartStore()
    .getState()
    .add(
      lines.map((line) => ({
        articleNumber: line.articleNumber,
        quantity: line.quantity,
        deliveryId: deliveryId as DeliveryMethod,
      })),
    )
}
