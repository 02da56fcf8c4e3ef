import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './server'

/**
 * Finding 14 of 2026-12-01: names kept right-to-left overrides and control characters, and a name of
 * zero-width characters only was accepted. A name others read (a colleague's in the user list, a
 * quote's receiver on its PDF, a shared shopping list, a delivery address on the label) now loses
 * its invisible characters, and one with nothing visible left is refused with a Swedish 400.
 */

const RLO = '\u202e'
const ZERO_WIDTH = '\u200b\u200c\u200d\u2060'
const BELL = '\u0007'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

async function expectRefusedName(response: Awaited<ReturnType<APIRequestContext['post']>>, path: string) {
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { error: string; issues: Array<{ path: string; message: string }> }
  expect(body.error).toBe('errors.bad_request')
  expect(body.issues.find((issue) => issue.path === path)?.message).toMatch(/osynliga tecken|Ange/)
}

test('a user named by a buyer admin keeps no override, and a zero-width name is refused', async ({ request, shop }) => {
  const api = `${shop.base}/api/auth`
  const buyer = await shop.bearerFor(request, 'buyeradmin@demo.test')
  const list = (await (await request.get(`${api}/v2/users`, { headers: buyer })).json()) as {
    users: Array<{ email: string; userId: string; customerPermissions: Array<{ customerId: string }> }>
  }
  const customerId = list.users.find((user) => user.email === 'buyeradmin@demo.test')?.customerPermissions[0]
    ?.customerId
  expect(customerId).toBeTruthy()
  const data = (firstName: string, lastName: string) => ({
    email: `namn.${unique()}@demo.test`,
    firstName,
    lastName,
    customerPermissions: [{ customerId, role: 'USER' }],
  })

  const invisible = await request.post(`${api}/v2/users`, { headers: buyer, data: data(ZERO_WIDTH, 'Ek') })
  await expectRefusedName(invisible, 'firstName')
  const bell = await request.post(`${api}/v2/users`, { headers: buyer, data: data('Eva', `${BELL}${RLO}`) })
  await expectRefusedName(bell, 'lastName')

  const created = await request.post(`${api}/v2/users`, {
    headers: buyer,
    data: data(`Eva${ZERO_WIDTH}`, `${RLO}kE${BELL}`),
  })
  expect(created.status()).toBe(201)
  const user = (await created.json()) as { userId: string; firstName: string; lastName: string }
  expect(user).toMatchObject({ firstName: 'Eva', lastName: 'kE' })

  const renamed = await request.put(`${api}/v2/users/${user.userId}`, {
    headers: buyer,
    data: { lastName: `Ek${RLO}gnoL` },
  })
  expect(renamed.status()).toBe(200)
  expect(await renamed.json()).toMatchObject({ lastName: 'EkgnoL' })
  await expectRefusedName(
    await request.put(`${api}/v2/users/${user.userId}`, { headers: buyer, data: { firstName: ZERO_WIDTH } }),
    'firstName',
  )
  const read = (await (await request.get(`${api}/v2/users/${user.userId}`, { headers: buyer })).json()) as {
    firstName: string
  }
  expect(read.firstName).toBe('Eva')
})

test('a shopping list, an address and a quote receiver: cleaned names, invisible ones refused', async ({
  request,
  shop,
}) => {
  const ulla = await shop.bearerFor(request, 'user@demo.test')
  const json = { ...ulla, 'content-type': 'application/json' }

  // Shopping lists, shared with the customer's users by name.
  const lists = `${shop.base}/api/cart/v2/favorites`
  await expectRefusedName(
    await request.post(lists, { headers: ulla, data: { favoriteName: ZERO_WIDTH } }),
    'favoriteName',
  )
  const list = await request.post(lists, { headers: ulla, data: { favoriteName: `${RLO}napalA ${unique()}` } })
  expect(list.status()).toBe(201)
  const listBody = (await list.json()) as { favoriteId: string; favoriteName: string }
  expect(listBody.favoriteName).toMatch(/^napalA /)
  expect((await request.delete(`${lists}/${listBody.favoriteId}`, { headers: ulla })).status()).toBeLessThan(300)

  // Addresses: the recipient is printed on the delivery label.
  const address = {
    label: `Bygget ${unique()}`,
    address1: 'Testvägen 1',
    address2: '',
    address3: '',
    postalCode: '903 38',
    postalAddress: 'Umeå',
    countryCode: 'SE',
  }
  await expectRefusedName(
    await request.post(`${shop.base}/api/auth/addresses`, {
      headers: json,
      data: { ...address, recipientName: ZERO_WIDTH },
    }),
    'recipientName',
  )
  const added = await request.post(`${shop.base}/api/auth/addresses`, {
    headers: json,
    data: { ...address, label: `${RLO}${address.label}`, recipientName: `Godsmottagningen${BELL}` },
  })
  expect(added.status()).toBe(201)
  const kept = (await added.json()) as { addressId: string; label: string; recipientName: string }
  expect(kept).toMatchObject({ label: address.label, recipientName: 'Godsmottagningen' })
  expect((await request.delete(`${shop.base}/api/auth/address/${kept.addressId}`, { headers: ulla })).status()).toBe(
    204,
  )

  // A quote's receiver: the name its PDF and mail print.
  const quotes = `${shop.base}/api/quote/v1/quotes`
  const quote = (await (await request.post(quotes, { headers: ulla, data: {} })).json()) as { quoteId: string }
  await expectRefusedName(
    await request.patch(`${quotes}/${quote.quoteId}`, { headers: ulla, data: { receiver: { name: ZERO_WIDTH } } }),
    'receiver.name',
  )
  const named = await request.patch(`${quotes}/${quote.quoteId}`, {
    headers: ulla,
    data: { receiver: { name: `Familjen ${RLO}kE`, contactPerson: `Eva${ZERO_WIDTH}`, label: `Villa\n${BELL}Ek` } },
  })
  expect(named.status()).toBe(200)
  expect((await named.json()).receiver).toMatchObject({ name: 'Familjen kE', contactPerson: 'Eva', label: 'Villa Ek' })
})
