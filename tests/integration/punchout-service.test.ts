import { type OciEntry, verifyAccessToken } from '@shop/auth'
import { brandById } from '@shop/tenants'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { authSecret } from '../../apps/web/src/auth/secret'
import { type Session, sessionOf } from '../../apps/web/src/auth/session'
import { changeSessionContext, refreshSession } from '../../apps/web/src/auth/session-tokens'
import { addItems, resolveCart } from '../../apps/web/src/cart/service'
import { sqlRows } from '../../apps/web/src/db/sql'
import { cxmlOrder, cxmlSetup, startCxmlSession } from '../../apps/web/src/punchout/cxml'
import { enterOci } from '../../apps/web/src/punchout/entry'
import { transferForm } from '../../apps/web/src/punchout/transfer'
import { seed } from '../../apps/web/src/seed'
import { findAccount } from '../../apps/web/src/users/storage'
import { orderRequest, setupRequest } from '../support/cxml-documents'
import { createTestPayload, databases, type TestPayload } from './support/payload'

vi.mock('server-only', () => ({}))

const brand =
  brandById('nordbygg') ??
  (() => {
    throw new Error('brand nordbygg missing')
  })()
const site = { origin: 'http://nordbygg.localhost:3000', host: 'nordbygg.localhost:3000' }
const PASSWORD = 'Demo-12345'

const entry = (email: string, company: string, hookUrl: string | null = 'https://srm.example.se/hook'): OciEntry => ({
  credentials: { logonId: email, password: PASSWORD, email: null } as unknown as OciEntry['credentials'],
  hookUrl,
  company,
  target: '_top',
  okCode: 'ADDI',
  caller: null,
})

const unwrap = <T>(result: { ok: true; value: T } | { ok: false; failure: { error: string } }): T => {
  if (!result.ok) throw new Error(`the service refused: ${result.failure.error}`)
  return result.value
}
const refused = (kind: string, error: string) => ({ ok: false, failure: expect.objectContaining({ kind, error }) })

