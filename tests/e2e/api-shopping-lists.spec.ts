import { type APIRequestContext, expect, test } from '@playwright/test'
import { bearerFor, PORT } from './support'

/**
 * Shopping lists and favourite articles over real HTTP (spec section 7): who sees which list (another
 * customer's answers 404 on every call), bad input (400 with a Swedish message, nothing changed), and
 * prices hidden under EJ_SE_PRISER. Requests go to 127.0.0.1 (the default brand).
 */

const origin = `http://127.0.0.1:${PORT}`
const lists = (path = '') => `${origin}/api/cart/v2/favorites${path}`
const items = (id: string, query = '') => `${origin}/api/cart/v3/favorites/${id}/items${query}`

interface ListBody {
  favoriteId: string
  favoriteName: string
  access: string
  totalRows: number
  canEdit: boolean
  user: { fullName: string }
}

async function listsOf(request: APIRequestContext, headers: Record<string, string>): Promise<ListBody[]> {
  const response = await request.get(lists('?limit=50&sort=name'), { headers })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: ListBody[] }).data
}

async function listNamed(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const found = (await listsOf(request, headers)).find((list) => list.favoriteName === name)
  if (!found) throw new Error(`no list ${name}`)
  return found
}

function expectSwedishBadRequest(body: { error: string; message: string; issues?: Array<{ message: string }> }) {
  expect(body.error).toBe('errors.bad_request')
  expect(body.message).toMatch(/Kontrollera/)
  expect(body.issues?.length).toBeGreaterThan(0)
}

test.describe('shopping lists API', () => {
  test('answers 401 without a login', async ({ request }) => {
    expect((await request.get(lists())).status()).toBe(401)
    expect((await request.get(`${origin}/api/auth/users/favourites`)).status()).toBe(401)
  })

  test("shows the demo user her own list and a colleague's shared one", async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const seen = await listsOf(request, ulla)
    expect(seen.map((l) => [l.favoriteName, l.access, l.canEdit])).toEqual(
      expect.arrayContaining([
        ['Altanbygget', 'private', true],
        ['Standardbeställning', 'shared', false],
      ]),
    )
    expect(seen.map((l) => l.favoriteName)).not.toContain('Verkstadens påfyllning')
    const kalle = await bearerFor(request, 'kollega@demo.test')
    expect((await listsOf(request, kalle)).map((l) => l.favoriteName)).not.toContain('Altanbygget')
    const shared = await listNamed(request, ulla, 'Standardbeställning')
    const page = await request.get(items(shared.favoriteId, '?limit=200'), { headers: ulla })
    expect(page.status()).toBe(200)
    const body = await page.json()
    expect(body.total).toBe(shared.totalRows)
    expect(body.data[0]).toMatchObject({ articleNumber: expect.any(String), variant: { name: expect.any(String) } })
    // A plain colleague may read it, not change it.
    const rename = await request.put(lists(`/${shared.favoriteId}`), { headers: ulla, data: { favoriteName: 'Min' } })
    expect(rename.status()).toBe(403)
  })

  test("answers 404 on every call on another customer's list, and changes nothing", async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const nils = await bearerFor(request, 'noprices@demo.test')
    const target = await listNamed(request, ulla, 'Altanbygget')
    const id = target.favoriteId
    const [line] = (await (await request.get(items(id), { headers: ulla })).json()).data as Array<{
      favoriteItemId: string
      articleNumber: string
    }>
    if (!line) throw new Error('Altanbygget has no lines')
    const calls = [
      request.get(lists(`/${id}`), { headers: nils }),
      request.put(lists(`/${id}`), { headers: nils, data: { favoriteName: 'Kapad' } }),
      request.delete(lists(`/${id}`), { headers: nils }),
      request.get(items(id), { headers: nils }),
      request.put(lists(`/${id}/articles`), {
        headers: nils,
        data: { items: [{ articleNumber: line.articleNumber, quantity: 1 }] },
      }),
      request.put(lists(`/${id}/articles/${line.favoriteItemId}`), { headers: nils, data: { quantity: 1 } }),
      request.put(lists(`/${id}/articles/batch/delete`), { headers: nils, data: { itemIds: [line.favoriteItemId] } }),
      request.post(lists(`/${id}/export`), { headers: nils }),
      request.post(lists(`/${id}/upload`), {
        headers: nils,
        multipart: {
          file: { name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from(`${line.articleNumber};1\n`) },
        },
      }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status(), response.url()).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'errors.not_found' })
    }
    expect(await listNamed(request, ulla, 'Altanbygget')).toEqual(target)
  })

  test('refuses bad input with a Swedish 400 that changes nothing', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const before = await listsOf(request, ulla)
    const noName = await request.post(lists(), { headers: ulla, data: { favoriteName: '  ' } })
    expect(noName.status()).toBe(400)
    const noNameBody = await noName.json()
    expectSwedishBadRequest(noNameBody)
    expect(noNameBody.issues[0].message).toBe('Ange ett namn på listan.')
    const badSort = await request.get(lists('?sort=popularity'), { headers: ulla })
    expect(badSort.status()).toBe(400)
    expect((await badSort.json()).issues[0].message).toBe('Okänd sortering.')

    const target = await listNamed(request, ulla, 'Altanbygget')
    const zero = await request.put(lists(`/${target.favoriteId}/articles`), {
      headers: ulla,
      data: { items: [{ articleNumber: 'X', quantity: 0 }] },
    })
    expect(zero.status()).toBe(400)
    expect((await zero.json()).issues[0].message).toBe('Antalet ska vara minst 1.')
    const noChange = await request.put(lists(`/${target.favoriteId}`), { headers: ulla, data: {} })
    expect(noChange.status()).toBe(400)
    expect(await listsOf(request, ulla)).toEqual(before)
  })

  test('creates, fills, shares and deletes a list; prices are hidden under EJ_SE_PRISER', async ({ request }) => {
    const ulla = await bearerFor(request, 'user@demo.test')
    const nils = await bearerFor(request, 'noprices@demo.test')
    const seeded = await listNamed(request, ulla, 'Altanbygget')
    const [line] = (await (await request.get(items(seeded.favoriteId), { headers: ulla })).json()).data as Array<{
      articleNumber: string
      price: { salesPrice: number } | null
    }>
    if (!line) throw new Error('Altanbygget has no lines')
    expect(line.price?.salesPrice).toBeGreaterThan(0)

    const created = await request.post(lists(), { headers: nils, data: { favoriteName: 'E2E utan priser' } })
    expect(created.status()).toBe(201)
    const list = (await created.json()) as ListBody
    expect(list).toMatchObject({ access: 'private', totalRows: 0, canEdit: true })
    const put = await request.put(lists(`/${list.favoriteId}/articles`), {
      headers: nils,
      data: {
        items: [
          { articleNumber: line.articleNumber, quantity: 2 },
          { articleNumber: 'NOPE-E2E', quantity: 1 },
        ],
      },
    })
    expect(put.status()).toBe(200)
    const putBody = await put.json()
    expect(putBody.errors).toEqual([
      {
        articleNumber: 'NOPE-E2E',
        error: 'cart.unknown_article',
        message: 'Artikeln NOPE-E2E finns inte i sortimentet.',
      },
    ])
    expect(putBody.items[0]).toMatchObject({ articleNumber: line.articleNumber, quantity: 2, price: null })
    const page = await (await request.get(items(list.favoriteId), { headers: nils })).json()
    expect(page.data.map((item: { price: unknown }) => item.price)).toEqual([null])

    const exported = await request.post(lists(`/${list.favoriteId}/export`), { headers: nils })
    expect(exported.status()).toBe(200)
    expect(exported.headers()['content-type']).toContain('spreadsheetml')

    const shared = await request.put(lists(`/${list.favoriteId}`), { headers: nils, data: { access: 'shared' } })
    expect((await shared.json()).access).toBe('shared')
    expect((await request.get(lists(`/${list.favoriteId}`), { headers: ulla })).status()).toBe(404)
    const removed = await request.delete(lists(`/${list.favoriteId}`), { headers: nils })
    expect(removed.status()).toBe(204)
    expect((await request.get(lists(`/${list.favoriteId}`), { headers: nils })).status()).toBe(404)
  })
})

