import { waitForMail } from '../mail'
import { postFrom } from './from-address'
import { expect, test } from './server'

/**
 * Finding 13 (issue 36): an older reset link stayed valid after a newer one was sent. Issuing an
 * activation or reset link now retires the user's earlier ones: the older link is refused
 * `auth.invalid_link`, the newest sets the password. A user of its own per run, and an address no other
 * spec sends from, keep the reset throttle of other specs away.
 */

const RESET = '/api/auth/users/credentials/request'
const SET_PASSWORD = '/api/auth/users/credentials'

test('an older reset or activation link is refused once a newer one is sent; the newer one works', async ({
  request,
  shop,
}) => {
  const from = '127.0.0.38'
  const email = `e2e.links.${shop.database}.${Date.now()}@demo.test`
  const site = await shop.bearerFor(request, 'siteadmin@demo.test')
  const since = new Date()
  const created = await request.post(`${shop.base}/api/payload/users`, {
    headers: { ...site, ...shop.hostOf('nordbygg') },
    data: { email, firstName: 'Lina', lastName: 'Länk', role: 'USER' },
  })
  expect(created.status()).toBe(201)
  const tokenOf = (text: string) => text.match(/token=([\w-]+)/)?.[1] ?? ''
  const activation = tokenOf((await waitForMail(request, email, { since, subject: /Aktivera ditt konto/ })).text)

  const resets: string[] = []
  for (let i = 0; i < 2; i++) {
    const asked = new Date()
    expect((await postFrom(shop.port, from, RESET, { email })).status).toBe(202)
    resets.push(tokenOf((await waitForMail(request, email, { since: asked, subject: /Återställ ditt lösenord/ })).text))
  }
  const [older, newer] = resets as [string, string]
  expect(new Set([activation, older, newer]).size).toBe(3)

  const choose = (token: string) =>
    request.post(`${shop.base}${SET_PASSWORD}`, { data: { token, password: 'Nytt-losen-2026' } })
  for (const token of [activation, older]) {
    const refused = await choose(token)
    expect(refused.status()).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'auth.invalid_link' })
  }
  expect((await choose(newer)).status()).toBeLessThan(300)
  const login = await request.post(`${shop.base}/api/auth/v2/sessions`, {
    data: { logonId: email, logonPassword: 'Nytt-losen-2026' },
  })
  expect(login.status()).toBe(200)
})
