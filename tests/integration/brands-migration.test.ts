/**
 * The Postgres migration that turns brand ids and deny codes from enum types into text keeps every
 * stored value: rows written while the columns were enums read the same afterwards, the columns
 * change type in place, and the enum types are gone. Down brings the enums back with the values.
 * (SQLite stored these selects as text all along and has no such migration.)
 */

import { getTableColumns, getTableName, type Table } from '@payloadcms/db-postgres/drizzle'
import type { Migration, Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { down } from '../../apps/web/src/migrations/postgres/20261124_034052_brands_and_deny_codes_as_text'
import { migrationsFor } from '../../apps/web/src/seed'
import { createTestPayload, postgresAvailable, type TestPayload } from './support/payload'

vi.mock('server-only', () => ({}))

const MIGRATION = '20261124_034052_brands_and_deny_codes_as_text'
const context = { disableRevalidate: true }

/**
 * Payload writes and reads back with today's config, so the columns later migrations add to tables that
 * already exist (the media library's upload fields, the popular-products source…) are lent as plain
 * nullable columns for the writes, and taken away again before migrating: the migrations add them.
 */
async function lendLaterColumns(client: pg.Client, payload: Payload): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  )
  const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`))
  const tables = new Set(rows.map((r) => r.table_name))
  const lent: Array<[table: string, column: string, type: string]> = []
  for (const table of Object.values((payload.db as unknown as { tables: Record<string, Table> }).tables)) {
    const name = getTableName(table)
    if (!tables.has(name)) continue
    for (const column of Object.values(getTableColumns(table))) {
      if (present.has(`${name}.${column.name}`)) continue
      const type = column.getSQLType()
      lent.push([
        name,
        column.name,
        /^(varchar|text|integer|numeric|boolean|jsonb|timestamp)/.test(type) ? type : 'varchar',
      ])
    }
  }
  const alter = (clause: (column: string, type: string) => string) =>
    lent.length
      ? client.query(lent.map(([table, column, type]) => `alter table "${table}" ${clause(column, type)}`).join(';'))
      : Promise.resolve()
  await alter((column, type) => `add column "${column}" ${type}`)
  return async () => {
    await alter((column) => `drop column "${column}"`)
  }
}

/** The migrations committed before the one under test. */
function before(all: Migration[]): Migration[] {
  const index = all.findIndex((m) => m.name === MIGRATION)
  if (index < 0) throw new Error(`${MIGRATION} saknas bland de registrerade migreringarna`)
  return all.slice(0, index)
}

/**
 * Type of every column that holds a brand id or deny codes (the outbox's, quotes' and tracking events' brand were
 * always text; the media library's came later, as text).
 */
const COLUMNS = `
  select table_name || '.' || column_name as "column", udt_name as type
  from information_schema.columns
  where table_schema = 'public'
    and ((column_name in ('brand', 'version_brand') and table_name not in ('outbox', 'quotes', 'tracking_events', 'media'))
      or (table_name in ('user_editor_brands', 'user_perm_denies') and column_name = 'value'))
  order by 1`

describe.skipIf(!postgresAvailable)('brand ids and deny codes from enums to text on postgres', () => {
  let t: TestPayload
  let payload: Payload
  let client: pg.Client
  let returnLentColumns = async () => {}
  const ids: Record<'page' | 'store' | 'submission' | 'user', number | string> = {
    page: 0,
    store: 0,
    submission: 0,
    user: 0,
  }
  const columns = async () => (await client.query<{ column: string; type: string }>(COLUMNS)).rows
  const values = async () => ({
    pages: (await client.query('select brand from pages order by id')).rows,
    versions: (await client.query('select version_brand from _pages_v order by id')).rows,
    stores: (await client.query('select brand from stores order by id')).rows,
    submissions: (await client.query('select brand from form_submissions order by id')).rows,
    editorBrands: (await client.query('select value from user_editor_brands order by "order"')).rows,
    denies: (await client.query('select value from user_perm_denies order by "order"')).rows,
  })

  beforeAll(async () => {
    t = await createTestPayload('postgres', { migrations: before })
    payload = t.payload
    client = new pg.Client({ connectionString: t.url })
    await client.connect()
    returnLentColumns = await lendLaterColumns(client, payload)
    // Rows of every kind of column, written while the columns are still enums.
    const page = await payload.create({
      collection: 'pages',
      data: { brand: 'trahuset', title: 'Om oss', slug: 'om-oss', _status: 'published' },
      context,
    })
    const store = await payload.create({
      collection: 'stores',
      data: { storeId: '201', name: 'Trähuset Uppsala', brand: 'trahuset' },
      context,
    })
    const form = await payload.create({
      collection: 'dynamic-forms',
      data: { brand: 'proffsbygget', title: 'Ansökan' },
    })
    const submission = await payload.create({
      collection: 'form-submissions',
      data: { brand: 'proffsbygget', form: form.id, values: { Namn: 'Bygg AB' } },
    })
    const customer = await payload.create({ collection: 'customers', data: { customerId: '10001', name: 'Bygg AB' } })
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'redaktor@nordbygg.se',
        editorBrands: ['nordbygg', 'proffsbygget'],
        customerPermissions: [
          { customer: customer.id, role: 'USER', permissionDenies: ['EJ_SE_PRISER', 'EJ_SE_EKONOMISK_UPPFÖLJNING'] },
        ],
      } as never,
      context: { skipActivation: true },
    })
    Object.assign(ids, { page: page.id, store: store.id, submission: submission.id, user: user.id })
  })
  afterAll(async () => {
    await client?.end()
    await t?.destroy()
  })

  it('casts every column in place, keeps every value and drops the enum types', async () => {
    const enumsBefore = await columns()
    expect(enumsBefore).toHaveLength(24)
    expect(enumsBefore.every((c) => c.type.startsWith('enum_'))).toBe(true)
    const stored = await values()
    expect(stored).toEqual({
      pages: [{ brand: 'trahuset' }],
      versions: [{ version_brand: 'trahuset' }],
      stores: [{ brand: 'trahuset' }],
      submissions: [{ brand: 'proffsbygget' }],
      editorBrands: [{ value: 'nordbygg' }, { value: 'proffsbygget' }],
      denies: [{ value: 'EJ_SE_PRISER' }, { value: 'EJ_SE_EKONOMISK_UPPFÖLJNING' }],
    })

    await returnLentColumns()
    await payload.db.migrate({ migrations: migrationsFor(payload) })

    expect(await columns()).toEqual(enumsBefore.map((c) => ({ column: c.column, type: 'varchar' })))
    expect(await values()).toEqual(stored)
    const types = await client.query('select typname from pg_type where typname = any($1::text[])', [
      enumsBefore.map((c) => c.type),
    ])
    expect(types.rows).toEqual([])
  })

  it('reads the rows from before through Payload as they were written', async () => {
    expect((await payload.findByID({ collection: 'pages', id: ids.page, depth: 0 })).brand).toBe('trahuset')
    expect((await payload.findByID({ collection: 'stores', id: ids.store, depth: 0 })).brand).toBe('trahuset')
    expect((await payload.findByID({ collection: 'form-submissions', id: ids.submission, depth: 0 })).brand).toBe(
      'proffsbygget',
    )
    const user = await payload.findByID({ collection: 'users', id: ids.user, depth: 0 })
    expect(user.editorBrands).toEqual(['nordbygg', 'proffsbygget'])
    expect(user.customerPermissions?.[0]?.permissionDenies).toEqual(['EJ_SE_PRISER', 'EJ_SE_EKONOMISK_UPPFÖLJNING'])
    const pages = await payload.find({ collection: 'pages', where: { brand: { equals: 'trahuset' } }, depth: 0 })
    expect(pages.docs.map((p) => p.id)).toEqual([ids.page])
  })

  it('goes back down to the enum types with the values kept', async () => {
    const stored = await values()
    const { drizzle } = payload.db as unknown as { drizzle: unknown }
    await down({ db: drizzle, payload, req: {} } as Parameters<typeof down>[0])
    const restored = await columns()
    expect(restored.every((c) => c.type.startsWith('enum_'))).toBe(true)
    expect(await values()).toEqual(stored)
  })
})
