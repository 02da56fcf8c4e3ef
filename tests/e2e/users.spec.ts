import { type APIRequestContext, expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { bearerFor, brandUrl, logIn, PORT } from './support'

/**
 * The users service (spec section 7: /v2/users, /users/name, /v2/permissions, /role-names,
 * /permission-names under /api/auth) and the pages built on it: MyProfile and the user
 * administration. Runs against the seeded demo users; everything it changes it changes back or
 * creates under a fresh e-mail, so the suite can run again on the same database.
 */

const API = `http://127.0.0.1:${PORT}/api/auth`

interface UserBody {
  userId: string
  firstName: string
  lastName: string
  email: string
  mobileNumber: string
  active: boolean
  roles: string[]
  customers: Array<{ customerId: string; customerNumber: string; name: string }>
  customerPermissions: Array<{
    customerId: string
    projectId: string | null
    role: string
    permissionDenies: string[]
    editable: boolean
  }>
  defaultCustomerId: string | null
  defaultProjectId: string | null
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** A user's id, looked up by a site admin (the list searches e-mail). */
async function userIdOf(request: APIRequestContext, site: Record<string, string>, email: string) {
  for (const active of ['1', '0']) {
    const response = await request.get(`${API}/v2/users`, {
      headers: site,
      params: { search: email, active, limit: '100' },
    })
    const { users } = (await response.json()) as { users: UserBody[] }
    const found = users.find((u) => u.email === email)
    if (found) return found.userId
  }
  throw new Error(`no user ${email}`)
}

test.describe('users API', () => {
  let user: Record<string, string>
  let buyer: Record<string, string>
  let site: Record<string, string>
  let ids: Record<'user' | 'buyer' | 'noprices' | 'noorder', string>

  test.beforeAll(async ({ request }) => {
    user = await bearerFor(request, 'user@demo.test')
    buyer = await bearerFor(request, 'buyeradmin@demo.test')
    site = await bearerFor(request, 'siteadmin@demo.test')
    ids = {
      user: await userIdOf(request, site, 'user@demo.test'),
      buyer: await userIdOf(request, site, 'buyeradmin@demo.test'),
      noprices: await userIdOf(request, site, 'noprices@demo.test'),
      noorder: await userIdOf(request, site, 'noorder@demo.test'),
    }
  })

  test('asks for a login without a token', async ({ request }) => {
    for (const path of ['/v2/users', `/v2/users/${ids.user}`, '/role-names', '/permission-names']) {
      const response = await request.get(`${API}${path}`)
      expect(response.status(), path).toBe(401)
      expect((await response.json()).error).toBe('errors.invalid_token')
    }
  })

  test('refuses a USER the admin routes with 403', async ({ request }) => {
    const listed = await request.get(`${API}/v2/users`, { headers: user })
    expect(listed.status()).toBe(403)
    expect((await listed.json()).error).toBe('errors.forbidden_action')
    const created = await request.post(`${API}/v2/users`, {
      headers: user,
      data: { email: `nej.${unique()}@demo.test`, firstName: 'A', lastName: 'B', customerPermissions: [] },
    })
    expect(created.status()).toBe(403)
  })

  test('lists only the users of the buyer admin’s customer, and every user for a site admin', async ({ request }) => {
    const mine = (await (await request.get(`${API}/v2/users`, { headers: buyer })).json()) as {
      users: UserBody[]
      total: number
      limit: number
    }
    expect(mine.limit).toBe(15)
    expect(mine.users.length).toBeGreaterThanOrEqual(2)
    for (const u of mine.users) expect(u.customers.map((c) => c.customerNumber)).toContain('10004')
    expect(mine.users.map((u) => u.email)).not.toContain('noprices@demo.test')
    expect(JSON.stringify(mine)).not.toContain('passwordHash')

    const all = (await (await request.get(`${API}/v2/users?limit=100`, { headers: site })).json()) as {
      users: UserBody[]
      total: number
    }
    const emails = all.users.map((u) => u.email)
    for (const email of ['user@demo.test', 'noprices@demo.test', 'selleradmin@demo.test', 'siteadmin@demo.test']) {
      expect(emails).toContain(email)
    }
    expect(all.total).toBeGreaterThan(mine.total)
  })

  test('sorts, searches and pages the list', async ({ request }) => {
    const sorted = (await (
      await request.get(`${API}/v2/users?orderBy=email&desc=true&limit=5&offset=1`, { headers: site })
    ).json()) as { users: UserBody[]; offset: number }
    const emails = sorted.users.map((u) => u.email)
    expect(sorted.offset).toBe(1)
    expect(emails).toEqual([...emails].sort().reverse())
    const search = (await (await request.get(`${API}/v2/users?search=Inköpsadmin`, { headers: site })).json()) as {
      users: UserBody[]
    }
    expect(search.users.map((u) => u.email)).toEqual(['buyeradmin@demo.test'])
    // virtualContext is part of the spec's call and is ignored.
    expect((await request.get(`${API}/v2/users?virtualContext=false`, { headers: buyer })).status()).toBe(200)
  })

  test('answers 400 with a Swedish message for bad input, and changes nothing', async ({ request }) => {
    for (const query of ['limit=0', 'limit=101', 'orderBy=passwordHash', 'offset=-1', 'active=2', 'desc=kanske']) {
      const response = await request.get(`${API}/v2/users?${query}`, { headers: buyer })
      expect(response.status(), query).toBe(400)
      const body = await response.json()
      expect(body.error).toBe('errors.bad_request')
      expect(body.message).toMatch(/Kontrollera fälten/)
    }
    const before = (await (await request.get(`${API}/v2/users/${ids.user}`, { headers: user })).json()) as UserBody
    for (const data of [
      { firstName: '' },
      { passwordHash: 'x' },
      { email: 'ny@demo.test' },
      { mobileNumber: 'ring mig' },
      { defaultCustomerId: 'abc' },
      { role: 'KUNG' },
    ]) {
      const response = await request.put(`${API}/v2/users/${ids.user}`, { headers: user, data })
      expect(response.status(), JSON.stringify(data)).toBe(400)
      expect((await response.json()).issues?.length).toBeGreaterThan(0)
    }
    const broken = await request.put(`${API}/v2/users/${ids.user}`, {
      headers: { ...user, 'content-type': 'application/json' },
      data: '{"firstName":',
    })
    expect(broken.status()).toBe(400)
    const invalid = await request.post(`${API}/v2/users`, {
      headers: buyer,
      data: { email: 'inte-en-adress', firstName: 'A', lastName: 'B' },
    })
    expect(invalid.status()).toBe(400)
    expect((await invalid.json()).issues[0].message).toBe('Ange en giltig e-postadress.')
    const after = (await (await request.get(`${API}/v2/users/${ids.user}`, { headers: user })).json()) as UserBody
    expect(after).toEqual(before)
    expect((await request.get(`${API}/v2/users/abc`, { headers: user })).status()).toBe(404)
  })

  test('keeps another customer’s user from a buyer admin: 404 to read, 404 to change, nothing changed', async ({
    request,
  }) => {
    expect((await request.get(`${API}/v2/users/${ids.noprices}`, { headers: buyer })).status()).toBe(404)
    expect((await request.get(`${API}/v2/permissions/${ids.noprices}`, { headers: buyer })).status()).toBe(404)
    const before = (await (await request.get(`${API}/v2/users/${ids.noprices}`, { headers: site })).json()) as UserBody
    const forged = await request.put(`${API}/v2/users/${ids.noprices}`, {
      headers: buyer,
      data: { firstName: 'Kapad', active: false, role: 'BUYER_ADMIN' },
    })
    expect(forged.status()).toBe(404)
    const after = (await (await request.get(`${API}/v2/users/${ids.noprices}`, { headers: site })).json()) as UserBody
    expect(after).toEqual(before)
  })

  test('refuses a buyer admin rows of other customers and roles above their own (403), nothing changed', async ({
    request,
  }) => {
    const before = (await (await request.get(`${API}/v2/permissions/${ids.user}`, { headers: site })).json()) as Array<
      UserBody['customerPermissions'][number]
    >
    const mineOnly = (await (
      await request.get(`${API}/v2/permissions/${ids.user}`, { headers: buyer })
    ).json()) as Array<UserBody['customerPermissions'][number]>
    const editable = mineOnly.filter((row) => row.editable)
    const locked = mineOnly.filter((row) => !row.editable)
    expect(editable).toHaveLength(1)
    expect(locked.length).toBeGreaterThan(0)

    const outside = await request.put(`${API}/v2/users/${ids.user}`, {
      headers: buyer,
      data: {
        customerPermissions: [
          ...editable.map(({ editable: _e, ...row }) => row),
          { customerId: locked[0]?.customerId, projectId: null, role: 'BUYER_ADMIN', permissionDenies: [] },
        ],
      },
    })
    expect(outside.status()).toBe(403)
    const tooHigh = await request.put(`${API}/v2/users/${ids.user}`, { headers: buyer, data: { role: 'SITE_ADMIN' } })
    expect(tooHigh.status()).toBe(403)
    const selfRaise = await request.put(`${API}/v2/users/${ids.user}`, { headers: user, data: { role: 'BUYER_ADMIN' } })
    expect(selfRaise.status()).toBe(403)
    const after = await (await request.get(`${API}/v2/permissions/${ids.user}`, { headers: site })).json()
    expect(after).toEqual(before)
  })

  test('lets a site admin read and change anyone', async ({ request }) => {
    const read = await request.get(`${API}/v2/users/${ids.noorder}`, { headers: site })
    expect(read.status()).toBe(200)
    const before = (await read.json()) as UserBody
    const changed = await request.put(`${API}/v2/users/${ids.noorder}`, {
      headers: site,
      data: { mobileNumber: '070-000 00 01' },
    })
    expect(changed.status()).toBe(200)
    expect(((await changed.json()) as UserBody).mobileNumber).toBe('070-000 00 01')
    await request.put(`${API}/v2/users/${ids.noorder}`, { headers: site, data: { mobileNumber: before.mobileNumber } })
  })

  test('answers names of oneself and colleagues, not of strangers', async ({ request }) => {
    const colleague = await request.get(`${API}/users/name/${ids.buyer}`, { headers: user })
    expect(colleague.status()).toBe(200)
    expect(await colleague.json()).toEqual({
      userId: ids.buyer,
      firstName: 'Bengt',
      lastName: 'Inköpsadmin',
      fullName: 'Bengt Inköpsadmin',
    })
    expect((await request.get(`${API}/users/name/${ids.noorder}`, { headers: user })).status()).toBe(404)
    expect((await request.get(`${API}/users/name/${ids.user}`, { headers: user })).status()).toBe(200)
  })

  test('answers one’s own permissions and the Swedish role and permission names', async ({ request }) => {
    const own = await request.get(`${API}/v2/permissions/${ids.user}`, { headers: user })
    expect(own.status()).toBe(200)
    const rows = (await own.json()) as UserBody['customerPermissions']
    expect(rows.length).toBe(3)
    expect(rows.every((row) => row.editable === false)).toBe(true)

    const roles = await (await request.get(`${API}/role-names`, { headers: user })).json()
    expect(roles).toEqual([
      { id: 'USER', name: 'Användare' },
      { id: 'BUYER_ADMIN', name: 'Inköpsadministratör' },
      { id: 'SELLER_ADMIN', name: 'Säljadministratör' },
      { id: 'SITE_ADMIN', name: 'Webbplatsadministratör' },
    ])
    const names = (await (await request.get(`${API}/permission-names`, { headers: user })).json()) as Array<{
      id: string
      name: string
    }>
    expect(names.map((n) => n.id)).toContain('EJ_SE_PRISER')
    expect(names.find((n) => n.id === 'EJ_ORDER')?.name).toBe('Får inte lägga order')
  })

  test('updates one’s own profile, with a default context one may use', async ({ request }) => {
    const before = (await (await request.get(`${API}/v2/users/${ids.user}`, { headers: user })).json()) as UserBody
    const elsewhere = (await (
      await request.get(`${API}/v2/users/${ids.noprices}`, { headers: site })
    ).json()) as UserBody
    const refused = await request.put(`${API}/v2/users/${ids.user}`, {
      headers: user,
      data: { defaultCustomerId: elsewhere.customerPermissions[0]?.customerId },
    })
    expect(refused.status()).toBe(400)

    const target = before.customerPermissions.find((row) => row.projectId) ?? before.customerPermissions[0]
    const saved = await request.put(`${API}/v2/users/${ids.user}`, {
      headers: user,
      data: {
        mobileNumber: '070-555 44 33',
        defaultCustomerId: target?.customerId,
        defaultProjectId: target?.projectId ?? null,
      },
    })
    expect(saved.status()).toBe(200)
    expect(await saved.json()).toMatchObject({
      mobileNumber: '070-555 44 33',
      defaultCustomerId: target?.customerId,
      defaultProjectId: target?.projectId ?? null,
    })
    const restored = await request.put(`${API}/v2/users/${ids.user}`, {
      headers: user,
      data: {
        mobileNumber: before.mobileNumber,
        defaultCustomerId: before.defaultCustomerId,
        defaultProjectId: before.defaultProjectId,
      },
    })
    expect(restored.status()).toBe(200)
  })

  test('creates a user of the buyer admin’s customer (201), refuses the same e-mail again (409)', async ({
    request,
  }) => {
    const mine = (await (await request.get(`${API}/v2/users/${ids.buyer}`, { headers: buyer })).json()) as UserBody
    const customerId = mine.customerPermissions[0]?.customerId
    const email = `api.${unique()}@demo.test`
    const data = {
      email,
      firstName: 'Api',
      lastName: 'Skapad',
      customerPermissions: [{ customerId, role: 'USER', permissionDenies: ['EJ_ORDER'] }],
    }
    const created = await request.post(`${API}/v2/users`, { headers: buyer, data })
    expect(created.status()).toBe(201)
    const body = (await created.json()) as UserBody
    expect(body).toMatchObject({ email, active: true, roles: ['USER'] })
    expect(body.customerPermissions[0]).toMatchObject({ customerId, permissionDenies: ['EJ_ORDER'], editable: true })
    expect((await request.post(`${API}/v2/users`, { headers: buyer, data })).status()).toBe(409)
    const foreign = await request.post(`${API}/v2/users`, {
      headers: buyer,
      data: { ...data, email: `x.${email}`, customerPermissions: [{ customerId: '1', role: 'USER' }] },
    })
    expect([400, 403]).toContain(foreign.status())
  })
})

test.describe('user pages', () => {
  test('a buyer admin creates a user, finds them in the list and edits them', async ({ page }) => {
    test.slow()
    const surname = `Testsson${unique()}`
    const email = `${surname.toLowerCase()}@demo.test`
    await logIn(page, 'nordbygg', 'buyeradmin@demo.test')

    await page.goto(brandUrl('nordbygg', '/anvandare'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användaradministration')
    await expect(page.getByTestId('user-admin-landing')).toContainText('Mälardalens Bygg & Fasad AB')
    await expect(page.getByRole('link', { name: 'Skapa användare' })).toHaveAttribute('href', '/anvandare/ny')
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(brandUrl('nordbygg', '/anvandare/ny'))
    const form = page.getByTestId('create-user-form')
    await expect(form).toBeVisible()
    // The role choice stops at the admin's own role.
    await expect(form.getByLabel('Roll', { exact: true }).locator('option')).toHaveText([
      'Användare',
      'Inköpsadministratör',
    ])
    expect(await seriousViolations(page)).toEqual([])

    // A bad address is told in Swedish and what was typed stays.
    await form.getByLabel('E-postadress').fill('inte-en-adress')
    await form.getByLabel('Förnamn').fill('Test')
    await form.getByLabel('Efternamn').fill(surname)
    await page.getByTestId('user-submit').click()
    await expect(page.getByRole('alert').filter({ hasText: 'Kontrollera fälten' })).toBeVisible()
    await expect(form.getByText('Ange en giltig e-postadress.')).toBeVisible()
    await expect(form.getByLabel('Efternamn')).toHaveValue(surname)

    await form.getByLabel('E-postadress').fill(email)
    await form.getByLabel('Mobilnummer').fill('070-765 43 21')
    const row = form.getByTestId('permission-row').first()
    await row.getByLabel('Får inte lägga order').check()
    await page.getByTestId('user-submit').click()
    await expect(page.getByTestId('user-created')).toContainText(
      `Användaren ${email} är skapad. Ett aktiveringsmejl har skickats till adressen.`,
    )

    await page.goto(brandUrl('nordbygg', `/anvandare/lista?search=${surname}`))
    const list = page.getByTestId('user-list')
    await expect(list.getByTestId('user-row')).toHaveCount(1)
    await expect(list.getByTestId('user-row')).toContainText(email)
    expect(await seriousViolations(page)).toEqual([])

    // Sorting by a column header keeps the search and tells the order.
    await list.getByRole('link', { name: 'E-postadress' }).click()
    await expect(page).toHaveURL(/orderBy=email/)
    await expect(page).toHaveURL(new RegExp(`search=${surname}`))
    await expect(page.getByRole('columnheader', { name: /E-postadress/ })).toHaveAttribute('aria-sort', 'ascending')

    await list.getByRole('link', { name: `Redigera Test ${surname}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redigera användare')
    const edit = page.getByTestId('edit-user-form')
    await expect(edit.getByTestId('user-email')).toHaveText(email)
    await expect(edit.getByLabel('Förnamn')).toHaveValue('Test')
    await expect(edit.getByTestId('permission-row').first().getByLabel('Får inte lägga order')).toBeChecked()
    expect(await seriousViolations(page)).toEqual([])

    await edit.getByLabel('Förnamn').fill('Ändrad')
    await edit.getByTestId('user-active').uncheck()
    await page.getByTestId('user-submit').click()
    await expect(page.getByRole('status').filter({ hasText: 'Ändringarna är sparade.' })).toBeVisible()

    // Inactive now: gone from the default list, found among the inactive ones, without JavaScript's help.
    await page.goto(brandUrl('nordbygg', `/anvandare/lista?search=${surname}`))
    await expect(page.getByTestId('user-row')).toHaveCount(0)
    const filters = page.getByTestId('user-list')
    await filters.getByLabel('Visa', { exact: true }).selectOption('0')
    await filters.getByRole('button', { name: 'Sök', exact: true }).click()
    await expect(page).toHaveURL(/active=0/)
    await expect(page.getByTestId('user-row')).toContainText('Ändrad')
    await expect(page.getByTestId('user-row')).toContainText('Inaktiv')
  })

  test('a buyer admin is told a user of another customer does not exist', async ({ page, request }) => {
    const site = await bearerFor(request, 'siteadmin@demo.test')
    const id = await userIdOf(request, site, 'noprices@demo.test')
    await logIn(page, 'nordbygg', 'buyeradmin@demo.test')
    await page.goto(brandUrl('nordbygg', `/anvandare/${id}`))
    await expect(page.getByTestId('user-not-found')).toContainText('Användaren finns inte')
    await expect(page.getByText('noprices@demo.test')).toHaveCount(0)
  })

  test('the user list pages by 15', async ({ page }) => {
    await logIn(page, 'nordbygg', 'siteadmin@demo.test')
    await page.goto(brandUrl('nordbygg', '/anvandare/lista'))
    const rows = page.getByTestId('user-row')
    const count = await rows.count()
    expect(count).toBeLessThanOrEqual(15)
    const pager = page.getByRole('navigation', { name: 'Sidor' })
    if (count === 15 && (await pager.count())) {
      await pager.getByRole('link', { name: 'Nästa' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(page.getByText(/Sida 2 av \d+/)).toBeVisible()
    }
  })

  test('a user edits their profile on MyProfile', async ({ page }) => {
    await logIn(page, 'nordbygg', 'user@demo.test')
    await page.goto(brandUrl('nordbygg', '/mina-sidor/profil'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Min profil')
    await expect(page.getByTestId('profile-email')).toContainText('user@demo.test')
    expect(await seriousViolations(page)).toEqual([])

    const form = page.getByTestId('profile-form')
    const mobile = form.getByLabel('Mobilnummer')
    const before = {
      firstName: await form.getByLabel('Förnamn').inputValue(),
      mobile: await mobile.inputValue(),
      store: await form.getByLabel('Min butik').inputValue(),
      customer: await form.getByLabel('Förvald kund').inputValue(),
      project: await form.getByLabel('Förvalt projekt').inputValue(),
    }

    // A mistake is told in Swedish next to the field, and the typing stays.
    await form.getByLabel('Förnamn').fill('')
    await mobile.fill('070-222 33 44')
    await page.getByTestId('profile-submit').click()
    await expect(page.getByRole('alert').filter({ hasText: 'Kontrollera fälten' })).toBeVisible()
    await expect(form.getByText('Fältet måste fyllas i.')).toBeVisible()
    await expect(mobile).toHaveValue('070-222 33 44')

    await form.getByLabel('Förnamn').fill(before.firstName)
    const stores = form.getByLabel('Min butik').locator('option')
    const storeValue = await stores.nth(2).getAttribute('value')
    await form.getByLabel('Min butik').selectOption(storeValue as string)
    await form.getByLabel('Förvald kund').selectOption({ label: 'Byggmästarna i Umeå AB (10001)' })
    const projectOption = form.getByLabel('Förvalt projekt').locator('option').nth(1)
    const projectValue = (await projectOption.getAttribute('value')) as string
    await form.getByLabel('Förvalt projekt').selectOption(projectValue)
    await page.getByTestId('profile-submit').click()
    await expect(page.getByRole('status').filter({ hasText: 'Dina uppgifter är sparade.' })).toBeVisible()

    await page.reload()
    await expect(form.getByLabel('Mobilnummer')).toHaveValue('070-222 33 44')
    await expect(form.getByLabel('Min butik')).toHaveValue(storeValue as string)
    await expect(form.getByLabel('Förvalt projekt')).toHaveValue(projectValue)

    // Back as it was, for the next run.
    await mobile.fill(before.mobile)
    await form.getByLabel('Min butik').selectOption(before.store)
    await form.getByLabel('Förvald kund').selectOption(before.customer)
    await form.getByLabel('Förvalt projekt').selectOption(before.project)
    await page.getByTestId('profile-submit').click()
    await expect(page.getByRole('status').filter({ hasText: 'Dina uppgifter är sparade.' })).toBeVisible()
  })
})