test.describe('favourite articles API', () => {
  test('hearts an article once, refuses an unknown one in Swedish, and removes it', async ({ request }) => {
    const kalle = await bearerFor(request, 'kollega@demo.test')
    const ulla = await bearerFor(request, 'user@demo.test')
    const seeded = await listNamed(request, ulla, 'Altanbygget')
    const [line] = (await (await request.get(items(seeded.favoriteId), { headers: ulla })).json()).data as Array<{
      articleNumber: string
    }>
    if (!line) throw new Error('Altanbygget has no lines')
    const url = `${origin}/api/auth/users/favourites`

    const unknown = await request.post(url, { headers: kalle, data: { articleNumber: 'NOPE-E2E' } })
    expect(unknown.status()).toBe(400)
    expect(await unknown.json()).toMatchObject({
      error: 'favorites.unknown_article',
      message: 'Artikeln NOPE-E2E finns inte i sortimentet och kan inte bli en favorit.',
    })
    const empty = await request.post(url, { headers: kalle, data: {} })
    expect(empty.status()).toBe(400)
    expect((await empty.json()).issues[0].message).toBe('Ange ett artikelnummer.')

    const added = await request.post(url, { headers: kalle, data: { articleNumber: line.articleNumber } })
    expect(added.status()).toBe(200)
    const favourite = await added.json()
    const again = await request.post(url, { headers: kalle, data: { articleNumber: line.articleNumber } })
    expect(await again.json()).toEqual(favourite)
    const listed = await (await request.get(url, { headers: kalle })).json()
    expect(listed.data.map((f: { articleNumber: string }) => f.articleNumber)).toContain(line.articleNumber)
    const removed = await request.delete(url, { headers: kalle, data: { favouriteIds: [favourite.favouriteId] } })
    expect(removed.status()).toBe(200)
    expect((await removed.json()).data.map((f: { favouriteId: string }) => f.favouriteId)).not.toContain(
      favourite.favouriteId,
    )
  })
})
