import { type APIRequestContext, expect, test } from '@playwright/test'
import { bearerFor, brandUrl, DEMO_PASSWORD, logIn, PORT } from './support'

/**
 * The auth service over real HTTP (spec section 7): login with every field-name variant, the
 * throttle, token refresh and rotation, logout and tampering; and the browser's transparent refresh.
 */

const origin = `http://127.0.0.1:${PORT}`
const host = { host: `nordbygg.localhost:${PORT}` }
const DEMO_USERS = [
  'user@demo.test',
  'buyeradmin@demo.test',
  'selleradmin@demo.test',
  'siteadmin@demo.test',
  'noprices@demo.test',
  'noorder@demo.test',
  'noquotes@demo.test',
  'punchout@demo.test',
]
/** A route that needs a login: answers 200 with a session, 401 without. */
const PROTECTED = `${origin}/api/product/campaigns/active-campaigns/customer`

interface AuthResult {
  AuthenticationResult: { AccessToken: string; RefreshToken?: string; SessionId: string; ExpiresIn: number }
}

async function login(request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) {
  return request.post(`${origin}/api/auth/v2/sessions`, { data, headers: { ...host, ...headers } })
}

const bearer = (token: string) => ({ ...host, authorization: `Bearer ${token}` })

test('every demo user logs in with every accepted field-name variant and the token opens protected routes', async ({
  request,
}) => {
  const variants = (email: string) => [
    { logonId: email, logonPassword: DEMO_PASSWORD },
    { USER_NAME: email, PASSWORD: DEMO_PASSWORD },
    { USERNAME: email, password: DEMO_PASSWORD },
    { username: email, password: DEMO_PASSWORD },
    { email, password: DEMO_PASSWORD },
    { SENDER_ID: email, PASSWORD: DEMO_PASSWORD },
    { user_session: { User: { UserID: email } }, logonPassword: DEMO_PASSWORD },
  ]
  // Every variant with one user, and every user with a variant of their own (scrypt makes each login cost).
  const attempts = [
    ...variants('user@demo.test').map((data) => ({ email: 'user@demo.test', data })),
    ...DEMO_USERS.map((email, i) => ({ email, data: variants(email)[i % 7] })),
  ]
  for (const { email, data } of attempts) {
    const response = await login(request, data)
    expect(response.status(), `${email} ${JSON.stringify(Object.keys(data ?? {}))}`).toBe(200)
    const { AuthenticationResult } = (await response.json()) as AuthResult
    expect(AuthenticationResult.ExpiresIn).toBe(900)
    expect(AuthenticationResult.RefreshToken).toBeTruthy()
  }
  const { AuthenticationResult } = (await (await login(request, variants('user@demo.test')[0])).json()) as AuthResult
  expect((await request.get(PROTECTED, { headers: bearer(AuthenticationResult.AccessToken) })).status()).toBe(200)
  expect((await request.get(PROTECTED, { headers: host })).status()).toBe(401)
})

test('a wrong password gets a clear Swedish error; missing fields get 400', async ({ request }) => {
  const wrong = await login(request, { logonId: 'user@demo.test', logonPassword: 'fel-lösenord-9' })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({
    error: 'auth.wrong_credentials',
    message: 'Fel e-postadress eller lösenord. Kontrollera uppgifterna och försök igen.',
  })
  const empty = await login(request, {})
  expect(empty.status()).toBe(400)
  const body = await empty.json()
  expect(body.error).toBe('errors.bad_request')
  expect(body.issues.map((i: { message: string }) => i.message)).toEqual([
    'Ange användarnamn eller e-postadress.',
    'Ange lösenord.',
  ])
  expect((await request.post(`${origin}/api/auth/v2/sessions`, { headers: host, data: 'inte json' })).status()).toBe(
    400,
  )
})

