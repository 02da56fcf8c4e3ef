import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { bearerFor, brandUrl, DEMO_PASSWORD, outboxText, PORT } from './support'

/**
 * Issue 5 in the browser: the login page and the account flyout, the customer/project picker,
 * logout, activation and forgotten password end to end (the links read from the outbox), the
 * first-login challenge, an ended session, and accessibility of the pages and the project flyout.
 * Accounts whose password changes are created by the test, so the demo users keep theirs.
 */

// Journeys with several full page loads and password hashing: more time than the defaults.
test.describe.configure({ timeout: 90_000 })
const expect = baseExpect.configure({ timeout: 20_000 })

const api = `http://127.0.0.1:${PORT}`
const home = brandUrl('nordbygg', '/')

const uniqueEmail = (what: string) => `e2e.${what}.${Date.now()}${Math.floor(Math.random() * 1000)}@demo.test`

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-postadress').fill(email)
  await page.getByLabel('Lösenord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
}

/** Logs in on /logga-in and waits for the start page. */
async function logInThroughPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await fillLogin(page, email, password)
  await page.waitForURL(home)
}

async function openFlyout(page: Page, name: RegExp | string) {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).click()
}

const accountFlyout = (page: Page) => page.getByRole('dialog', { name: 'Mitt konto' })
const projectButton = (page: Page) => page.locator('#shell-project-flyout-button')
const toast = (page: Page) => page.locator('[data-toaster]')
/** The form's own error message (Next's route announcer is an alert too). */
const formError = (page: Page) => page.locator('[data-form-message="error"]')

