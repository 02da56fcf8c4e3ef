import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { customerChoices, customerTeam, orderNumberIsCustomers } from '../../apps/web/src/accounts/service'
import type { Actor } from '../../apps/web/src/accounts/session'
import {
  addressForm,
  createAddress,
  deleteAddress,
  listAddresses,
  ownAddress,
  updateAddress,
} from '../../apps/web/src/addresses/service'
import type { Address } from '../../apps/web/src/payload-types'
import { seed } from '../../apps/web/src/seed'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { customerIdsOf, sessionOf } from './support/session'

// The services are marked server-only; Vitest is not a React server, so the marker is lifted.
vi.mock('server-only', () => ({}))

/** The failures the routes map to 403, 404 and 409 (api/respond.ts). */
const refused = (kind: string, error: string) => ({ ok: false, failure: { kind, error } })
const FORBIDDEN = refused('forbidden', 'errors.forbidden_action')
const NOT_FOUND = refused('not_found', 'errors.not_found')
const NO_CUSTOMER = refused('conflict', 'addresses.errors.no_customer')
const unwrap = <T>(result: { ok: true; value: T } | { ok: false }) => {
  if (!result.ok) throw new Error('the service refused')
  return result.value
}

const NOW = new Date('2026-11-02T09:00:00.000Z')

const form = (overrides: Record<string, unknown> = {}) =>
  addressForm.parse({
    label: 'Nytt bygge',
    recipientName: 'Platschef Anna',
    address1: 'Storgatan 1',
    address2: '',
    postalCode: '90338',
    postalAddress: 'Umeå',
    countryCode: 'SE',
    ...overrides,
  })

