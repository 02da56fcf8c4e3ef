import { type APIRequestContext, expect, test } from '@playwright/test'
import { bearerFor, PORT, postFromNode, stockedTiles } from './support'

/**
 * The cart service over real HTTP (spec section 7): who may touch which cart, what checkout refuses,
 * and that a retried checkout places nothing twice. The cart UI and checkout pages have their own specs.
 */

/** The default brand (nordbygg) answers requests to 127.0.0.1: Node cannot resolve *.localhost. */
const api = (path: string) => `http://127.0.0.1:${PORT}/api/cart/v2/cart${path}`

/** The first `count` articles that one unit can be checked out of at `locationId` (see stockedTiles). */
async function anyArticles(request: APIRequestContext, count: number, locationId = '101'): Promise<string[]> {
  const stocked = await stockedTiles(postFromNode(request), locationId)
  expect(stocked.length).toBeGreaterThanOrEqual(count)
  return stocked.slice(0, count).map((tile) => tile.articleNumber)
}

async function emptyCartOf(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.delete(api('/current/variants'), { headers })
  expect(response.status()).toBe(200)
}

/** Adds each candidate until `count` lines went in (some articles have order multiples or no stock). */
async function fill(
  request: APIRequestContext,
  headers: Record<string, string>,
  candidates: string[],
  deliveryId: string,
) {
  const response = await request.post(api('/current/variants/batch/add'), {
    headers,
    data: { items: candidates.map((articleNumber) => ({ articleNumber, quantity: 1, deliveryId })) },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    cart: {
      cartId: string
      itemCount: number
      deliveries: Array<{ deliveryId: string; items: Array<{ cartItemId: string; actions: string[] }> }>
    }
    errors: Array<{ articleNumber: string; error: string }>
  }
}

test.describe('cart service', () => {
  test('answers without a login 401, and refuses bad input with a Swedish 400 that changes nothing', async ({
    request,
  }) => {
    expect((await request.get(api('/current'))).status()).toBe(401)
    const headers = await bearerFor(request, 'user@demo.test')
    await emptyCartOf(request, headers)
    const [article] = await anyArticles(request, 1, '900')

    const noMethod = await request.post(api('/current/variants/batch/add'), {
      headers,
      data: { items: [{ articleNumber: article, quantity: 1 }] },
    })
    expect(noMethod.status()).toBe(400)
    expect(await noMethod.json()).toMatchObject({
      error: 'cart.choose_delivery_method',
      message: 'Vänligen välj ett leveranssätt.',
    })
    const badQuantity = await request.post(api('/current/variants/batch/add'), {
      headers,
      data: { items: [{ articleNumber: article, quantity: -3, deliveryId: 'DBI' }] },
    })
    expect(badQuantity.status()).toBe(400)
    expect((await badQuantity.json()).issues[0].message).toBe('Antalet ska vara minst 1.')
    const notJson = await request.post(api('/current/variants/batch/add'), {
      headers: { ...headers, 'content-type': 'application/json' },
      data: '{items:',
    })
    expect(notJson.status()).toBe(400)
    const cart = await (await request.get(api('/current'), { headers })).json()
    expect(cart.cart.itemCount).toBe(0)
  })

  test("a user cannot read, change or check out another user's cart", async ({ request }) => {
    const owner = await bearerFor(request, 'user@demo.test')
    const other = await bearerFor(request, 'buyeradmin@demo.test')
    await emptyCartOf(request, owner)
    const filled = await fill(request, owner, await anyArticles(request, 2, '900'), 'DBI')
    const { cartId } = filled.cart
    const line = filled.cart.deliveries[0]?.items[0]?.cartItemId

    const attempts = [
      request.get(api(`/${cartId}`), { headers: other }),
      request.put(api(`/${cartId}/variants/${line}`), { headers: other, data: { quantity: 50 } }),
      request.put(api(`/${cartId}/variants/batch/delete`), { headers: other, data: { cartItemIds: [line] } }),
      request.delete(api(`/${cartId}/variants`), { headers: other }),
      request.put(api(`/${cartId}/delivery/DBI/includeInOrder`), {
        headers: other,
        data: { isIncludedInOrder: false },
      }),
      request.put(api(`/${cartId}/status`), { headers: other, data: { status: 'DELETED' } }),
      request.post(api(`/${cartId}/checkout`), {
        headers: { ...other, 'Idempotency-Key': 'forged-checkout-1' },
        data: { orderDetails: {} },
      }),
      request.put(api(`/current/transfer/${cartId}`), { headers: other }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status()).toBe(404)
      expect((await response.json()).error).toBe('errors.not_found')
    }
    const after = await (await request.get(api(`/${cartId}`), { headers: owner })).json()
    expect(after.cart).toMatchObject({ cartId, itemCount: filled.cart.itemCount, deliveryIdsInOrder: ['DBI'] })
    // A line id of another cart is not reachable through one's own cart either.
    const own = await request.put(api(`/current/variants/${line}`), { headers: other, data: { quantity: 2 } })
    expect(own.status()).toBe(404)
  })

  test('noorder@demo.test cannot place an order through the API', async ({ request }) => {
    const headers = await bearerFor(request, 'noorder@demo.test')
    await emptyCartOf(request, headers)
    const filled = await fill(request, headers, await anyArticles(request, 1, '900'), 'DBI')
    expect(filled.cart).toMatchObject({ canOrder: false })
    const response = await request.post(api('/current/checkout'), {
      headers: { ...headers, 'Idempotency-Key': 'noorder-try-0001' },
      data: { orderDetails: {} },
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toMatchObject({
      error: 'errors.forbidden_action',
      message: 'Du har inte behörighet att utföra den här åtgärden.',
    })
    const cart = await (await request.get(api('/current'), { headers })).json()
    expect(cart.cart.itemCount).toBe(filled.cart.itemCount)
  })

  test('a checkout repeated with the same idempotency key gives one order, not two', async ({ request }) => {
    const headers = await bearerFor(request, 'user@demo.test')
    await emptyCartOf(request, headers)
    const filled = await fill(request, headers, await anyArticles(request, 3), 'EXH')
    expect(filled.cart.deliveries.map((d) => d.deliveryId)).toEqual(['EXH'])
    const key = `same-key-${Date.now()}`
    const send = () =>
      request.post(api('/current/checkout'), {
        headers: { ...headers, 'Idempotency-Key': key },
        data: { orderDetails: { EXH: { message: 'Hämtas av Ulla' } } },
      })
    // Two at once (a double click) and one later (a retry after a lost answer).
    const [first, second] = await Promise.all([send(), send()])
    const third = await send()
    const ids = new Set<string>()
    for (const response of [first, second, third]) {
      expect(response.status()).toBe(201)
      const body = (await response.json()) as { orders: Array<{ success: boolean; orderId: string }> }
      expect(body.orders).toHaveLength(1)
      ids.add(body.orders[0]?.orderId ?? '')
    }
    expect(ids.size).toBe(1)
    const cart = await (await request.get(api('/current'), { headers })).json()
    expect(cart.cart.itemCount).toBe(0)

    const missingKey = await request.post(api('/current/checkout'), { headers, data: { orderDetails: {} } })
    expect(missingKey.status()).toBe(400)
    expect((await missingKey.json()).error).toBe('checkout.idempotency_key_required')
    // A bad body with a good key is the body's fault, not the key's.
    const badBody = await request.post(api('/current/checkout'), {
      headers: { ...headers, 'Idempotency-Key': `bad-body-${Date.now()}` },
      data: { orderDetails: { NOPE: {} } },
    })
    expect(badBody.status()).toBe(400)
    expect((await badBody.json()).error).toBe('errors.bad_request')
  })

  test('a home delivery without a contact person and phone is refused (422) and changes nothing', async ({
    request,
  }) => {
    const headers = await bearerFor(request, 'user@demo.test')
    await emptyCartOf(request, headers)
    await fill(request, headers, await anyArticles(request, 1, '900'), 'DBI')
    const refused = await request.post(api('/current/checkout'), {
      headers: { ...headers, 'Idempotency-Key': `no-contact-${Date.now()}` },
      data: { orderDetails: { DBI: { message: 'Ring innan' } } },
    })
    expect(refused.status()).toBe(422)
    const body = (await refused.json()) as {
      error: string
      orders: Array<{ deliveryId: string; success: boolean; error: string; message: string }>
      cart: { itemCount: number }
    }
    expect(body.error).toBe('errors.invalid_order')
    expect(body.orders).toEqual([
      expect.objectContaining({
        deliveryId: 'DBI',
        success: false,
        error: 'checkout.contact_required',
        message: 'Ange kontaktperson (minst 2 tecken) och telefonnummer (minst 6 tecken) för leverans till en adress.',
      }),
    ])
    expect(body.cart.itemCount).toBe(1)
    const placed = await request.post(api('/current/checkout'), {
      headers: { ...headers, 'Idempotency-Key': `with-contact-${Date.now()}` },
      data: { orderDetails: { DBI: { contactName: 'Anna Bygg', contactPhone: '070-123 45 67' } } },
    })
    expect(placed.status()).toBe(201)
  })
})
