import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, test } from '@playwright/test'
import type { BrandRoute } from '@shop/schemas'
import { pathForPage } from '@shop/tenants/match-route'
import { seriousViolations } from './axe'
import { bearerFor, brandUrl, logIn, PORT } from './support'

/**
 * Addresses and the customer services of the auth service (spec section 7) against the demo seed:
 * user@demo.test shops for 10001 (chosen at login) and 10004; selleradmin@demo.test for 10002, 10007
 * and 10008. Every test removes what it adds, so the suite can run again on the same database.
 */

const api = `http://127.0.0.1:${PORT}/api/auth`
const JSON_TYPE = { 'content-type': 'application/json' }

interface Address {
  addressId: string
  customerId: string
  label: string
  recipientName: string
  address1: string
  address2: string
  postalCode: string
  postalAddress: string
  countryCode: 'SE' | 'AX'
  readOnly: boolean
}
interface Customer {
  customerId: string
  customerNumber: string
  customerName: string
  projects: Array<{ projectId: string; projectNumber: string; projectName: string }>
}
interface ErrorBody {
  error: string
  message: string
  issues?: Array<{ path: string; message: string }>
}

const form = (overrides: Record<string, unknown> = {}) => ({
  label: `E2E ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
  recipientName: 'Godsmottagningen',
  address1: 'Testvägen 1',
  address2: '',
  address3: '',
  postalCode: '903 38',
  postalAddress: 'Umeå',
  countryCode: 'SE',
  ...overrides,
})

async function addresses(request: APIRequestContext, auth: Record<string, string>, query = '') {
  const response = await request.get(`${api}/addresses${query}`, { headers: auth })
  expect(response.status()).toBe(200)
  return (await response.json()) as Address[]
}

async function customers(request: APIRequestContext, auth: Record<string, string>) {
  const response = await request.get(`${api}/v3/customers?active=1`, { headers: auth })
  expect(response.status()).toBe(200)
  return (await response.json()) as Customer[]
}

async function create(request: APIRequestContext, auth: Record<string, string>, data: Record<string, unknown>) {
  const response = await request.post(`${api}/addresses`, { headers: { ...auth, ...JSON_TYPE }, data })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Address
}

async function remove(request: APIRequestContext, auth: Record<string, string>, addressId: string) {
  const response = await request.delete(`${api}/address/${addressId}`, { headers: auth })
  expect(response.status()).toBe(204)
}

/** A bearer token with `customerNumber` as the chosen context (the context route answers a new token). */
async function withContext(request: APIRequestContext, auth: Record<string, string>, customerNumber: string) {
  const customer = (await customers(request, auth)).find((c) => c.customerNumber === customerNumber)
  if (!customer) throw new Error(`no customer ${customerNumber}`)
  const response = await request.put(`${api}/session/context`, {
    headers: { ...auth, ...JSON_TYPE },
    data: { customerId: customer.customerId, projectId: null },
  })
  expect(response.status()).toBe(200)
  const { AccessToken } = (await response.json()) as { AccessToken: string }
  return { Authorization: `Bearer ${AccessToken}` }
}

function expectBadRequest(body: ErrorBody) {
  expect(body.error).toBe('errors.bad_request')
  expect(body.message).toBe('Uppgifterna kunde inte behandlas. Kontrollera fälten och försök igen.')
  expect(body.issues?.length).toBeGreaterThan(0)
}

test.describe('the address service', () => {
  test('answers 401 errors.invalid_token on every route without a token', async ({ request }) => {
    const calls = [
      request.get(`${api}/addresses`),
      request.post(`${api}/addresses`, { headers: JSON_TYPE, data: form() }),
      request.put(`${api}/address/A10001-2`, { headers: JSON_TYPE, data: form() }),
      request.delete(`${api}/address/A10001-2`),
      request.get(`${api}/v3/customers?active=1`),
      request.get(`${api}/crm/customerteam`),
      request.get(`${api}/v4/customers/orders/D700001/validate`),
      request.get(`${api}/addresses`, { headers: { Authorization: 'Bearer inte-en-token' } }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status(), response.url()).toBe(401)
      expect(((await response.json()) as ErrorBody).error).toBe('errors.invalid_token')
    }
  })

  test("lists the chosen customer's addresses, another own customer's on request, and refuses others", async ({
    request,
  }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const seller = await bearerFor(request, 'selleradmin@demo.test')
    const own = await customers(request, user)
    const c10001 = own.find((c) => c.customerNumber === '10001')
    const c10004 = own.find((c) => c.customerNumber === '10004')
    const c10002 = (await customers(request, seller)).find((c) => c.customerNumber === '10002')
    expect(c10001 && c10004 && c10002).toBeTruthy()

    const chosen = await addresses(request, user)
    expect(chosen.length).toBeGreaterThan(2)
    expect(new Set(chosen.map((a) => a.customerId))).toEqual(new Set([c10001?.customerId]))
    expect(chosen.some((a) => a.readOnly)).toBe(true)

    const other = await addresses(request, user, `?customerId=${c10004?.customerId}`)
    expect(other.length).toBeGreaterThan(0)
    expect(new Set(other.map((a) => a.customerId))).toEqual(new Set([c10004?.customerId]))

    const refused = await request.get(`${api}/addresses?customerId=${c10002?.customerId}`, { headers: user })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as ErrorBody).error).toBe('errors.forbidden_action')

    const bad = await request.get(`${api}/addresses?customerId=abc`, { headers: user })
    expect(bad.status()).toBe(400)
    const body = (await bad.json()) as ErrorBody
    expectBadRequest(body)
    expect(body.issues?.[0]).toEqual({ path: 'customerId', message: 'Ange kundens id med siffror.' })
  })

  test('adds, changes and deletes an address of the chosen customer', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const created = await create(request, user, form({ postalCode: '90338', address2: '  ', readOnly: true }))
    expect(created).toMatchObject({ postalCode: '903 38', address2: '', readOnly: false, countryCode: 'SE' })
    expect(created.addressId).toMatch(/^A10001-/)
    expect((await addresses(request, user)).map((a) => a.addressId)).toContain(created.addressId)

    const changed = await request.put(`${api}/address/${created.addressId}`, {
      headers: { ...user, ...JSON_TYPE },
      data: form({ label: 'Ändrad adress', recipientName: 'Lena', address2: 'Grind 2' }),
    })
    expect(changed.status()).toBe(200)
    expect(await changed.json()).toMatchObject({
      addressId: created.addressId,
      label: 'Ändrad adress',
      address2: 'Grind 2',
    })

    await remove(request, user, created.addressId)
    expect((await addresses(request, user)).map((a) => a.addressId)).not.toContain(created.addressId)
    const again = await request.delete(`${api}/address/${created.addressId}`, { headers: user })
    expect(again.status()).toBe(404)
  })

  test("refuses forged ids of another customer's address with 404 and changes nothing", async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const seller = await bearerFor(request, 'selleradmin@demo.test')
    const before = await addresses(request, seller)
    const target = before.find((a) => !a.readOnly)
    if (!target) throw new Error('the seller customer has no editable address')

    const put = await request.put(`${api}/address/${target.addressId}`, {
      headers: { ...user, ...JSON_TYPE },
      data: form({ label: 'Kapad' }),
    })
    expect(put.status()).toBe(404)
    expect(((await put.json()) as ErrorBody).error).toBe('errors.not_found')
    const del = await request.delete(`${api}/address/${target.addressId}`, { headers: user })
    expect(del.status()).toBe(404)
    // An id that does not exist at all answers the same.
    expect((await request.delete(`${api}/address/A99999-1`, { headers: user })).status()).toBe(404)
    // Not an address id at all: still a plain 404.
    expect((await request.delete(`${api}/address/${encodeURIComponent('1 OR 1=1')}`, { headers: user })).status()).toBe(
      404,
    )

    expect(await addresses(request, seller)).toEqual(before)
  })

  test('refuses to change or delete a read-only address with 403 errors.forbidden_action', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const before = await addresses(request, user)
    const readOnly = before.find((a) => a.readOnly)
    if (!readOnly) throw new Error('no read-only address')
    const put = await request.put(`${api}/address/${readOnly.addressId}`, {
      headers: { ...user, ...JSON_TYPE },
      data: form(),
    })
    expect(put.status()).toBe(403)
    expect(((await put.json()) as ErrorBody).error).toBe('errors.forbidden_action')
    const del = await request.delete(`${api}/address/${readOnly.addressId}`, { headers: user })
    expect(del.status()).toBe(403)
    expect(await addresses(request, user)).toEqual(before)
  })

  test('answers bad input with 400 and Swedish messages, and changes nothing', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const before = await addresses(request, user)

    const missing = await request.post(`${api}/addresses`, {
      headers: { ...user, ...JSON_TYPE },
      data: { countryCode: 'SE', postalCode: '12' },
    })
    expect(missing.status()).toBe(400)
    const body = (await missing.json()) as ErrorBody
    expectBadRequest(body)
    expect(Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]))).toEqual({
      label: 'Ange en benämning.',
      recipientName: 'Ange mottagarens namn.',
      address1: 'Ange en adress.',
      postalAddress: 'Ange postort.',
      postalCode: 'Ange ett svenskt postnummer med fem siffror, till exempel 123 45.',
    })

    const country = await request.post(`${api}/addresses`, {
      headers: { ...user, ...JSON_TYPE },
      data: form({ countryCode: 'NO' }),
    })
    expect(country.status()).toBe(400)
    expect(((await country.json()) as ErrorBody).issues).toEqual([
      { path: 'countryCode', message: 'Välj Sverige eller Åland.' },
    ])

    const notJson = await request.post(`${api}/addresses`, { headers: { ...user, ...JSON_TYPE }, data: '{"label":' })
    expect(notJson.status()).toBe(400)
    expectBadRequest((await notJson.json()) as ErrorBody)

    const editable = before.find((a) => !a.readOnly)
    if (!editable) throw new Error('no editable address')
    const put = await request.put(`${api}/address/${editable.addressId}`, {
      headers: { ...user, ...JSON_TYPE },
      data: form({ postalCode: '1234', address2: 'x'.repeat(81) }),
    })
    expect(put.status()).toBe(400)
    expect(((await put.json()) as ErrorBody).issues).toEqual(
      expect.arrayContaining([
        { path: 'address2', message: 'Högst 80 tecken.' },
        { path: 'postalCode', message: 'Ange ett svenskt postnummer med fem siffror, till exempel 123 45.' },
      ]),
    )

    expect(await addresses(request, user)).toEqual(before)
  })

  test('accepts Åland postcodes with country AX and refuses other codes', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const before = await addresses(request, user)
    for (const code of ['22100', 'AX-22710', '22 950']) {
      const created = await create(
        request,
        user,
        form({ countryCode: 'AX', postalCode: code, postalAddress: 'Mariehamn' }),
      )
      expect(created.countryCode).toBe('AX')
      expect(created.postalCode).toBe(code.replace(/\D/g, ''))
      await remove(request, user, created.addressId)
    }
    for (const code of ['22999', '22200', '11122']) {
      const response = await request.post(`${api}/addresses`, {
        headers: { ...user, ...JSON_TYPE },
        data: form({ countryCode: 'AX', postalCode: code }),
      })
      expect(response.status(), code).toBe(400)
      expect(((await response.json()) as ErrorBody).issues).toEqual([
        {
          path: 'postalCode',
          message:
            'Postnumret finns inte på Åland. Åländska postnummer har fem siffror och börjar på 22, till exempel 22100.',
        },
      ])
    }
    // A Swedish code that happens to start with 22 (Lund) is fine with country SE.
    const lund = await create(request, user, form({ postalCode: '22100', postalAddress: 'Lund' }))
    expect(lund.postalCode).toBe('221 00')
    await remove(request, user, lund.addressId)
    expect(await addresses(request, user)).toEqual(before)
  })
})

test.describe('customer services', () => {
  test('lists the customers and projects the user may choose, and searches them', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const all = await customers(request, user)
    expect(all.map((c) => c.customerNumber).sort()).toEqual(['10001', '10004'])
    const c10001 = all.find((c) => c.customerNumber === '10001')
    // user@demo.test holds two of 10001's three projects.
    expect(c10001?.projects.map((p) => p.projectNumber).sort()).toEqual(['10001-01', '10001-02'])
    expect(c10001).toMatchObject({ customerName: 'Byggmästarna i Umeå AB', customerId: expect.stringMatching(/^\d+$/) })

    const found = await request.get(`${api}/v3/customers?active=1&search=${encodeURIComponent('mälardalen')}`, {
      headers: user,
    })
    expect(((await found.json()) as Customer[]).map((c) => c.customerNumber)).toEqual(['10004'])
    const byNumber = await request.get(`${api}/v3/customers?search=10001`, { headers: user })
    expect(((await byNumber.json()) as Customer[]).map((c) => c.customerNumber)).toEqual(['10001'])

    const bad = await request.get(`${api}/v3/customers?active=ja`, { headers: user })
    expect(bad.status()).toBe(400)
    expectBadRequest((await bad.json()) as ErrorBody)
  })

  test("names the chosen customer's sellers, and no one else's", async ({ request }) => {
    const seller = await bearerFor(request, 'selleradmin@demo.test')
    const team = await request.get(`${api}/crm/customerteam`, { headers: seller })
    expect(team.status()).toBe(200)
    expect(await team.json()).toEqual([
      { name: 'Sofia Säljadmin', email: 'selleradmin@demo.test', role: 'SELLER_ADMIN', title: 'Säljare' },
    ])
    // No seller holds 10001: an honest empty team, not the sellers of other customers.
    const user = await bearerFor(request, 'user@demo.test')
    expect(await (await request.get(`${api}/crm/customerteam`, { headers: user })).json()).toEqual([])
  })

  test('validates order numbers of the chosen customer only', async ({ request }) => {
    const user = await bearerFor(request, 'user@demo.test')
    const valid = async (auth: Record<string, string>, n: string) => {
      const response = await request.get(`${api}/v4/customers/orders/${n}/validate`, { headers: auth })
      expect(response.status(), n).toBe(200)
      return ((await response.json()) as { valid: boolean }).valid
    }
    expect(await valid(user, 'D700001')).toBe(true)
    expect(await valid(user, 'd700002')).toBe(true)
    expect(await valid(user, 'D799999')).toBe(false)

    // The same user with another customer chosen, and another user: never someone else's order.
    expect(await valid(await withContext(request, user, '10004'), 'D700001')).toBe(false)
    expect(await valid(await bearerFor(request, 'selleradmin@demo.test'), 'D700001')).toBe(false)

    const bad = await request.get(`${api}/v4/customers/orders/${encodeURIComponent('D7 OR 1')}/validate`, {
      headers: user,
    })
    expect(bad.status()).toBe(400)
    expect(((await bad.json()) as ErrorBody).issues).toEqual([
      { path: 'n', message: 'Ange ett ordernummer med bokstäver och siffror.' },
    ])
  })
})

// The page ---------------------------------------------------------------------------------------------

const routes = (JSON.parse(readFileSync('tenants/nordbygg/routes.json', 'utf8')) as { routes: BrandRoute[] }).routes
const addressesPath = pathForPage(routes, 'MyAddresses') ?? '/mina-sidor/adresser'

test.describe('MyAddresses', () => {
  test('shows the addresses as cards with the display rules and read-only ones locked', async ({ page }) => {
    await logIn(page, 'nordbygg', 'user@demo.test')
    await page.goto(brandUrl('nordbygg', addressesPath))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina adresser')
    await expect(page.getByText('Adresserna hos Byggmästarna i Umeå AB.')).toBeVisible()
    const cards = page.getByTestId('address-card')
    await expect(cards.first()).toBeVisible()

    const readOnly = page.locator('[data-testid="address-card"][data-read-only="true"]')
    await expect(readOnly).toHaveCount(1)
    await expect(readOnly).toContainText('Skrivskyddad')
    await expect(readOnly.getByRole('button')).toHaveCount(0)
    // Empty second address lines read 'Adress saknas' (the seed leaves some empty).
    await expect(page.getByText('Adress saknas').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('adds, edits and deletes an address, with Swedish validation and no page reload', async ({ page }) => {
    // Three saves, three refreshes and two accessibility scans.
    test.slow()
    const label = `Bygget E2E ${Date.now()}`
    await logIn(page, 'nordbygg', 'user@demo.test')
    await page.goto(brandUrl('nordbygg', addressesPath))
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })

    // Add: the dialog opens with focus in the first field; an empty form names its problems.
    await page.getByRole('button', { name: 'Lägg till adress' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ny adress' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Benämning *')).toBeFocused()
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Kontrollera de markerade fälten.')
    await expect(dialog.getByText('Ange en benämning.')).toBeVisible()
    await expect(dialog.getByLabel('Benämning *')).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])

    await dialog.getByLabel('Benämning *').fill(label)
    await dialog.getByLabel('Mottagarnamn *').fill('Platschef Anna')
    await dialog.getByLabel('Adress *').fill('Torggatan 4')
    await dialog.getByLabel('Land *').selectOption('AX')
    await expect(dialog.getByText('Åländskt postnummer, till exempel 22100.')).toBeVisible()
    await dialog.getByLabel('Postnummer *').fill('22999')
    await dialog.getByLabel('Postort *').fill('Mariehamn')
    await expect(dialog.getByText(/Postnumret finns inte på Åland/)).toBeVisible()
    await expect(dialog.getByLabel('Benämning *')).toHaveValue(label)
    await dialog.getByLabel('Postnummer *').fill('22100')
    await expect(dialog.getByText(/Postnumret finns inte på Åland/)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('address-status')).toHaveText(`Adressen ${label} är tillagd.`)

    const card = page.getByTestId('address-card').filter({ hasText: label })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Platschef Anna')
    await expect(card).toContainText('Adress saknas')
    await expect(card).toContainText('22100 Mariehamn')
    await expect(card).toContainText('Åland')

    // Edit: the form holds the saved values; the change shows on the card.
    await card.getByRole('button', { name: `Ändra adressen ${label}` }).click()
    const editor = page.getByRole('dialog', { name: 'Ändra adress' })
    await expect(editor.getByLabel('Postnummer *')).toHaveValue('22100')
    await editor.getByLabel('Adressrad 2 (valfritt)').fill('Port B')
    await editor.getByLabel('Land *').selectOption('SE')
    await editor.getByLabel('Postnummer *').fill('90338')
    await editor.getByLabel('Postort *').fill('Umeå')
    await editor.getByRole('button', { name: 'Spara' }).click()
    await expect(editor).toBeHidden()
    await expect(page.getByTestId('address-status')).toHaveText(`Adressen ${label} är sparad.`)
    await expect(card).toContainText('Port B')
    await expect(card).toContainText('903 38 Umeå')
    await expect(card).toContainText('Sverige')

    // Delete: Esc and 'Avbryt' keep the address; 'Ja, ta bort' removes it.
    await card.getByRole('button', { name: `Ta bort adressen ${label}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Ta bort adressen?' })
    await expect(confirm).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: `Ta bort adressen ${label}` }).click()
    await confirm.getByRole('button', { name: 'Ja, ta bort' }).click()
    await expect(page.getByTestId('address-status')).toHaveText(`Adressen ${label} är borttagen.`)
    await expect(page.getByTestId('address-card').filter({ hasText: label })).toHaveCount(0)

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  })

  test('works by keyboard: the add dialog opens with Enter and closes with Esc', async ({ page }) => {
    await logIn(page, 'nordbygg', 'user@demo.test')
    await page.goto(brandUrl('nordbygg', addressesPath))
    const add = page.getByRole('button', { name: 'Lägg till adress' })
    await add.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Ny adress' })
    await expect(dialog).toBeVisible()
    await page.keyboard.type('Halvskriven')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()
  })
})
