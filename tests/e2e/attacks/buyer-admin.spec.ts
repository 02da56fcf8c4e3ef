import type { APIRequestContext } from '@playwright/test'
import { expect, type ShopServer, test } from './server'

/**
 * Finding 9 (issue 36): the BUYER_ADMIN of 10004 deactivated and renamed user@demo.test, who also belongs
 * to 10001. A BUYER_ADMIN now takes away only what its own customer granted: its customer's rows of a
 * shared user, yes; the account itself (activation, role, names, profile) only of a user wholly its
 * customers'. The refusal is 403 errors.forbidden_action with a Swedish text saying why.
 */

interface UserBody {
  userId: string
  email: string
  firstName: string
  lastName: string
  mobileNumber: string
  active: boolean
  customers: Array<{ customerId: string; customerNumber: string }>
  customerPermissions: Array<{
    customerId: string
    projectId: string | null
    role: string
    permissionDenies: string[]
    editable: boolean
  }>
}

const SHARED = /^Användaren tillhör även kunder som du inte administrerar\./

function usersApi(request: APIRequestContext, shop: ShopServer) {
  const url = (path: string) => `${shop.base}/api/auth${path}`
  return {
    get: async (headers: Record<string, string>, id: string) =>
      (await (await request.get(url(`/v2/users/${id}`), { headers })).json()) as UserBody,
    put: (headers: Record<string, string>, id: string, data: Record<string, unknown>) =>
      request.put(url(`/v2/users/${id}`), { headers, data }),
    idOf: async (headers: Record<string, string>, email: string) => {
      const answer = await request.get(url('/v2/users'), { headers, params: { search: email, limit: '100' } })
      const found = ((await answer.json()) as { users: UserBody[] }).users.find((u) => u.email === email)
      if (!found) throw new Error(`no user ${email}`)
      return found.userId
    },
    create: async (headers: Record<string, string>, data: Record<string, unknown>) => {
      const answer = await request.post(url('/v2/users'), { headers, data })
      expect(answer.status()).toBe(201)
      return (await answer.json()) as UserBody
    },
  }
}

test('the BUYER_ADMIN of 10004 cannot deactivate or rename user@demo.test, who also belongs to 10001', async ({
  request,
  shop,
}) => {
  const users = usersApi(request, shop)
  const buyer = await shop.bearerFor(request, 'buyeradmin@demo.test')
  const site = await shop.bearerFor(request, 'siteadmin@demo.test')
  const id = await users.idOf(site, 'user@demo.test')
  const before = await users.get(site, id)
  expect(before.customers.map((c) => c.customerNumber).sort()).toEqual(['10001', '10004'])

  for (const data of [
    { active: false },
    { firstName: 'Kapad' },
    { lastName: 'Kapad' },
    { mobileNumber: '070-666 66 66' },
  ]) {
    const refused = await users.put(buyer, id, data)
    expect(refused.status(), JSON.stringify(data)).toBe(403)
    expect(await refused.json()).toMatchObject({
      error: 'errors.forbidden_action',
      message: expect.stringMatching(SHARED),
    })
  }
  expect(await users.get(site, id)).toEqual(before)
})

test("the BUYER_ADMIN still manages its own: its customer's rows of a shared user, and users wholly its own", async ({
  request,
  shop,
}) => {
  const users = usersApi(request, shop)
  const buyer = await shop.bearerFor(request, 'buyeradmin@demo.test')
  const site = await shop.bearerFor(request, 'siteadmin@demo.test')
  const shared = await users.get(site, await users.idOf(site, 'user@demo.test'))
  const customerOf = (number: string) => shared.customers.find((c) => c.customerNumber === number)?.customerId
  const own = customerOf('10004')
  const other = customerOf('10001')
  const run = `${shop.database}.${Date.now()}`
  const row = (customerId: string | undefined, permissionDenies: string[] = []) => ({
    customerId,
    projectId: null,
    role: 'USER',
    permissionDenies,
  })

  // A user of both customers, made by the site admin: the buyer admin changes and removes its row only.
  const both = await users.create(site, {
    email: `e2e.delad.${run}@demo.test`,
    firstName: 'Dela',
    lastName: 'Två',
    customerPermissions: [row(own), row(other)],
  })
  const changed = await users.put(buyer, both.userId, { customerPermissions: [row(own, ['EJ_ORDER'])] })
  expect(changed.status()).toBe(200)
  const removed = await users.put(buyer, both.userId, { customerPermissions: [] })
  expect(removed.status()).toBe(200)
  const after = await users.get(site, both.userId)
  expect(after.customerPermissions.map((r) => r.customerId)).toEqual([other])
  expect(after.active).toBe(true)

  // A user of 10004 only is the buyer admin's to deactivate and rename.
  const mine = await users.create(buyer, {
    email: `e2e.egen.${run}@demo.test`,
    firstName: 'Egen',
    lastName: 'Användare',
    customerPermissions: [row(own)],
  })
  const renamed = await users.put(buyer, mine.userId, { firstName: 'Omdöpt', active: false })
  expect(renamed.status()).toBe(200)
  expect(await users.get(site, mine.userId)).toMatchObject({ firstName: 'Omdöpt', active: false })
})
