import type { ReceivedMail } from '../mail'
import { DEMO_PASSWORD, MAILBOX_PORT } from '../support'
import { postFrom } from './from-address'
import { expect, test } from './server'

/**
 * Finding 7 (issue 36): everyone shared one throttle bucket. Without TRUST_PROXY every client had the
 * proxy's address; after 20 failed logins to unknown accounts the correct password of another user got
 * 429, and reset mails were dropped silently for every account. Logins now key on the account, and an
 * address that has failed often only makes accounts that failed from it wait (packages/auth); reset
 * requests past an account's limit are answered 429 in Swedish, an unknown address exactly alike.
 *
 * Each test sends from a loopback address of its own that no other spec uses, standing for all clients
 * behind one proxy the shop was not told about, and uses accounts of its own, so the throttles' state
 * (per process, or Redis on the Postgres server) of other specs never meets it.
 */

const LOGIN = '/api/auth/v2/sessions'
const RESET = '/api/auth/users/credentials/request'
const RESET_LIMIT = /^För många begäranden om nytt lösenord\. Försök igen om \d+ minuter\.$/

test('20 failed logins to unknown accounts from one address keep no other user out', async ({ shop }) => {
  const proxy = '127.0.0.36'
  const run = `${shop.database}.${Date.now()}`
  const unknown = (i: number) => ({ logonId: `finns.inte.${run}.${i}@demo.test`, logonPassword: 'Fel-lösenord-1' })
  const statuses: number[] = []
  for (let i = 0; i < 20; i++) statuses.push((await postFrom(shop.port, proxy, LOGIN, unknown(i))).status)
  expect(statuses).toEqual(Array(20).fill(401))
  // Another user behind the same address logs in with the right password.
  const right = await postFrom(shop.port, proxy, LOGIN, { logonId: 'noquotes@demo.test', logonPassword: DEMO_PASSWORD })
  expect(right.status).toBe(200)
  // The spraying still stalls: from this address an account that failed once waits, told so in Swedish.
  const again = await postFrom(shop.port, proxy, LOGIN, unknown(3))
  expect(again.status).toBe(429)
  expect(again.json).toMatchObject({ error: 'auth.too_many_attempts', message: expect.stringMatching(/^För många/) })
})

test('reset requests past the limit answer 429 in Swedish, for an unknown address alike; three mails go out', async ({
  request,
  shop,
}) => {
  const from = '127.0.0.37'
  const run = `${shop.database}.${Date.now()}`
  const email = `e2e.throttle.${run}@demo.test`
  const site = await shop.bearerFor(request, 'siteadmin@demo.test')
  const created = await request.post(`${shop.base}/api/payload/users`, {
    headers: { ...site, ...shop.hostOf('nordbygg') },
    data: { email, firstName: 'Rut', lastName: 'Återställ', role: 'USER' },
  })
  expect(created.status()).toBe(201)
  const since = new Date()

  const known = []
  for (let i = 0; i < 4; i++) known.push(await postFrom(shop.port, from, RESET, { email }))
  expect(known.map((answer) => answer.status)).toEqual([202, 202, 202, 429])
  expect(known[3]?.json).toEqual({
    error: 'auth.too_many_reset_requests',
    message: expect.stringMatching(RESET_LIMIT),
    retryAfterSeconds: expect.any(Number),
  })

  // An address without an account: the same answers, so the limit tells nobody who is a customer.
  const unknown = []
  for (let i = 0; i < 4; i++) unknown.push(await postFrom(shop.port, from, RESET, { email: `ingen.${run}@demo.test` }))
  expect(unknown.map((answer) => answer.status)).toEqual([202, 202, 202, 429])
  expect(unknown[0]?.json).toEqual(known[0]?.json)
  expect(Object.keys(unknown[3]?.json ?? {}).sort()).toEqual(Object.keys(known[3]?.json ?? {}).sort())
  expect(unknown[3]?.json?.message).toMatch(RESET_LIMIT)

  // The mail server got the three links that were let through, no more.
  const resets = async () => {
    const query = new URLSearchParams({ to: email, since: since.toISOString() })
    const mails = (await (
      await request.get(`http://127.0.0.1:${MAILBOX_PORT}/messages?${query}`)
    ).json()) as ReceivedMail[]
    return mails.filter((mail) => /Återställ ditt lösenord/.test(mail.subject)).length
  }
  await expect.poll(resets).toBe(3)
})

test('the forgot-password form shows the limit in Swedish', async ({ page, shop }) => {
  const email = `e2e.throttle.form.${shop.database}.${Date.now()}@demo.test`
  await page.goto(shop.brandUrl('nordbygg', '/gloemt-loesenord'))
  for (let i = 0; i < 3; i++) {
    const asked = await page.request.post(`${shop.base}${RESET}`, { headers: shop.hostOf('nordbygg'), data: { email } })
    expect(asked.status()).toBe(202)
  }
  await page.getByLabel('E-postadress').fill(email)
  await page.getByRole('button', { name: 'Skicka länk' }).click()
  await expect(page.getByText(RESET_LIMIT)).toBeVisible()
})
