import { expect, test } from './server'

/**
 * Finding 10 (issue 36): the line cap (99 999, MAX_LINE_QUANTITY) could be passed by adding again:
 * adding 99 999 four times gave a line of 399 996. The cap now holds across adds: an add that would pass
 * it is refused 400 `cart.line_quantity_limit`, naming the cap and what the cart holds, and changes
 * nothing.
 */

test('four adds of 99 999: the line stays at the cap, the later adds are refused in Swedish', async ({
  request,
  shop,
}) => {
  const headers = await shop.bearerFor(request, 'kollega@demo.test')
  const cart = (path: string) => `${shop.base}/api/cart/v2/cart/current${path}`
  const listing = await request.post(`${shop.base}/api/product/search`, { data: { categoryPath: 'jarnhandel' } })
  const tiles = ((await listing.json()) as { items: Array<Record<string, unknown>> }).items
  const article = tiles.find((tile) => tile.orderMultiple === 1 && !tile.onlyStore && !tile.discontinued)
    ?.articleNumber as string | undefined
  if (!article) throw new Error('no article sold by the piece')
  expect((await request.delete(cart('/variants'), { headers })).status()).toBe(200)

  const add = () =>
    request.post(cart('/variants/batch/add'), {
      headers,
      data: { items: [{ articleNumber: article, quantity: 99_999, deliveryId: 'DBI' }] },
    })
  const lineQuantity = async () => {
    const body = (await (await request.get(cart(''), { headers })).json()) as {
      cart: { deliveries: Array<{ items: Array<{ articleNumber: string; quantity: number }> }> }
    }
    return body.cart.deliveries.flatMap((d) => d.items).filter((item) => item.articleNumber === article)
  }

  expect((await add()).status()).toBe(200)
  for (let i = 0; i < 3; i++) {
    const refused = await add()
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toMatchObject({
      error: 'cart.line_quantity_limit',
      message: `En rad kan ha högst 99999 st av ${article}. Varukorgen har redan 99999 st, så antalet får inte plats.`,
    })
  }
  expect((await lineQuantity()).map((item) => item.quantity)).toEqual([99_999])
  expect((await request.delete(cart('/variants'), { headers })).status()).toBe(200)
})
