import { loginPayloadSchema, signAccessToken, verifyAccessToken } from '@shop/auth'
import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authenticate } from '../../apps/web/src/accounts/authenticate'
import { logIn } from '../../apps/web/src/accounts/login'
import { requestPasswordReset, setPasswordWithTicket } from '../../apps/web/src/accounts/password-flows'
import { readRequestAccount } from '../../apps/web/src/accounts/request-account'
import { authSecret } from '../../apps/web/src/accounts/secret'
import { contextIsAllowed, contextOptions } from '../../apps/web/src/accounts/service'
import { changeSessionContext, refreshSession, startSession } from '../../apps/web/src/accounts/session-tokens'
import { contextNames } from '../../apps/web/src/accounts/storage/customers'
import { findAccount } from '../../apps/web/src/accounts/storage/users'
import { DEMO_PASSWORD, seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'

vi.mock('server-only', () => ({}))

const NOW = new Date('2026-11-02T09:00:00.000Z')
const brand = brandById('nordbygg')
if (!brand) throw new Error('the nordbygg brand is missing')
const at = { origin: 'http://nordbygg.localhost:3000', brand }

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` })
/** A refusal of `kind` and `error`, as respond.ts maps it to a status. */
const refused = (kind: string, error: string, more: Record<string, unknown> = {}) => ({
  ok: false,
  failure: { kind, error, ...more },
})
const invalidLink = refused('invalid', 'auth.invalid_link')
let addressCounter = 0
/** Each test its own client address, so the process-wide throttle of one test never meets another's. */
const freshAddress = (name: string) => `${name}-${++addressCounter}-${Math.random()}`

async function latestMail(payload: Payload, to: string) {
  const found = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const mail = found.docs[0] as { text: string; subject: string } | undefined
  if (!mail) throw new Error(`no mail to ${to}`)
  return { ...mail, token: mail.text.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '' }
}

describe.each(databases)('accounts and sessions on $name', ({ name, skip }) => {
  let t: TestPayload
  let payload: Payload

  beforeAll(async () => {
    if (skip) return
    t = await createTestPayload(name)
    payload = t.payload
    await seed(payload, { variants: 60, demo: true, now: NOW, log: () => {} })
  }, 180_000)
  afterAll(() => t?.destroy())

  it.skipIf(skip)('logs in with every field-name variant of the login payload', async () => {
    const variants = [
      { logonId: 'user@demo.test', logonPassword: DEMO_PASSWORD },
      { USER_NAME: 'user@demo.test', PASSWORD: DEMO_PASSWORD },
      { USERNAME: 'USER@demo.test', password: DEMO_PASSWORD },
      { username: 'user@demo.test', password: DEMO_PASSWORD },
      { email: 'user@demo.test', password: DEMO_PASSWORD },
      { SENDER_ID: 'user@demo.test', password: DEMO_PASSWORD },
      { user_session: { User: { UserID: 'user@demo.test' } }, logonPassword: DEMO_PASSWORD },
    ]
    for (const variant of variants) {
      const outcome = await logIn(payload, loginPayloadSchema.parse(variant), freshAddress('variants'), null)
      expect(outcome.ok && outcome.value.kind, JSON.stringify(variant)).toBe('session')
      if (!outcome.ok || outcome.value.kind !== 'session') continue
      const check = await verifyAccessToken(outcome.value.tokens.accessToken, authSecret)
      expect(check.ok && check.claims.role).toBe('USER')
    }
  })

  it.skipIf(skip)('refuses a wrong password with a Swedish message key, and throttles rapid attempts', async () => {
    const address = freshAddress('throttle')
    const wrong = { logonId: 'buyeradmin@demo.test', password: 'fel-lösenord-1', email: null }
    const first = await logIn(payload, wrong, address, null)
    expect(first).toEqual(refused('unauthenticated', 'auth.wrong_credentials'))
    const outcomes = []
    for (let i = 0; i < 20; i++) outcomes.push(await logIn(payload, wrong, address, null))
    // How long to wait goes with the refusal (respond.ts sends it as Retry-After) and into its text.
    const throttled = outcomes.at(-1)
    expect(throttled).toMatchObject(
      refused('throttled', 'auth.too_many_attempts', { details: { retryAfterSeconds: expect.any(Number) } }),
    )
    const seconds = throttled && !throttled.ok ? throttled.failure.details?.retryAfterSeconds : undefined
    expect(seconds).toBeGreaterThan(0)
    expect(throttled && !throttled.ok && throttled.failure.message).toContain(`Vänta ${seconds} `)
    // Even the right password waits while the account is throttled.
    const right = await logIn(payload, { ...wrong, password: DEMO_PASSWORD }, address, null)
    expect(right).toMatchObject(refused('throttled', 'auth.too_many_attempts'))
  })

  it.skipIf(skip)('rotates refresh tokens; a replayed one after the grace period ends the session', async () => {
    const user = await findAccount(payload, { email: 'user@demo.test' })
    if (!user) throw new Error('user missing')
    const start = new Date()
    const session = await startSession(payload, user, null, start)
    expect((await authenticate(payload, bearer(session.accessToken))).ok).toBe(true)

    const rotated = await refreshSession(payload, session.refreshToken, new Date(start.getTime() + 1000))
    if (!rotated.ok || !rotated.value.refreshToken) throw new Error('not rotated')
    expect(rotated.value.refreshToken).not.toBe(session.refreshToken)
    expect(rotated.value.sessionId).toBe(session.sessionId)
    // A parallel request with the old token moments later: an access token, no new refresh token.
    const racing = await refreshSession(payload, session.refreshToken, new Date(start.getTime() + 2000))
    expect(racing).toEqual({
      ok: true,
      value: { accessToken: expect.any(String), sessionId: session.sessionId, punchout: false },
    })
    // The same old token a minute later is a replay: the whole session ends, the new token too.
    const ended = refused('unauthenticated', 'errors.invalid_token')
    const replay = await refreshSession(payload, session.refreshToken, new Date(start.getTime() + 60_000))
    expect(replay).toEqual(ended)
    expect(await refreshSession(payload, rotated.value.refreshToken, new Date(start.getTime() + 61_000))).toEqual(ended)
    expect(await authenticate(payload, bearer(rotated.value.accessToken))).toEqual({ ok: false, reason: 'revoked' })
  })

  it.skipIf(skip)("reads the session's user with its liveness, and refuses a deactivated user at once", async () => {
    const user = await findAccount(payload, { email: 'selleradmin@demo.test' })
    if (!user) throw new Error('user missing')
    const context = { skipActivation: true, disableRevalidate: true }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { firstName: 'Sara', lastName: 'Säljare', editorBrands: ['trahuset', 'nordbygg'], preferredStore: '101' },
      overrideAccess: true,
      context,
    })
    const { accessToken } = await startSession(payload, user, null)
    const auth = await authenticate(payload, bearer(accessToken))
    expect(auth.ok && auth.user).toEqual({
      email: 'selleradmin@demo.test',
      firstName: 'Sara',
      lastName: 'Säljare',
      preferredStore: '101',
      editorBrands: ['trahuset', 'nordbygg'],
    })
    await payload.update({ collection: 'users', id: user.id, data: { active: false }, overrideAccess: true, context })
    expect(await authenticate(payload, bearer(accessToken))).toEqual({ ok: false, reason: 'revoked' })
    await payload.update({ collection: 'users', id: user.id, data: { active: true }, overrideAccess: true, context })
  })

  it.skipIf(skip)('refuses a tampered access token', async () => {
    const user = await findAccount(payload, { email: 'user@demo.test' })
    if (!user) throw new Error('user missing')
    const { accessToken } = await startSession(payload, user, null)
    const [header, body, signature] = accessToken.split('.')
    const claims = JSON.parse(Buffer.from(body as string, 'base64url').toString())
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, role: 'SITE_ADMIN' })).toString('base64url'),
      signature,
    ]
    expect(await authenticate(payload, bearer(forged.join('.')))).toEqual({ ok: false, reason: 'invalid' })
    expect(await authenticate(payload, new Headers())).toEqual({ ok: false, reason: 'missing' })
  })

  it.skipIf(skip)(
    "reads a page's view of each user (customer rows, delivery preferences) as the Local API has it",
    async () => {
      const users = await payload.find({ collection: 'users', pagination: false, depth: 0, overrideAccess: true })
      const rows = users.docs.flatMap((user) => user.customerPermissions ?? [])
      // The demo data has what the statement joins: several rows per user, projects and denied permissions.
      expect(rows.some((row) => row.project)).toBe(true)
      expect(rows.some((row) => (row.permissionDenies ?? []).length > 1)).toBe(true)
      for (const user of users.docs) {
        expect(await readRequestAccount(payload, String(user.id))).toEqual({
          customerPermissions: (user.customerPermissions ?? []).map((row) => ({
            id: row.id,
            customer: row.customer,
            project: row.project ?? null,
            role: row.role,
            permissionDenies: row.permissionDenies ?? [],
          })),
          preferredDeliveryMethod: user.preferredDeliveryMethod ?? null,
          defaultDeliveryMethod: user.defaultDeliveryMethod ?? null,
        })
      }
      expect(await readRequestAccount(payload, '987654321')).toBeNull()
      expect(await readRequestAccount(payload, 'x')).toBeNull()
    },
  )

  it.skipIf(skip)('offers only active customers and projects, each by name', async () => {
    const user = await findAccount(payload, { email: 'user@demo.test' })
    if (!user) throw new Error('user missing')
    const before = await contextOptions(payload, user)
    const names = (list: { name: string }[]) => list.map((item) => item.name)
    const byName = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(names(before)).toEqual(byName(names(before)))
    const withProjects = before.find((option) => option.projects.length > 0)
    const project = withProjects?.projects[0]
    const other = before.find((option) => option !== withProjects)
    if (!withProjects || !project || !other) throw new Error('user@demo.test needs two customers, one with projects')
    expect(names(withProjects.projects)).toEqual(byName(names(withProjects.projects)))

    const context = { disableRevalidate: true }
    const set = (collection: 'customers' | 'projects', id: string, active: boolean) =>
      payload.update({ collection, id: Number(id), data: { active }, overrideAccess: true, context })
    await set('projects', project.id, false)
    await set('customers', other.id, false)
    try {
      // The header still names a chosen context that is no longer offered.
      expect(await contextNames(payload, withProjects.id, project.id)).toEqual({
        customer: withProjects.name,
        project: project.name,
      })
      expect(await contextNames(payload, other.id, null)).toEqual({ customer: other.name, project: null })
      const after = await contextOptions(payload, user)
      expect(after.map((option) => option.id)).toEqual([withProjects.id])
      expect(after[0]?.customerNumber).toBe(withProjects.customerNumber)
      expect(after[0]?.projects.map((p) => p.id)).toEqual(
        withProjects.projects.filter((p) => p.id !== project.id).map((p) => p.id),
      )
    } finally {
      await set('projects', project.id, true)
      await set('customers', other.id, true)
    }
    expect(await contextOptions(payload, user)).toEqual(before)
    expect(await contextNames(payload, '999999', 'x')).toEqual({ customer: null, project: null })
  })

  it.skipIf(skip)('keeps the chosen customer and project only when the user holds them', async () => {
    const user = await findAccount(payload, { email: 'user@demo.test' })
    const other = await findAccount(payload, { email: 'noorder@demo.test' })
    if (!user || !other) throw new Error('users missing')
    const options = await contextOptions(payload, user)
    expect(options.map((o) => o.customerNumber).sort()).toEqual(['10001', '10004'])
    const withProjects = options.find((o) => o.customerNumber === '10001')
    const project = withProjects?.projects[0]
    if (!withProjects || !project) throw new Error('no project of 10001')
    const chosen = { customerId: withProjects.id, projectId: project.id }
    expect(await contextIsAllowed(payload, user, chosen)).toBe(true)

    const [foreign] = await contextOptions(payload, other)
    if (!foreign) throw new Error('noorder has no customer')
    expect(await contextIsAllowed(payload, user, { customerId: foreign.id, projectId: null })).toBe(false)
    // A project of another customer under a customer the user holds is refused too.
    expect(
      await contextIsAllowed(payload, user, {
        customerId: withProjects.id,
        projectId: foreign.projects[0]?.id ?? '999999',
      }),
    ).toBe(false)

    // A forged context at login falls back to an allowed one; a chosen one goes into the token.
    const session = await startSession(payload, user, { customerId: foreign.id, projectId: null })
    expect(session.context?.customerId).not.toBe(foreign.id)
    const asUser = {
      principal: { userId: String(user.id), role: 'USER' as const, customerPermissions: [] },
      sessionId: session.sessionId,
      customerId: session.context?.customerId ?? null,
      punchout: null,
    }
    expect(await changeSessionContext(payload, asUser, { customerId: foreign.id, projectId: null })).toEqual(
      refused('forbidden', 'context.not_allowed'),
    )
    const changed = await changeSessionContext(payload, asUser, chosen)
    if (!changed.ok) throw new Error(`context refused: ${changed.failure.error}`)
    expect(changed.value.context).toEqual(chosen)
    const check = await verifyAccessToken(changed.value.accessToken, authSecret)
    expect(check.ok && check.claims.context).toEqual(chosen)
    // The context survives a refresh.
    const refreshed = await refreshSession(payload, session.refreshToken)
    if (!refreshed.ok) throw new Error('refresh ended the session')
    const after = await verifyAccessToken(refreshed.value.accessToken, authSecret)
    expect(after.ok && after.claims.context).toEqual(chosen)
  })

  it.skipIf(skip)('takes a session for no more than it was issued for: its user, role and permissions', async () => {
    const attacker = await findAccount(payload, { email: 'user@demo.test' })
    const admin = await findAccount(payload, { email: 'siteadmin@demo.test' })
    const noprices = await findAccount(payload, { email: 'noprices@demo.test' })
    if (!attacker || !admin || !noprices) throw new Error('demo users missing')
    const own = await startSession(payload, attacker, null)
    const check = await verifyAccessToken(own.accessToken, authSecret)
    if (!check.ok) throw new Error('own token does not verify')
    // Even signed with the real key (as if it had leaked), a token naming another user, or a higher role,
    // on the attacker's live session is not that session's.
    const forged = async (claims: Partial<typeof check.claims>) =>
      authenticate(payload, bearer(await signAccessToken({ ...check.claims, ...claims }, authSecret)))
    expect(await forged({ userId: String(admin.id), role: 'SITE_ADMIN' })).toEqual({ ok: false, reason: 'revoked' })
    expect(await forged({ role: 'SITE_ADMIN' })).toEqual({ ok: false, reason: 'revoked' })
    // A deny list of its own choosing: the noprices user's session with its EJ_SE_PRISER taken away.
    const denied = await startSession(payload, noprices, null)
    const deniedCheck = await verifyAccessToken(denied.accessToken, authSecret)
    if (!deniedCheck.ok) throw new Error('noprices token does not verify')
    expect(deniedCheck.claims.customerPermissions.some((p) => p.permissionDenies.includes('EJ_SE_PRISER'))).toBe(true)
    const cleared = deniedCheck.claims.customerPermissions.map((p) => ({ ...p, permissionDenies: [] }))
    const token = await signAccessToken({ ...deniedCheck.claims, customerPermissions: cleared }, authSecret)
    expect(await authenticate(payload, bearer(token))).toEqual({ ok: false, reason: 'revoked' })
    // The tokens as issued still work.
    expect((await authenticate(payload, bearer(own.accessToken))).ok).toBe(true)
    expect((await authenticate(payload, bearer(denied.accessToken))).ok).toBe(true)
  })

  it.skipIf(skip)(
    'follows a changed role at the next refresh, and then refuses the tokens of the old one',
    async () => {
      const email = `rolle.${name}@demo.test`
      const created = await payload.create({
        collection: 'users',
        data: { email, firstName: 'Rolf', role: 'USER' },
        overrideAccess: true,
      })
      const user = await findAccount(payload, { id: String(created.id) })
      if (!user) throw new Error('user missing')
      const session = await startSession(payload, user, null)
      await payload.update({
        collection: 'users',
        id: created.id,
        data: { role: 'SELLER_ADMIN' },
        overrideAccess: true,
      })
      // Until the next refresh the token stands for the session as it was issued (at most 15 minutes).
      expect((await authenticate(payload, bearer(session.accessToken))).ok).toBe(true)
      const refreshed = await refreshSession(payload, session.refreshToken)
      if (!refreshed.ok) throw new Error('refresh ended the session')
      const renewed = await authenticate(payload, bearer(refreshed.value.accessToken))
      expect(renewed.ok && renewed.claims.role).toBe('SELLER_ADMIN')
      expect(await authenticate(payload, bearer(session.accessToken))).toEqual({ ok: false, reason: 'revoked' })
    },
  )

  it.skipIf(skip)(
    'activates a new user through the e-mailed link, enforcing the password rules on the server',
    async () => {
      const email = `ny.${name}@demo.test`
      await payload.create({
        collection: 'users',
        data: { email, firstName: 'Nina', role: 'USER' },
        overrideAccess: true,
      })
      const mail = await latestMail(payload, email)
      expect(mail.subject).toMatch(/Aktivera ditt konto/)
      expect(mail.token.length).toBeGreaterThan(20)
      // No password yet: nobody can log in as the new user.
      expect(await logIn(payload, { logonId: email, password: 'x', email: null }, freshAddress('act'), null)).toEqual(
        refused('unauthenticated', 'auth.wrong_credentials'),
      )

      const weak = await setPasswordWithTicket(payload, mail.token, email, ['activate'])
      expect(weak).toMatchObject(
        refused('invalid', 'auth.password_rules_broken', { details: { rules: expect.arrayContaining(['not_email']) } }),
      )
      const short = await setPasswordWithTicket(payload, mail.token, 'kort1', ['activate'])
      // Each broken rule is named for the form's checklist and is an issue of the password field.
      expect(short).toMatchObject(
        refused('invalid', 'auth.password_rules_broken', {
          details: { rules: ['length'] },
          issues: [{ path: 'password', message: expect.any(String) }],
        }),
      )
      // A refused password leaves the link usable.
      const done = await setPasswordWithTicket(payload, mail.token, 'Byggare-2026-ok', ['activate'])
      expect(done.ok).toBe(true)
      const again = await setPasswordWithTicket(payload, mail.token, 'Byggare-2027-ok', ['activate'])
      expect(again).toEqual(invalidLink)
      const login = await logIn(
        payload,
        { logonId: email, password: 'Byggare-2026-ok', email: null },
        freshAddress('act'),
        null,
      )
      expect(login.ok && login.value.kind).toBe('session')
    },
  )

  it.skipIf(skip)('resets a forgotten password, ending the sessions that were open', async () => {
    const email = 'noprices@demo.test'
    const user = await findAccount(payload, { email })
    if (!user) throw new Error('user missing')
    const before = await startSession(payload, user, null)
    await requestPasswordReset(payload, email, at)
    await requestPasswordReset(payload, 'ingen.alls@demo.test', at) // no account: nothing sent, no error
    const mail = await latestMail(payload, email)
    expect(mail.subject).toMatch(/Återställ ditt lösenord/)
    expect(mail.text).toContain('http://nordbygg.localhost:3000/gloemt-loesenord?token=')
    // A reset link is not an activation link, and the other way round.
    expect(await setPasswordWithTicket(payload, mail.token, 'Nytt-losen-123', ['activate'])).toEqual(invalidLink)
    expect((await setPasswordWithTicket(payload, mail.token, 'Nytt-losen-123', ['reset'])).ok).toBe(true)
    expect(await authenticate(payload, bearer(before.accessToken))).toEqual({ ok: false, reason: 'revoked' })
    const old = await logIn(
      payload,
      { logonId: email, password: DEMO_PASSWORD, email: null },
      freshAddress('reset'),
      null,
    )
    expect(old).toEqual(refused('unauthenticated', 'auth.wrong_credentials'))
    const fresh = await logIn(
      payload,
      { logonId: email, password: 'Nytt-losen-123', email: null },
      freshAddress('reset'),
      null,
    )
    expect(fresh.ok && fresh.value.kind).toBe('session')
  })

  it.skipIf(skip)('asks a user flagged for a password change to choose one before the session starts', async () => {
    const user = await findAccount(payload, { email: 'punchout@demo.test' })
    if (!user) throw new Error('user missing')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { passwordChangeRequired: true },
      overrideAccess: true,
    })
    const outcome = await logIn(
      payload,
      { logonId: user.email, password: DEMO_PASSWORD, email: null },
      freshAddress('ch'),
      null,
    )
    if (!outcome.ok || outcome.value.kind !== 'challenge') throw new Error('no challenge')
    expect(outcome.value.challenge).toBe('NEW_PASSWORD_REQUIRED')
    const ticket = outcome.value.session
    expect((await setPasswordWithTicket(payload, ticket, 'Punchout-2026', ['challenge'])).ok).toBe(true)
    const next = await logIn(
      payload,
      { logonId: user.email, password: 'Punchout-2026', email: null },
      freshAddress('ch'),
      null,
    )
    expect(next.ok && next.value.kind).toBe('session')
  })

  it.skipIf(skip)('ends the sessions of a deactivated user and refuses the next login', async () => {
    const user = await findAccount(payload, { email: 'selleradmin@demo.test' })
    if (!user) throw new Error('user missing')
    const session = await startSession(payload, user, null)
    await payload.update({ collection: 'users', id: user.id, data: { active: false }, overrideAccess: true })
    expect(await authenticate(payload, bearer(session.accessToken))).toEqual({ ok: false, reason: 'revoked' })
    expect(await refreshSession(payload, session.refreshToken)).toEqual(
      refused('unauthenticated', 'errors.invalid_token'),
    )
    const login = await logIn(
      payload,
      { logonId: user.email, password: DEMO_PASSWORD, email: null },
      freshAddress('off'),
      null,
    )
    expect(login).toEqual(refused('forbidden', 'auth.account_inactive'))
  })
  it.skipIf(skip)('deletes a user together with their sessions and links', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: `borta.${name}@demo.test`, role: 'USER' },
      overrideAccess: true,
    })
    const user = await findAccount(payload, { id: String(created.id) })
    if (!user) throw new Error('user missing')
    const session = await startSession(payload, user, null)
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
    expect(await authenticate(payload, bearer(session.accessToken))).toEqual({ ok: false, reason: 'revoked' })
  })
  it.skipIf(skip)('sends at most three reset links an hour to one address, then says so in Swedish', async () => {
    // The throttle lives in the process: each database run floods its own address.
    const email = name === 'sqlite' ? 'buyeradmin@demo.test' : 'noorder@demo.test'
    const count = async () =>
      (await payload.count({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).totalDocs
    const before = await count()
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await requestPasswordReset(payload, email, at, `${name}-flood`))
    expect((await count()) - before).toBe(3)
    expect(answers.slice(0, 3)).toEqual([
      { ok: true, value: null },
      { ok: true, value: null },
      { ok: true, value: null },
    ])
    const refusal = refused('throttled', 'auth.too_many_reset_requests', {
      message: expect.stringMatching(/^För många begäranden om nytt lösenord\. Försök igen om \d+ minuter\.$/),
      details: { retryAfterSeconds: expect.any(Number) },
    })
    expect(answers[3]).toMatchObject(refusal)
    // An address without an account is answered alike, before and past the limit: nobody learns who is a customer.
    const unknown = []
    for (let i = 0; i < 4; i++)
      unknown.push(await requestPasswordReset(payload, `ingen.${name}@demo.test`, at, `${name}-x`))
    expect(unknown.slice(0, 3).every((answer) => answer.ok)).toBe(true)
    expect(unknown[3]).toMatchObject(refusal)
    // Another account from the flooding address is still served.
    expect((await requestPasswordReset(payload, `ny.${name}@demo.test`, at, `${name}-flood`)).ok).toBe(true)
  })

  it.skipIf(skip)('makes older activation and reset links invalid once a newer one is sent', async () => {
    const email = `links.${name}@demo.test`
    await payload.create({
      collection: 'users',
      data: { email, firstName: 'Lena', role: 'USER' },
      overrideAccess: true,
    })
    const activation = await latestMail(payload, email)
    const address = freshAddress('links')
    expect((await requestPasswordReset(payload, email, at, address)).ok).toBe(true)
    const older = await latestMail(payload, email)
    expect((await requestPasswordReset(payload, email, at, address)).ok).toBe(true)
    const newer = await latestMail(payload, email)
    expect(new Set([activation.token, older.token, newer.token]).size).toBe(3)
    expect(await setPasswordWithTicket(payload, activation.token, 'Nytt-losen-123', ['activate'])).toEqual(invalidLink)
    expect(await setPasswordWithTicket(payload, older.token, 'Nytt-losen-123', ['reset'])).toEqual(invalidLink)
    expect((await setPasswordWithTicket(payload, newer.token, 'Nytt-losen-123', ['reset'])).ok).toBe(true)
  })
})