/** A new shop user made by the site admin through the Payload API, without a password. */
async function createUser(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post(`${api}/api/payload/users`, {
    headers: { ...(await bearerFor(request, 'siteadmin@demo.test')), host: `nordbygg.localhost:${PORT}` },
    data: { email, firstName: 'Testa', lastName: 'Testsson', role: 'USER' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function updateUser(request: APIRequestContext, id: number, data: Record<string, unknown>) {
  const response = await request.patch(`${api}/api/payload/users/${id}`, {
    headers: await bearerFor(request, 'siteadmin@demo.test'),
    data,
  })
  expect(response.status()).toBe(200)
}

/** The path and query of the newest activation or reset link mailed to `to` (from the outbox). */
async function mailedLink(request: APIRequestContext, to: string, kind: 'activate' | 'reset'): Promise<string> {
  const link = (await outboxText(request, to, kind)).match(
    /\/(?:activate-user|gloemt-loesenord)\?token=[A-Za-z0-9_-]+/,
  )?.[0]
  expect(link).toBeTruthy()
  return link as string
}

const tokenOf = (link: string) => new URL(link, api).searchParams.get('token') as string

async function choosePassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('Nytt lösenord', { exact: true }).fill(password)
  await page.getByLabel('Upprepa lösenordet', { exact: true }).fill(repeat)
}

const DEMO_USERS = [
  { email: 'user@demo.test', name: 'Ulla Användare', customers: true },
  { email: 'buyeradmin@demo.test', name: 'Bengt Inköpsadmin', customers: true },
  { email: 'selleradmin@demo.test', name: 'Sofia Säljadmin', customers: true },
  { email: 'siteadmin@demo.test', name: 'Sigge Webbadmin', customers: false },
  { email: 'noprices@demo.test', name: 'Nils Utanpriser', customers: true },
  { email: 'noorder@demo.test', name: 'Olle Ejorder', customers: true },
  { email: 'punchout@demo.test', name: 'Pia Punchout', customers: true },
]

for (const demo of DEMO_USERS) {
  test(`${demo.email} logs in through the login page`, async ({ page }) => {
    await logInThroughPage(page, demo.email)
    await openFlyout(page, 'Konto')
    await expect(accountFlyout(page)).toContainText(demo.name)
    await expect(accountFlyout(page)).toContainText(demo.email)
    // A user with customers starts in one (the profile's default); the site admin has none.
    if (demo.customers) await expect(projectButton(page)).toHaveAttribute('aria-label', /^Projekt: \S/)
    else await expect(projectButton(page)).toHaveAttribute('aria-label', 'Projekt')
  })
}

test('?next= is honoured for paths on the site only', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/logga-in?next=%2Fmina-sidor%3Fflik%3D1'))
  await fillLogin(page, 'user@demo.test', DEMO_PASSWORD)
  await page.waitForURL(brandUrl('nordbygg', '/mina-sidor?flik=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina sidor')

  await page.context().clearCookies()
  await page.goto(brandUrl('nordbygg', `/logga-in?next=${encodeURIComponent('//evil.example/x')}`))
  await fillLogin(page, 'user@demo.test', DEMO_PASSWORD)
  await page.waitForURL(home)
})

test('without ?next= the login page returns to the page of this site the visitor came from', async ({ page }) => {
  // The shell's login link on a page rendered for every anonymous visitor (page-cache/) carries no path.
  await page.goto(brandUrl('nordbygg', '/logga-in'), { referer: brandUrl('nordbygg', '/kundservice') })
  await fillLogin(page, 'user@demo.test', DEMO_PASSWORD)
  await page.waitForURL(brandUrl('nordbygg', '/kundservice'))

  await page.context().clearCookies()
  await page.goto(brandUrl('nordbygg', '/logga-in'), { referer: 'http://evil.example/x' })
  await fillLogin(page, 'user@demo.test', DEMO_PASSWORD)
  await page.waitForURL(home)
})

test('a wrong password shows the Swedish error and keeps what was typed', async ({ page }) => {
  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await fillLogin(page, 'user@demo.test', 'inte-rätt-lösen')
  await expect(formError(page)).toHaveText('Fel e-postadress eller lösenord. Kontrollera uppgifterna och försök igen.')
  await expect(page.getByLabel('E-postadress')).toHaveValue('user@demo.test')
  await expect(page.getByLabel('Lösenord', { exact: true })).toHaveValue('inte-rätt-lösen')
  await expect(page.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute('href', '/gloemt-loesenord')

  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.waitForURL(home)
})

test('empty fields are named, a throttled login tells the seconds, the button waits while sending', async ({
  page,
}) => {
  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(page.getByText('Fältet måste fyllas i.')).toHaveCount(2)
  await expect(page.getByLabel('E-postadress')).toBeFocused()

  let answer = { status: 429, body: { error: 'auth.too_many_attempts', retryAfterSeconds: 42 } as object }
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.fulfill({ status: answer.status, json: answer.body })
  })
  await page.getByLabel('E-postadress').fill('user@demo.test')
  await page.getByLabel('Lösenord', { exact: true }).fill('vad-som-helst')
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Loggar in…' })).toBeDisabled()
  await expect(formError(page)).toHaveText(
    'För många misslyckade inloggningsförsök. Vänta 42 sekunder och försök igen.',
  )
  await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeEnabled()

  answer = { status: 403, body: { error: 'auth.account_inactive' } }
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(formError(page)).toHaveText('Kontot är inaktiverat. Kontakta din administratör.')
  await expect(page.getByLabel('E-postadress')).toHaveValue('user@demo.test')
})

test('the account flyout logs in in place and the page follows', async ({ page }) => {
  await page.goto(home)
  await openFlyout(page, 'Konto')
  const flyout = accountFlyout(page)
  await flyout.getByLabel('E-postadress').fill('user@demo.test')
  await flyout.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD)
  await flyout.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(toast(page)).toHaveText('Du är inloggad.')
  await expect(flyout).toBeHidden()
  await expect(page.getByRole('button', { name: 'Konto', exact: true })).toBeFocused()
  await expect(projectButton(page)).toHaveAttribute('aria-label', /^Projekt: \S/)
  await openFlyout(page, 'Konto')
  await expect(flyout).toContainText('Ulla Användare')
  await expect(flyout.getByRole('button', { name: 'Logga ut' })).toBeVisible()
})

test('switching customer and project in the flyout changes the label and survives a reload', async ({ page }) => {
  await logInThroughPage(page, 'user@demo.test')
  await expect(projectButton(page)).toHaveAttribute('aria-label', /^Projekt: \S/)
  const before = await projectButton(page).getAttribute('aria-label')
  // The choices are asked for when the flyout opens, not sent with every page.
  const pageHtml = await page.content()
  await projectButton(page).click()
  const flyout = page.getByRole('dialog', { name: 'Kund och projekt' })
  const other = flyout.locator('[data-customer="10004"]')
  const otherName = ((await other.locator('legend').textContent()) ?? '').trim()
  expect(otherName).not.toBe('')
  expect(pageHtml).not.toContain(otherName.split(' ')[0])
  await expect(flyout.getByRole('button', { name: 'Använd valet' })).toBeDisabled()
  await other.getByRole('radio', { name: 'Hela kunden' }).check()
  await flyout.getByRole('button', { name: 'Använd valet' }).click()
  await expect(projectButton(page)).toHaveAttribute('aria-label', `Projekt: ${otherName}`)
  await expect(toast(page)).toHaveText(`Du handlar nu för ${otherName}.`)
  expect(before).not.toBe(`Projekt: ${otherName}`)

  await page.reload()
  await expect(projectButton(page)).toHaveAttribute('aria-label', `Projekt: ${otherName}`)

  // A project of the first customer, chosen with the keyboard: Space selects, Tab, Enter applies.
  await projectButton(page).click()
  const first = flyout.locator('[data-customer="10001"]')
  const customerName = ((await first.locator('legend').textContent()) ?? '').trim()
  const project = first.getByRole('radio').nth(2)
  const projectName = (
    (await project.locator('xpath=ancestor::label').locator('span span').first().textContent()) ?? ''
  ).trim()
  await project.focus()
  await page.keyboard.press('Space')
  await expect(project).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(flyout.getByRole('button', { name: 'Använd valet' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(projectButton(page)).toHaveAttribute('aria-label', `Projekt: ${customerName} / ${projectName}`)
  await page.reload()
  await expect(projectButton(page)).toHaveAttribute('aria-label', `Projekt: ${customerName} / ${projectName}`)

  await projectButton(page).click()
  await flyout.getByRole('button', { name: 'Rensa valet' }).click()
  await expect(projectButton(page)).toHaveAttribute('aria-label', 'Projekt')
  await page.reload()
  await expect(projectButton(page)).toHaveAttribute('aria-label', 'Projekt')
})

test('Mina sidor greets the user and shows the chosen context', async ({ page }) => {
  await logInThroughPage(page, 'user@demo.test')
  // The front page is a member page: the browser fills the label in.
  await expect(projectButton(page)).toHaveAttribute('aria-label', /^Projekt: \S/)
  const label = ((await projectButton(page).getAttribute('aria-label')) ?? '').replace(/^Projekt: /, '')
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByRole('heading', { name: 'Hej Ulla Användare!' })).toBeVisible()
  await expect(page.getByTestId('account-context')).toContainText(label)
  await expect(page.getByTestId('account-shortcuts').getByRole('link', { name: 'Mina offerter' })).toHaveAttribute(
    'href',
    '/mina-offerter',
  )
  await page.getByRole('button', { name: 'Byt kund eller projekt' }).click()
  await expect(page.getByRole('dialog', { name: 'Kund och projekt' })).toBeVisible()
})

test('logging out from the account flyout ends the session', async ({ page }) => {
  await logInThroughPage(page, 'noprices@demo.test')
  await openFlyout(page, 'Konto')
  await accountFlyout(page).getByRole('button', { name: 'Logga ut' }).click()
  await page.waitForURL(home)
  await openFlyout(page, 'Konto')
  await expect(accountFlyout(page).getByLabel('E-postadress')).toBeVisible()
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
})

test('forgotten password end to end: link from the outbox, a broken rule, then the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('glomt')
  await createUser(request, email)

  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await page.getByRole('link', { name: 'Glömt lösenordet?' }).click()
  await page.waitForURL(brandUrl('nordbygg', '/gloemt-loesenord'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glömt lösenord')
  await page.getByLabel('E-postadress').fill('inte-en-adress')
  await page.getByRole('button', { name: 'Skicka länk' }).click()
  await expect(page.getByText('Ange en giltig e-postadress.')).toBeVisible()
  await page.getByLabel('E-postadress').fill(email)
  await page.getByRole('button', { name: 'Skicka länk' }).click()
  await expect(page.locator('[data-forgot-sent]')).toContainText('Om adressen finns hos oss har vi skickat en länk')

  const link = await mailedLink(request, email, 'reset')
  await page.goto(brandUrl('nordbygg', link))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välj nytt lösenord')
  await expect(page.getByText(`Konto: ${email}`)).toBeVisible()

  // The checklist follows the typing; a broken rule stops the form and is marked.
  await choosePassword(page, 'kort1')
  await expect(page.locator('[data-rule="length"]')).toHaveAttribute('data-met', 'false')
  await expect(page.locator('[data-rule="digit"]')).toHaveAttribute('data-met', 'true')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await expect(formError(page)).toHaveText('Lösenordet uppfyller inte kraven.')
  await expect(page.getByLabel('Nytt lösenord', { exact: true })).toBeFocused()
  await choosePassword(page, 'Nytt-Lösen-2026', 'Nytt-Lösen-2027')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await expect(page.getByText('Lösenorden är inte lika.')).toBeVisible()

  // The server checks the same rules, and a refused password leaves the link usable.
  const refused = await request.post(`${api}/api/auth/users/credentials`, {
    data: { token: tokenOf(link), password: email.split('@')[0] },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).rules).toEqual(['not_email'])

  await choosePassword(page, 'Nytt-Lösen-2026')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await page.waitForURL(home)
  await expect(toast(page)).toHaveText('Lösenordet är bytt och du är inloggad.')
  await openFlyout(page, 'Konto')
  await expect(accountFlyout(page)).toContainText(email)

  // The link is used up.
  await page.goto(brandUrl('nordbygg', link))
  await expect(page.locator('[data-invalid-link]')).toContainText('Länken är ogiltig')
  await expect(page.getByRole('link', { name: 'Begär en ny länk' })).toHaveAttribute('href', '/gloemt-loesenord')

  await page.context().clearCookies()
  await logInThroughPage(page, email, 'Nytt-Lösen-2026')
})

test('activation: a user created by the site admin gets a link, chooses a password and is logged in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('aktivera')
  await createUser(request, email)
  const link = await mailedLink(request, email, 'activate')
  expect(link).toMatch(/^\/activate-user\?token=/)

  await page.goto(brandUrl('nordbygg', link))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktivera ditt konto')
  await expect(page.getByText(`Konto: ${email}`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await choosePassword(page, 'Mitt-första-lösen-1')
  for (const rule of ['length', 'letter', 'digit', 'not_email'])
    await expect(page.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true')
  await page.getByRole('button', { name: 'Aktivera kontot' }).click()
  await page.waitForURL(home)
  await expect(toast(page)).toHaveText('Kontot är aktiverat. Välkommen!')
  await openFlyout(page, 'Konto')
  await expect(accountFlyout(page)).toContainText('Testa Testsson')

  await page.goto(brandUrl('nordbygg', link))
  await expect(page.locator('[data-invalid-link]')).toContainText('Länken är ogiltig')
})

test('a first login that must choose a new password does so in place, and a deactivated account is told so', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('byt')
  const id = await createUser(request, email)
  const link = await mailedLink(request, email, 'activate')
  const activated = await request.post(`${api}/api/auth/users/credentials`, {
    data: { token: tokenOf(link), password: 'Första-lösen-1' },
  })
  expect(activated.status()).toBe(200)
  await updateUser(request, id, { passwordChangeRequired: true })

  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await fillLogin(page, email, 'Första-lösen-1')
  await expect(page.getByRole('heading', { name: 'Välj ett nytt lösenord' })).toBeVisible()
  await choosePassword(page, 'Andra-lösen-22')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await page.waitForURL(home)
  await openFlyout(page, 'Konto')
  await expect(accountFlyout(page)).toContainText(email)

  await page.context().clearCookies()
  await logInThroughPage(page, email, 'Andra-lösen-22')

  await updateUser(request, id, { active: false })
  await page.context().clearCookies()
  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await fillLogin(page, email, 'Andra-lösen-22')
  await expect(formError(page)).toHaveText('Kontot är inaktiverat. Kontakta din administratör.')
})

test('a tampered access cookie counts as logged out; a 401 on a call logs out and asks to log in', async ({ page }) => {
  await logInThroughPage(page, 'user@demo.test')
  const context = page.context()
  const access = (await context.cookies()).find((c) => c.name === 'shop_at')
  if (!access) throw new Error('no access cookie after login')
  const [header, claims, signature = ''] = access.value.split('.')
  const tampered = `${header}.${claims}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`

  // The flyout got its choices with the valid session; the call it makes now meets the tampered cookie.
  await projectButton(page).click()
  const flyout = page.getByRole('dialog', { name: 'Kund och projekt' })
  const wholeCustomer = flyout.locator('[data-customer="10004"]').getByRole('radio', { name: 'Hela kunden' })
  await expect(wholeCustomer).toBeVisible()
  await context.addCookies([{ ...access, value: tampered }])
  await wholeCustomer.check()
  await flyout.getByRole('button', { name: 'Använd valet' }).click()
  await expect(toast(page)).toHaveText('Vänligen logga in')
  await expect(toast(page).locator('[data-toast]')).toHaveCount(0, { timeout: 5_000 })
  await expect(projectButton(page)).toHaveAttribute('aria-label', 'Projekt')
  expect((await context.cookies()).some((c) => c.name === 'shop_at' && c.value)).toBe(false)

  // Straight to a protected page with a tampered cookie: logged out there too.
  await logInThroughPage(page, 'user@demo.test')
  // Wait until the login's own way home is done (the shell names the context): once, in a CI rehearsal, the
  // goto below, sent while it may still have been on its way, ended on the front page.
  await expect(projectButton(page)).toHaveAttribute('aria-label', /^Projekt: \S/)
  const fresh = (await context.cookies()).find((c) => c.name === 'shop_at')
  if (!fresh) throw new Error('no access cookie after login')
  const [h, c, s = ''] = fresh.value.split('.')
  await context.addCookies([{ ...fresh, value: `${h}.${c}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}` }])
  await page.goto(brandUrl('nordbygg', '/mina-sidor'))
  await expect(page.getByTestId('access-message')).toContainText('Vänligen logga in')
})

test('the login, forgotten-password and activation pages and the project flyout pass axe', async ({ page }) => {
  for (const path of ['/logga-in', '/gloemt-loesenord', '/activate-user', '/gloemt-loesenord?token=ogiltig']) {
    await page.goto(brandUrl('nordbygg', path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
  // With errors showing.
  await page.goto(brandUrl('nordbygg', '/logga-in'))
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(page.getByText('Fältet måste fyllas i.').first()).toBeVisible()
  expect(await seriousViolations(page), 'login with errors').toEqual([])

  await logInThroughPage(page, 'user@demo.test')
  await projectButton(page).click()
  await expect(page.getByRole('dialog', { name: 'Kund och projekt' })).toBeVisible()
  expect(await seriousViolations(page), 'project flyout').toEqual([])
})
