/**
 * Real Payload instances for integration tests: a fresh temporary SQLite file, and — when Postgres
 * answers on 127.0.0.1:5432 — a freshly created `shop_test_<random>` database. Both get the committed
 * migrations (never dev push), and both are removed again by `destroy()`.
 *
 *   describe.each(databases)('... ($name)', (db) => {
 *     let t: TestPayload
 *     beforeAll(async () => { t = await createTestPayload(db.name) })
 *     afterAll(() => t?.destroy())
 *   })
 *
 * Postgres tests are skipped (with the reason printed once) when no server answers.
 */
import { createHash, randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { EmailAdapter, Migration, Payload, SanitizedConfig } from 'payload'
import pg from 'pg'

// Must be set before the Payload config (and apps/web/src/env.ts) is first evaluated, so the config's
// own default adapter points at a throwaway file instead of creating apps/web/data/shop.db.
const bootFile = path.join(os.tmpdir(), `shop-test-boot-${process.pid}.db`)
process.env.DATABASE_URL = `file:${bootFile}`

export type DatabaseName = 'sqlite' | 'postgres'

/** Any existing database on the server: used to create and drop the per-instance test databases. */
export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return (error as Error).message || String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const postgresProblem = await probePostgres()
if (postgresProblem) {
  console.warn(
    `[integration] Postgres-testerna hoppas över: ingen Postgres svarar på ${POSTGRES_URL} (${postgresProblem}).`,
  )
}

export const postgresAvailable = postgresProblem === null

/** The databases every integration suite runs against; `skip` is true when one is unavailable. */
export const databases: Array<{ name: DatabaseName; skip: boolean }> = [
  { name: 'sqlite', skip: false },
  { name: 'postgres', skip: !postgresAvailable },
]

let baseConfig: Promise<SanitizedConfig> | undefined

function loadBaseConfig(): Promise<SanitizedConfig> {
  // The seed's loader preloads lexical to dodge a Node 20 top-level-await race (see load-config.ts).
  baseConfig ??= import('../../../apps/web/src/payload/load-config').then((m) => m.loadPayloadConfig())
  return baseConfig
}

export interface TestPayload {
  payload: Payload
  name: DatabaseName
  /** Connection URL of this instance's own database. */
  url: string
  destroy(): Promise<void>
}

const random = () => randomBytes(5).toString('hex')

export interface TestPayloadOptions {
  /** Which committed migrations to apply (all by default): e.g. those before a migration under test. */
  migrations?: (all: Migration[]) => Migration[]
  /** Payload's email adapter instead of the one the environment chose (e.g. SMTP to a test sink). */
  email?: EmailAdapter
}

/**
 * Applying every SQLite migration takes 12 s (SQLite rebuilds a table for each changed column), and
 * nearly every suite wants the same empty, migrated file. The first instance on a machine keeps its
 * file, named by the migrations' own code, and later ones start from a copy of it, whose recorded
 * migrations make `migrate` a no-op. Postgres migrates in 3 s and is left to do so.
 */
async function sqliteTemplate(): Promise<string> {
  const { migrations } = await import('../../../apps/web/src/migrations/sqlite')
  const code = createHash('sha256')
  for (const migration of migrations) code.update(migration.name).update(String(migration.up))
  return path.join(os.tmpdir(), `shop-test-template-${code.digest('hex').slice(0, 16)}.db`)
}

async function keepSqliteTemplate(payload: Payload, file: string, template: string): Promise<void> {
  const { client } = payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }
  // Everything into the main file, so a copy of that file alone is the whole database.
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  const staging = `${template}.${random()}.tmp`
  copyFileSync(file, staging)
  renameSync(staging, template)
}

/** A migrated, empty Payload on its own database. */
export async function createTestPayload(name: DatabaseName, options: TestPayloadOptions = {}): Promise<TestPayload> {
  const config = await loadBaseConfig()
  const { databaseAdapter } = await import('../../../apps/web/src/db/adapter')
  const { migrationsFor } = await import('../../../apps/web/src/seed')
  const { getPayload } = await import('payload')

  let url: string
  let dropDatabase = async () => {}
  let keepTemplate = async (_payload: Payload) => {}
  if (name === 'sqlite') {
    const file = path.join(os.tmpdir(), `shop-test-${random()}.db`)
    url = `file:${file}`
    if (!options.migrations) {
      const template = await sqliteTemplate()
      if (existsSync(template)) copyFileSync(template, file)
      else keepTemplate = (payload) => keepSqliteTemplate(payload, file, template)
    }
    dropDatabase = async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
    }
  } else {
    const database = `shop_test_${random()}`
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.end()
    const target = new URL(POSTGRES_URL)
    target.pathname = `/${database}`
    url = target.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL })
      await client.connect()
      await client.query(`drop database if exists ${database} with (force)`)
      await client.end()
    }
  }

  const key = `test-${name}-${random()}`
  const payload = await getPayload({
    // Same collections, hooks and settings as the app; only the database differs per instance.
    config: {
      ...config,
      db: databaseAdapter(url),
      logger: { options: { level: 'error' } },
      ...(options.email ? { email: options.email } : {}),
    } as SanitizedConfig,
    key,
    cron: false,
  })
  const migrations = migrationsFor(payload)
  await payload.db.migrate({ migrations: options.migrations ? options.migrations(migrations) : migrations })
  await keepTemplate(payload)

  return {
    payload,
    name,
    url,
    async destroy() {
      // payload.destroy() resets the adapter but leaves the pg pool / libsql client open; close them
      // so dropping the database does not kill live connections.
      const { pool, client } = payload.db as unknown as {
        pool?: { end(): Promise<void>; on(event: 'error', fn: () => void): void }
        client?: { close(): void }
      }
      await payload.destroy().catch(() => undefined)
      if (pool) {
        // Connections killed by the forced drop below must not surface as unhandled errors.
        pool.on('error', () => {})
        // end() waits for every checked-out client, and the Postgres adapter keeps one checked out for
        // its whole life (db-postgres connectWithReconnect), so it never resolves: start it, do not
        // wait; the forced drop below closes that last connection.
        void pool.end().catch(() => undefined)
      }
      try {
        client?.close()
      } catch {
        // already closed
      }
      await dropDatabase()
    },
  }
}