describe.each(databases)('the address service on $name', ({ name, skip }) => {
  let t: TestPayload
  let payload: Payload
  let customerIds = new Map<string, string>()

  /** The demo user's actor with the customer `customerNumber` chosen. */
  const actorFor = (email: string, customerNumber: string | null): Promise<Actor> =>
    sessionOf(payload, email, { customerId: customerNumber ? (customerIds.get(customerNumber) ?? null) : null })

  /** PUT and DELETE address/{id} as their routes run them: the caller's own address, then the change. */
  async function change(actor: Actor, addressId: string, values: ReturnType<typeof form>) {
    const own = await ownAddress(payload, actor, addressId)
    return own.ok ? updateAddress(payload, own.value, values) : own
  }
  async function remove(actor: Actor, addressId: string) {
    const own = await ownAddress(payload, actor, addressId)
    return own.ok ? deleteAddress(payload, own.value) : own
  }

  async function addressesOf(customerNumber: string) {
    const { docs } = await payload.find({
      collection: 'addresses',
      where: { customer: { equals: Number(customerIds.get(customerNumber)) } },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'addressId',
      overrideAccess: true,
    })
    return docs as Address[]
  }

  beforeAll(async () => {
    if (skip) return
    t = await createTestPayload(name)
    payload = t.payload
    await seed(payload, { variants: 60, demo: true, now: NOW, log: () => {} })
    customerIds = await customerIdsOf(payload)
  }, 180_000)
  afterAll(() => t?.destroy())

  it.skipIf(skip)("lists the chosen customer's addresses, preselected first, read-only ones included", async () => {
    const user = await actorFor('user@demo.test', '10001')
    const outcome = await listAddresses(payload, user)
    if (!outcome.ok) throw new Error(outcome.failure.error)
    expect(outcome.value.length).toBe((await addressesOf('10001')).length)
    expect(new Set(outcome.value.map((a) => a.customerId))).toEqual(new Set([customerIds.get('10001')]))
    expect(outcome.value[0]?.preselected).toBe(true)
    expect(outcome.value.filter((a) => a.readOnly).map((a) => a.label)).toEqual(['Fakturaadress'])
  })

  it.skipIf(skip)('lists another customer only when the user holds a permission for it', async () => {
    const user = await actorFor('user@demo.test', '10001')
    const other = await listAddresses(payload, user, customerIds.get('10004'))
    expect(other.ok && other.value.every((a) => a.customerId === customerIds.get('10004'))).toBe(true)
    expect(await listAddresses(payload, user, customerIds.get('10002'))).toEqual(FORBIDDEN)
    expect(await listAddresses(payload, await actorFor('siteadmin@demo.test', null))).toEqual(NO_CUSTOMER)
  })

  it.skipIf(skip)('adds an address for the chosen customer only, normalised and never read-only', async () => {
    const user = await actorFor('user@demo.test', '10004')
    const outcome = await createAddress(payload, user, form({ countryCode: 'AX', postalCode: 'AX-22 100' }))
    if (!outcome.ok) throw new Error(outcome.failure.error)
    expect(outcome.value).toMatchObject({
      customerId: customerIds.get('10004'),
      name: 'Mälardalens Bygg & Fasad AB',
      postalCode: '22100',
      countryCode: 'AX',
      readOnly: false,
      preselected: false,
      validForDelivery: true,
      address2: '',
    })
    expect(outcome.value.addressId).toMatch(/^A10004-W[0-9A-F]{8}$/)
    expect((await addressesOf('10004')).map((a) => a.addressId)).toContain(outcome.value.addressId)
    expect(await createAddress(payload, await actorFor('siteadmin@demo.test', null), form())).toEqual(NO_CUSTOMER)
  })

  it.skipIf(skip)("changes and deletes the user's customers' addresses", async () => {
    const user = await actorFor('user@demo.test', '10001')
    const created = await createAddress(payload, user, form())
    if (!created.ok) throw new Error(created.failure.error)
    const id = created.value.addressId
    const changed = await change(user, id, form({ label: 'Ändrat', address2: 'Port B' }))
    expect(changed.ok && changed.value).toMatchObject({ addressId: id, label: 'Ändrat', address2: 'Port B' })
    // Any customer the user holds, not only the chosen one.
    const elsewhere = await actorFor('user@demo.test', '10004')
    expect(await remove(elsewhere, id)).toEqual({ ok: true, value: null })
    expect((await addressesOf('10001')).map((a) => a.addressId)).not.toContain(id)
    expect(await remove(user, id)).toEqual(NOT_FOUND)
  })

  it.skipIf(skip)("answers a forged id of another customer's address with not_found and changes nothing", async () => {
    const user = await actorFor('user@demo.test', '10001')
    const before = await addressesOf('10002')
    const target = before.find((a) => !a.readOnly)
    if (!target) throw new Error('10002 has no editable address')
    expect(await change(user, target.addressId, form({ label: 'Kapad' }))).toEqual(NOT_FOUND)
    expect(await remove(user, target.addressId)).toEqual(NOT_FOUND)
    expect(await remove(user, 'A99999-1')).toEqual(NOT_FOUND)
    expect(await addressesOf('10002')).toEqual(before)
  })

  it.skipIf(skip)('never changes or deletes a read-only address', async () => {
    const user = await actorFor('user@demo.test', '10001')
    const before = await addressesOf('10001')
    const readOnly = before.find((a) => a.readOnly)
    if (!readOnly) throw new Error('no read-only address')
    expect(await change(user, readOnly.addressId, form())).toEqual(FORBIDDEN)
    expect(await remove(user, readOnly.addressId)).toEqual(FORBIDDEN)
    expect(await addressesOf('10001')).toEqual(before)
  })

  it.skipIf(skip)('checks the form as the page does: Åland codes with AX only, Swedish messages', () => {
    expect(addressForm.safeParse({ ...form(), countryCode: 'AX', postalCode: '22999' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['postalCode'],
        message: expect.stringMatching(/^Postnumret finns inte på Åland/),
      }),
    ])
    expect(addressForm.parse({ ...form(), countryCode: 'AX', postalCode: '22950' }).postalCode).toBe('22950')
  })

  it.skipIf(skip)('offers the customers and projects the user may choose, and searches them', async () => {
    const user = await actorFor('user@demo.test', '10001')
    const choices = unwrap(await customerChoices(payload, user))
    expect(choices.map((c) => c.customerNumber).sort()).toEqual(['10001', '10004'])
    expect(
      choices
        .find((c) => c.customerNumber === '10001')
        ?.projects.map((p) => p.projectNumber)
        .sort(),
    ).toEqual(['10001-01', '10001-02'])
    expect(choices.find((c) => c.customerNumber === '10004')?.projects).toHaveLength(3)
    expect(unwrap(await customerChoices(payload, user, 'umeå')).map((c) => c.customerNumber)).toEqual(['10001'])
    expect(await customerChoices(payload, await actorFor('siteadmin@demo.test', null))).toEqual({ ok: true, value: [] })
  })

  it.skipIf(skip)("names the chosen customer's active sellers only", async () => {
    const seller = await actorFor('selleradmin@demo.test', '10002')
    const team = await customerTeam(payload, seller)
    expect(team).toEqual({
      ok: true,
      value: [{ name: 'Sofia Säljadmin', email: 'selleradmin@demo.test', role: 'SELLER_ADMIN', title: 'Säljare' }],
    })

    const user = await actorFor('user@demo.test', '10001')
    expect(await customerTeam(payload, user)).toEqual({ ok: true, value: [] })
    const c10001 = Number(customerIds.get('10001'))
    const person = (email: string, firstName: string, role: string, active: boolean) =>
      payload.create({
        collection: 'users',
        data: {
          email,
          firstName,
          lastName: 'Testsson',
          role: 'SELLER_ADMIN',
          active,
          customerPermissions: [{ customer: c10001, role, permissionDenies: [] }],
        } as never,
        context: { skipActivation: true, disableRevalidate: true },
        overrideAccess: true,
      })
    await person('salj.aktiv@demo.test', 'Sam', 'SELLER_ADMIN', true)
    await person('salj.slutat@demo.test', 'Sune', 'SELLER_ADMIN', false)
    await person('kund.kollega@demo.test', 'Kim', 'USER', true)
    expect(await customerTeam(payload, user)).toEqual({
      ok: true,
      value: [{ name: 'Sam Testsson', email: 'salj.aktiv@demo.test', role: 'SELLER_ADMIN', title: 'Säljare' }],
    })
    expect(await customerTeam(payload, await actorFor('siteadmin@demo.test', null))).toEqual(NO_CUSTOMER)
  })

  it.skipIf(skip)("validates order numbers against the chosen customer's orders only", async () => {
    const user = await actorFor('user@demo.test', '10001')
    expect(await orderNumberIsCustomers(payload, user, 'D700001')).toEqual({ ok: true, value: true })
    expect(await orderNumberIsCustomers(payload, user, 'd700002')).toEqual({ ok: true, value: true })
    expect(await orderNumberIsCustomers(payload, user, 'D799999')).toEqual({ ok: true, value: false })
    const otherCustomer = await actorFor('user@demo.test', '10004')
    expect(await orderNumberIsCustomers(payload, otherCustomer, 'D700001')).toEqual({ ok: true, value: false })
    const otherUser = await actorFor('selleradmin@demo.test', '10002')
    expect(await orderNumberIsCustomers(payload, otherUser, 'D700001')).toEqual({ ok: true, value: false })
  })
})
