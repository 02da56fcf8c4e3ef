/**
 * A brand or a deny code is data, not a migration (issue 12 item 6). The app boots with a fourth brand
 * folder made in a temporary copy of tenants/ and with a ninth deny code; on each database the
 * committed migrations still describe its schema, and a page, a form submission and a user of the new
 * brand (denied the new code) are stored and read back. The brand list and the deny codes stay checked
 * when saving, now that the database no longer holds them.
 */

import { DENY_CODES } from '@shop/schemas'
import { brandForHost, brands } from '@shop/tenants'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FOURTH_BRAND, FOURTH_BRAND_HOST } from './support/fourth-brand'
import { createTestPayload, databases, type TestPayload } from './support/payload'
import { pendingMigration } from './support/schema-drift'

const { NEW_DENY_CODE } = vi.hoisted(() => ({ NEW_DENY_CODE: 'EJ_SE_LAGERSALDO' }))

vi.mock('server-only', () => ({}))
// Configuration, not a service: the app gets the brand set and deny codes it would have after the
// change, built by the same code as the real ones (tenants' loader and brandRegistry, zod's enum).
vi.mock('@shop/tenants', async (importOriginal) => {
  const { registryWithFourthBrand } = await import('./support/fourth-brand')
  return { ...(await importOriginal<typeof import('@shop/tenants')>()), ...(await registryWithFourthBrand()) }
})
vi.mock('@shop/schemas', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@shop/schemas')>()
  const codes = [...actual.DENY_CODES, NEW_DENY_CODE] as const
  return { ...actual, DENY_CODES: codes, denyCodeSchema: actual.z.enum(codes) }
})

const context = { disableRevalidate: true }

type ErrorWithFields = { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ErrorWithFields) => error,
  )

describe.each(databases)('a fourth brand and a new deny code on $name', ({ name, skip }) => {
  describe.skipIf(skip)(name, () => {
    let t: TestPayload
    let payload: Payload

    beforeAll(async () => {
      t = await createTestPayload(name)
      payload = t.payload
    })
    afterAll(async () => {
      await t?.destroy()
    })

    it('boots with the copied brand folder and the added code', () => {
      expect(brands.map((b) => b.id).sort()).toEqual([FOURTH_BRAND, 'nordbygg', 'proffsbygget', 'trahuset'])
      expect(brandForHost(FOURTH_BRAND_HOST).id).toBe(FOURTH_BRAND)
      expect(DENY_CODES).toContain(NEW_DENY_CODE)
      const brandField = payload.collections.pages.config.flattenedFields.find((f) => f.name === 'brand')
      expect(brandField && 'options' in brandField ? brandField.options : []).toContainEqual({
        label: 'Fjällbygg',
        value: FOURTH_BRAND,
      })
    })

    it('needs no migration beyond the committed ones', async () => {
      expect(await pendingMigration(payload)).toEqual([])
    })

    // Only Postgres has enum types; on SQLite there is nothing to check, so no test is declared.
    const postgresOnly = name === 'postgres' ? it : () => {}
    postgresOnly('keeps no enum type of brands or deny codes', async () => {
      const client = new pg.Client({ connectionString: t.url })
      await client.connect()
      try {
        const { rows } = await client.query<{ typname: string }>(
          "select typname from pg_type where typtype = 'e' and (typname like '%brand%' or typname like '%denies%')",
        )
        expect(rows).toEqual([])
      } finally {
        await client.end()
      }
    })

    it('stores a page, a form submission and an editor of the fourth brand', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: { brand: FOURTH_BRAND, title: 'Om Fjällbygg', slug: 'om-oss', _status: 'published' },
        context,
      })
      const form = await payload.create({
        collection: 'dynamic-forms',
        data: { brand: FOURTH_BRAND, title: 'Kontoansökan' },
        context,
      })
      const submission = await payload.create({
        collection: 'form-submissions',
        data: { brand: FOURTH_BRAND, form: form.id, values: { Företagsnamn: 'Fjällbygg Kund AB' } },
      })
      const customer = await payload.create({
        collection: 'customers',
        data: { customerId: '40001', name: 'Fjäll AB' },
      })
      const user = await payload.create({
        collection: 'users',
        data: {
          email: 'redaktor@fjallbygg.se',
          editorBrands: [FOURTH_BRAND],
          customerPermissions: [{ customer: customer.id, role: 'USER', permissionDenies: [NEW_DENY_CODE] }],
        } as never,
        context: { skipActivation: true },
      })

      const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
      expect(stored.editorBrands).toEqual([FOURTH_BRAND])
      expect(stored.customerPermissions?.[0]?.permissionDenies).toEqual([NEW_DENY_CODE])
      expect((await payload.findByID({ collection: 'form-submissions', id: submission.id })).brand).toBe(FOURTH_BRAND)

      // The brand is queryable as before, and the editor's scope works on it.
      const editor = { ...stored, collection: 'users' as const }
      const ownPages = await payload.find({ collection: 'pages', user: editor, overrideAccess: false, draft: true })
      expect(ownPages.docs.map((p) => p.id)).toEqual([page.id])
      const versions = await payload.findVersions({
        collection: 'pages',
        where: { 'version.brand': { equals: FOURTH_BRAND } },
      })
      expect(versions.docs.length).toBeGreaterThan(0)
    })

    it('refuses a brand or deny code that is not configured, naming the field', async () => {
      const page = await refusal(
        payload.create({ collection: 'pages', data: { brand: 'sydbygg', title: 'Fel', slug: 'fel' }, context }),
      )
      expect(page?.status).toBe(400)
      expect(page?.data?.errors?.[0]).toMatchObject({ path: 'brand', message: 'Okänt varumärke: sydbygg' })

      const customer = await payload.create({ collection: 'customers', data: { customerId: '40002', name: 'Fel AB' } })
      const user = await refusal(
        payload.create({
          collection: 'users',
          data: {
            email: 'fel@fjallbygg.se',
            editorBrands: ['sydbygg'],
            customerPermissions: [{ customer: customer.id, role: 'USER', permissionDenies: ['EJ_PAHITTAD'] }],
          } as never,
          context: { skipActivation: true },
        }),
      )
      expect(user?.status).toBe(400)
      expect(user?.data?.errors?.map((e) => e.path).sort()).toEqual([
        'customerPermissions.0.permissionDenies',
        'editorBrands',
      ])
      const users = await payload.find({ collection: 'users', where: { email: { equals: 'fel@fjallbygg.se' } } })
      expect(users.totalDocs).toBe(0)
    })
  })
})
