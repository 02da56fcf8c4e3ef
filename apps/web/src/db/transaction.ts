import { type Client, createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { type Dialect, dialectOf, numbered, objectRows, type SqlValue } from './sql'

/**
 * An interactive database transaction for the few writes that must be all-or-nothing and see their
 * own reads (checkout: check stock, decrement it, write orders, empty the cart).
 *
 * Postgres: one pooled connection, BEGIN … COMMIT; callers lock rows with SELECT … FOR UPDATE.
 * SQLite: Payload's own libsql connection cannot host it (other requests' statements would run
 * inside our transaction between awaits, and libsql's transaction() hands that connection away and
 * opens a replacement without the busy timeout). So transactions get a dedicated connection of their
 * own, BEGIN IMMEDIATE takes the database's write lock up front, and an in-process queue keeps this
 * process's transactions from contending for it. SQLite has one writer at a time anyway.
 */

export interface Transaction {
  dialect: Dialect
  rows<T = Record<string, unknown>>(text: string, args?: SqlValue[]): Promise<T[]>
  /** Runs a statement and answers how many rows it changed. */
  run(text: string, args?: SqlValue[]): Promise<number>
}

/** Postgres locks what the transaction reads for update; SQLite's BEGIN IMMEDIATE holds the database. */
export const forUpdate = (tx: Transaction) => (tx.dialect === 'postgres' ? ' FOR UPDATE' : '')

interface PgClient {
  query(text: string, values?: SqlValue[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
  release(): void
}
interface Adapter {
  pool?: { connect(): Promise<PgClient> }
  clientConfig?: Parameters<typeof createClient>[0]
  busyTimeout?: number
}

async function postgresTransaction<T>(adapter: Adapter, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!adapter.pool) throw new Error('Postgres-anslutningen är inte öppen')
  const client = await adapter.pool.connect()
  const tx: Transaction = {
    dialect: 'postgres',
    rows: async <R>(text: string, args: SqlValue[] = []) => (await client.query(numbered(text), args)).rows as R[],
    run: async (text, args = []) => (await client.query(numbered(text), args)).rowCount ?? 0,
  }
  try {
    await client.query('BEGIN')
    const result = await work(tx)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

const sqliteConnections = new WeakMap<Adapter, Promise<Client>>()
let sqliteQueue: Promise<unknown> = Promise.resolve()

function sqliteConnection(adapter: Adapter): Promise<Client> {
  let connection = sqliteConnections.get(adapter)
  if (!connection) {
    if (!adapter.clientConfig) throw new Error('SQLite-anslutningen är inte konfigurerad')
    const client = createClient(adapter.clientConfig)
    connection = client
      .execute(`PRAGMA busy_timeout = ${adapter.busyTimeout || 5000}`)
      .then(() => client.execute('PRAGMA foreign_keys = ON'))
      .then(() => client)
    sqliteConnections.set(adapter, connection)
  }
  return connection
}

async function sqliteTransaction<T>(adapter: Adapter, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const client = await sqliteConnection(adapter)
  const tx: Transaction = {
    dialect: 'sqlite',
    rows: async <R>(text: string, args: SqlValue[] = []) => objectRows<R>(await client.execute({ sql: text, args })),
    run: async (text, args = []) => (await client.execute({ sql: text, args })).rowsAffected,
  }
  const turn = sqliteQueue.then(async () => {
    await client.execute('BEGIN IMMEDIATE')
    try {
      const result = await work(tx)
      await client.execute('COMMIT')
      return result
    } catch (error) {
      await client.execute('ROLLBACK').catch(() => undefined)
      throw error
    }
  })
  // The next transaction waits for this one to settle, whether it committed or not.
  sqliteQueue = turn.catch(() => undefined)
  return turn
}

export function withTransaction<T>(payload: Payload, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  return dialectOf(payload) === 'postgres' ? postgresTransaction(adapter, work) : sqliteTransaction(adapter, work)
}