describe.each(databases)('punch-out on $name', ({ name, skip }) => {
  let t: TestPayload
  let payload: Payload
  let articles: string[] = []

  /** The request's session as the shop reads it from the access token. */
  async function sessionOfToken(accessToken: string): Promise<Session> {
    const check = await verifyAccessToken(accessToken, authSecret)
    if (!check.ok) throw new Error('the token does not verify')
    const user = await findAccount(payload, { id: check.claims.userId })
    if (!user) throw new Error('no user')
    return sessionOf(check.claims, user)
  }

  beforeAll(async () => {
    if (skip) return
    t = await createTestPayload(name)
    payload = t.payload
    await seed(payload, { variants: 300, demo: true, now: new Date(), log: () => {} })
    const rows = await sqlRows<{ article_number: string }>(
      payload,
      `SELECT v.article_number FROM variants v JOIN prices p ON p.article_number = v.article_number AND p.customer_id IS NULL
        WHERE v.purchase_constraints_order_multiple = 1 AND v.ask_for_price = false
        ORDER BY v.article_number LIMIT 2`,
    )
    articles = rows.map((r) => r.article_number)
    expect(articles).toHaveLength(2)
  }, 240_000)
  afterAll(() => t?.destroy())

  it.skipIf(skip)(
    'an OCI entry starts a PUNCHOUT session that keeps its mode and limits through a refresh',
    async () => {
      const start = unwrap(
        await enterOci(payload, entry('punchout@demo.test', 'Västkustens Entreprenad'), {
          address: '203.0.113.7',
          saved: null,
          onMissing: 'refuse',
        }),
      )
      expect(start.mode).toBe('PUNCHOUT')
      const session = await sessionOfToken(start.tokens.accessToken)
      expect(session.punchout).toEqual({ protocol: 'oci', companyName: 'Västkustens Entreprenad' })
      expect(session.principal.role).toBe('USER')
      for (const permission of session.principal.customerPermissions) {
        expect(permission.permissionDenies).toEqual(expect.arrayContaining(['EJ_ORDER', 'EJ_ORDERHISTORIK']))
      }

      const renewed = unwrap(await refreshSession(payload, start.tokens.refreshToken))
      expect((await sessionOfToken(renewed.accessToken)).punchout).toEqual(session.punchout)

      // The buyer buys for the company it entered with: another customer is not offered.
      const [other] = await sqlRows<{ id: number }>(payload, "SELECT id FROM customers WHERE customer_id = '10001'")
      expect(await changeSessionContext(payload, session, { customerId: String(other?.id), projectId: null })).toEqual(
        refused('forbidden', 'context.not_allowed'),
      )
    },
  )

  it.skipIf(skip)('refuses users and customers not enabled for punch-out, and a missing callback', async () => {
    const options = { address: '203.0.113.8', saved: null, onMissing: 'refuse' as const }
    expect(await enterOci(payload, entry('user@demo.test', 'Byggmästarna i Umeå'), options)).toEqual(
      refused('forbidden', 'errors.punchout.not_enabled'),
    )
    await payload.update({
      collection: 'customers',
      where: { customerId: { equals: '10014' } },
      data: { punchout: { enabled: false } },
      overrideAccess: true,
    })
    expect(await enterOci(payload, entry('punchout.gavle@demo.test', 'Gävle Bygg & Montage'), options)).toEqual(
      refused('forbidden', 'errors.punchout.not_enabled'),
    )
    await payload.update({
      collection: 'customers',
      where: { customerId: { equals: '10014' } },
      data: { punchout: { enabled: true } },
      overrideAccess: true,
    })
    expect(await enterOci(payload, entry('punchout.gavle@demo.test', 'Gävle Bygg & Montage', null), options)).toEqual(
      refused('invalid', 'errors.punchout.missing_callback_url'),
    )
    // The browser's entry logs in NORMAL instead, and says why.
    const normal = unwrap(
      await enterOci(payload, entry('punchout.gavle@demo.test', 'Gävle Bygg & Montage', null), {
        ...options,
        onMissing: 'normal',
      }),
    )
    expect(normal).toMatchObject({ mode: 'NORMAL', error: 'errors.punchout.missing_callback_url' })
    expect((await sessionOfToken(normal.tokens.accessToken)).punchout).toBeNull()
  })

  it.skipIf(skip)('the transfer form carries the company rule, and only a punch-out session has one', async () => {
    const start = unwrap(
      await enterOci(payload, entry('punchout.malardalen@demo.test', 'Mälardalens Byggservice'), {
        address: '203.0.113.9',
        saved: null,
        onMissing: 'refuse',
      }),
    )
    const session = await sessionOfToken(start.tokens.accessToken)
    const cart = unwrap(await resolveCart(payload, session, 'current'))
    const added = unwrap(
      await addItems(payload, session, brand, cart, [
        { articleNumber: articles[0] as string, quantity: 2, deliveryId: 'DBI' },
        { articleNumber: articles[1] as string, quantity: 1, deliveryId: 'EXH' },
      ]),
    )
    // The fixed delivery option: only DBI goes in.
    expect(added.errors.map((error) => error.articleNumber)).toEqual([articles[1]])
    const form = unwrap(await transferForm(payload, session, brand, cart))
    expect(form).toMatchObject({ action: 'https://srm.example.se/hook', target: '_top' })
    const fields = Object.fromEntries(form.fields)
    const [crumbs] = await sqlRows<{ breadcrumb_parents: unknown }>(
      payload,
      'SELECT p.breadcrumb_parents FROM variants v JOIN products p ON p.id = v.product_id WHERE v.article_number = ?',
      [articles[0] as string],
    )
    const parents = (
      typeof crumbs?.breadcrumb_parents === 'string'
        ? JSON.parse(crumbs.breadcrumb_parents)
        : crumbs?.breadcrumb_parents
    ) as Array<{ name: string }>
    expect(fields).toMatchObject({
      '~OkCode': 'ADDI',
      'NEW_ITEM-VENDORMAT[1]': articles[0],
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-MATGROUP[1]': parents.at(-1)?.name,
      'NEW_ITEM-CUST_FIELD1[1]': '40000000',
    })
    expect(fields['NEW_ITEM-VENDORMAT[2]']).toBeUndefined()

    const normal = { ...session, punchout: null }
    expect(await transferForm(payload, normal, brand, cart)).toEqual(
      refused('forbidden', 'errors.punchout.not_punchout'),
    )
  })

  it.skipIf(skip)('a cXML start page works once, and not after five minutes', async () => {
    const now = new Date()
    const setup = await cxmlSetup(
      payload,
      brand,
      setupRequest({ payloadID: `${Date.now()}.1@test`, buyerCookie: 'B-1', formPost: 'https://ariba.example/post' }),
      site,
      now,
    )
    expect(setup.status).toBe(200)
    const token = setup.xml.match(/\/punchout\/cxml\/start\/([\w-]+)/)?.[1] as string
    const started = unwrap(await startCxmlSession(payload, token, now))
    const session = await sessionOfToken(started.accessToken)
    expect(session.punchout).toEqual({ protocol: 'cxml', companyName: 'Västkustens Entreprenad' })
    expect(await startCxmlSession(payload, token, now)).toEqual(refused('not_found', 'errors.punchout.start_used'))

    const late = await cxmlSetup(
      payload,
      brand,
      setupRequest({ payloadID: `${Date.now()}.2@test`, buyerCookie: 'B-2', formPost: 'https://ariba.example/post' }),
      site,
      now,
    )
    const lateToken = late.xml.match(/\/punchout\/cxml\/start\/([\w-]+)/)?.[1] as string
    const later = new Date(now.getTime() + 5 * 60_000 + 1000)
    expect(await startCxmlSession(payload, lateToken, later)).toEqual(
      refused('not_found', 'errors.punchout.start_used'),
    )
  })

  it.skipIf(skip)('OrderRequests with one payloadID, even at once, give one order', async () => {
    const id = `${Date.now()}.order@test`
    const xml = orderRequest({
      payloadID: id,
      orderID: 'PO-INT-1',
      lines: [{ articleNumber: articles[0] as string, quantity: 1, price: 120 }],
    })
    const answers = await Promise.all([1, 2, 3].map(() => cxmlOrder(payload, brand, xml, site)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const orders = await sqlRows<{ order_items: unknown; order_details: unknown }>(
      payload,
      'SELECT order_items, order_details FROM orders WHERE idempotency_key = ?',
      [`cxml:NetworkID:AN01000010007:${id}`],
    )
    expect(orders).toHaveLength(1)
    const wrong = await cxmlOrder(
      payload,
      brand,
      orderRequest({
        payloadID: `${id}-x`,
        orderID: 'PO-INT-2',
        secret: 'nope',
        lines: [{ articleNumber: articles[0] as string, quantity: 1, price: 1 }],
      }),
      site,
    )
    expect(wrong.status).toBe(401)
  })
})