test('rapid wrong attempts are throttled per account and per address', async ({ request }) => {
  // Addresses from X-Forwarded-For keep this test's throttle away from every other test's logins.
  // The e2e server runs with TRUST_PROXY=1, as behind a reverse proxy; fresh names keep reruns independent.
  const run = Math.random().toString(36).slice(2, 8)
  const address = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` }
  const account = `ingen.${run}@demo.test`
  const statuses: number[] = []
  for (let i = 0; i < 20; i++) {
    statuses.push((await login(request, { logonId: account, logonPassword: `fel-${i}` }, address)).status())
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
  expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
  const throttled = await login(request, { logonId: account, logonPassword: 'fel' }, address)
  expect(throttled.status()).toBe(429)
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await throttled.json()).message).toMatch(
    /^För många misslyckade inloggningsförsök\. Vänta (1 sekund|\d+ sekunder) /,
  )

  // One address trying many accounts: after twenty failures it is hot, and each further account gets one
  // guess from it and then waits (an address alone never refuses a login: others may share it).
  const spray = { 'x-forwarded-for': `10.0.0.9, 203.0.113.${Math.floor(Math.random() * 200) + 1}` }
  const sprayed: number[] = []
  for (let i = 0; i < 21; i++) {
    sprayed.push(
      (await login(request, { logonId: `gissning${i}.${run}@demo.test`, logonPassword: 'fel' }, spray)).status(),
    )
  }
  expect(sprayed.every((s) => s === 401)).toBe(true)
  const again = await login(request, { logonId: `gissning20.${run}@demo.test`, logonPassword: 'fel-2' }, spray)
  expect(again.status()).toBe(429)
})

test('the refresh token rotates; an unknown one gets 401', async ({ request }) => {
  const first = (await (
    await login(request, { logonId: 'noprices@demo.test', logonPassword: DEMO_PASSWORD })
  ).json()) as AuthResult
  const refreshed = await request.post(`${origin}/api/auth/v2/sessions/refresh`, {
    headers: host,
    data: { RefreshToken: first.AuthenticationResult.RefreshToken },
  })
  expect(refreshed.status()).toBe(200)
  const second = (await refreshed.json()) as AuthResult
  expect(second.AuthenticationResult.RefreshToken).toBeTruthy()
  expect(second.AuthenticationResult.RefreshToken).not.toBe(first.AuthenticationResult.RefreshToken)
  expect(second.AuthenticationResult.SessionId).toBe(first.AuthenticationResult.SessionId)
  expect((await request.get(PROTECTED, { headers: bearer(second.AuthenticationResult.AccessToken) })).status()).toBe(
    200,
  )

  const unknown = await request.post(`${origin}/api/auth/v2/sessions/refresh`, {
    headers: host,
    data: { RefreshToken: 'x'.repeat(43) },
  })
  expect(unknown.status()).toBe(401)
  expect((await unknown.json()).error).toBe('errors.invalid_token')
})

test('a deleted session and a tampered token both get 401; another user’s session cannot be deleted', async ({
  request,
}) => {
  const mine = (await (
    await login(request, { logonId: 'user@demo.test', logonPassword: DEMO_PASSWORD })
  ).json()) as AuthResult
  const theirs = (await (
    await login(request, { logonId: 'noorder@demo.test', logonPassword: DEMO_PASSWORD })
  ).json()) as AuthResult
  const token = mine.AuthenticationResult.AccessToken

  const [header, body, signature] = token.split('.')
  const claims = JSON.parse(Buffer.from(body as string, 'base64url').toString())
  const forged = [
    header,
    Buffer.from(JSON.stringify({ ...claims, role: 'SITE_ADMIN' })).toString('base64url'),
    signature,
  ]
  const tampered = await request.get(PROTECTED, { headers: bearer(forged.join('.')) })
  expect(tampered.status()).toBe(401)
  expect((await tampered.json()).error).toBe('errors.invalid_token')

  const foreign = await request.delete(`${origin}/api/auth/v2/sessions/${theirs.AuthenticationResult.SessionId}`, {
    headers: bearer(token),
  })
  expect(foreign.status()).toBe(403)
  expect((await request.get(PROTECTED, { headers: bearer(theirs.AuthenticationResult.AccessToken) })).status()).toBe(
    200,
  )

  const own = await request.delete(`${origin}/api/auth/v2/sessions/${mine.AuthenticationResult.SessionId}`, {
    headers: bearer(token),
  })
  expect(own.status()).toBe(204)
  expect((await request.get(PROTECTED, { headers: bearer(token) })).status()).toBe(401)
  const refresh = await request.post(`${origin}/api/auth/v2/sessions/refresh`, {
    headers: host,
    data: { RefreshToken: mine.AuthenticationResult.RefreshToken },
  })
  expect(refresh.status()).toBe(401)
})

test('an expired access cookie is renewed on the next request without the user noticing', async ({ page, context }) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  const before = await context.cookies()
  const refreshBefore = before.find((c) => c.name === 'shop_rt')?.value
  expect(before.find((c) => c.name === 'shop_at')?.httpOnly).toBe(true)
  // The browser drops the access cookie when it runs out (Max-Age); what is left is the refresh cookie.
  await context.clearCookies({ name: 'shop_at' })
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')
  await expect(page.getByTestId('access-message')).toHaveCount(0)
  const after = await context.cookies()
  expect(after.find((c) => c.name === 'shop_at')?.value).toBeTruthy()
  expect(after.find((c) => c.name === 'shop_rt')?.value).not.toBe(refreshBefore)
  // A script's fetch with an expired access cookie is renewed the same way, body and all.
  await context.clearCookies({ name: 'shop_at' })
  const status = await page.evaluate(
    async () => (await fetch('/api/product/campaigns/active-campaigns/customer')).status,
  )
  expect(status).toBe(200)
})

test('a revoked refresh cookie ends the browser session and the page asks for a login', async ({ page, context }) => {
  await logIn(page, 'nordbygg', 'user@demo.test')
  const cookies = await context.cookies()
  const refresh = cookies.find((c) => c.name === 'shop_rt')
  if (!refresh) throw new Error('no refresh cookie')
  // Log out in the background (as from another tab), then come back with only the old refresh cookie.
  await page.evaluate(async () => fetch('/api/auth/session/logout', { method: 'POST' }))
  await context.addCookies([{ ...refresh }])
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
  expect((await context.cookies()).find((c) => c.name === 'shop_rt')).toBeUndefined()
})

test('a forged customer context is refused and changes nothing; an allowed one goes into the token', async ({
  request,
}) => {
  const admin = await bearerFor(request, 'siteadmin@demo.test')
  const idOf = async (customerNumber: string) => {
    const found = await request.get(`${origin}/api/payload/customers?where[customerId][equals]=${customerNumber}`, {
      headers: admin,
    })
    return String((await found.json()).docs[0].id)
  }
  const [own, foreign] = [await idOf('10004'), await idOf('10005')]
  const { AuthenticationResult } = (await (
    await login(request, { logonId: 'user@demo.test', logonPassword: DEMO_PASSWORD })
  ).json()) as AuthResult
  const headers = bearer(AuthenticationResult.AccessToken)
  const contextOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).cx as [string, string | null] | null
  const before = contextOf(AuthenticationResult.AccessToken)

  const forged = await request.put(`${origin}/api/auth/session/context`, {
    headers,
    data: { customerId: foreign, projectId: null },
  })
  expect(forged.status()).toBe(403)
  expect((await forged.json()).error).toBe('context.not_allowed')
  const bad = await request.put(`${origin}/api/auth/session/context`, { headers, data: { customerId: 'drop table' } })
  expect(bad.status()).toBe(400)
  // Nothing changed: a refresh still carries the context from before.
  const refreshed = (await (
    await request.post(`${origin}/api/auth/v2/sessions/refresh`, {
      headers: host,
      data: { RefreshToken: AuthenticationResult.RefreshToken },
    })
  ).json()) as AuthResult
  expect(contextOf(refreshed.AuthenticationResult.AccessToken)).toEqual(before)

  const allowed = await request.put(`${origin}/api/auth/session/context`, {
    headers: bearer(refreshed.AuthenticationResult.AccessToken),
    data: { customerId: own, projectId: null },
  })
  expect(allowed.status()).toBe(200)
  const body = (await allowed.json()) as { context: unknown; AccessToken: string }
  expect(body.context).toEqual({ customerId: own, projectId: null })
  expect(contextOf(body.AccessToken)).toEqual([own, null])
})

test('delivery dates of one’s own customer skip today and weekends; another customer’s are 403', async ({
  request,
}) => {
  const headers = await bearerFor(request, 'user@demo.test')
  const own = await request.get(`${origin}/api/auth/customers/10001/delivery-dates`, {
    headers: { ...host, ...headers },
  })
  expect(own.status()).toBe(200)
  const body = (await own.json()) as { earliestDate: string; dates: string[]; cutoffHour: number }
  expect(body.cutoffHour).toBe(14)
  expect(body.dates).toHaveLength(30)
  expect(body.dates[0]).toBe(body.earliestDate)
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())
  expect(body.earliestDate > today).toBe(true)
  for (const day of body.dates) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay())

  const foreign = await request.get(`${origin}/api/auth/customers/10005/delivery-dates`, {
    headers: { ...host, ...headers },
  })
  expect(foreign.status()).toBe(403)
  expect((await request.get(`${origin}/api/auth/customers/99999/delivery-dates`, { headers })).status()).toBe(404)
  expect((await request.get(`${origin}/api/auth/customers/10001/delivery-dates`, { headers: host })).status()).toBe(401)
})

test('GET /api/auth/session answers what a shared page fills in: who, the chosen context and its label, the hearts', async ({
  request,
}) => {
  const anonymous = await request.get(`${origin}/api/auth/session`, { headers: host })
  expect(anonymous.status()).toBe(401)
  expect((await anonymous.json()).message).toMatch(/logga in/i)

  const headers = { ...host, ...(await bearerFor(request, 'user@demo.test')) }
  const before = await request.get(`${origin}/api/auth/session`, { headers })
  expect(before.status()).toBe(200)
  expect(before.headers()['cache-control']).toMatch(/private/)
  const view = await before.json()
  expect(view.user).toMatchObject({ email: 'user@demo.test' })
  expect(view.user.name).not.toBe('')
  expect(Array.isArray(view.favourites)).toBe(true)
  // The delivery methods an add-to-cart offers now, with the preselected one among them.
  expect(view.delivery.methods.length).toBeGreaterThan(0)
  expect([null, ...view.delivery.methods]).toContain(view.delivery.defaultMethod)

  // The label names the chosen customer and project as the picker's choices do; another choice follows.
  type Choice = { customerId: string; customerName: string; projects: { projectId: string; projectName: string }[] }
  const choices = (await (
    await request.get(`${origin}/api/auth/v3/customers?active=1`, { headers })
  ).json()) as Choice[]
  const current = choices.find((choice) => choice.customerId === view.context.current?.customerId)
  const project = current?.projects.find((p) => p.projectId === view.context.current?.projectId)
  expect(view.context.label).toBe(project ? `${current?.customerName} / ${project.projectName}` : current?.customerName)
  const other = choices.find((choice) => choice !== current)
  if (!other) throw new Error('user@demo.test needs two customers')
  const chosen = await request.put(`${origin}/api/auth/session/context`, {
    headers,
    data: { customerId: other.customerId, projectId: null },
  })
  expect(chosen.status()).toBe(200)
  const token = (await chosen.json()).AccessToken as string
  const after = await (await request.get(`${origin}/api/auth/session`, { headers: bearer(token) })).json()
  expect(after.context).toEqual({
    current: { customerId: other.customerId, projectId: null },
    label: other.customerName,
  })
})
