import type { Payload } from 'payload'

/**
 * Dialect-neutral bulk inserts through Payload's own Drizzle instance and tables, so SQLite and
 * Postgres take the same code path. Keys of a row are Payload's column keys: the field name, groups
 * joined with "_" (purchaseConstraints_onlyStore) and relationships by field name holding the id.
 */

// Drizzle's SQLite and Postgres databases share this much surface; the union of their precise types
// does not type-check as one, so the seed talks to them through this small structural type.
export interface BulkDb {
  insert(table: unknown): {
    values(rows: Record<string, unknown>[]): PromiseLike<unknown> & {
      returning(fields?: Record<string, unknown>): PromiseLike<Record<string, unknown>[]>
    }
  }
  transaction<T>(fn: (tx: BulkDb) => Promise<T>): Promise<T>
}

type DrizzleAdapter = { drizzle: BulkDb; tables: Record<string, Record<string, unknown>>; name: string }

export function drizzleOf(payload: Payload): DrizzleAdapter {
  const db = payload.db as unknown as Partial<DrizzleAdapter>
  if (!db.drizzle || !db.tables) throw new Error('Seeden kräver en SQL-adapter (SQLite eller Postgres).')
  return db as DrizzleAdapter
}

export function tableOf(payload: Payload, name: string): Record<string, unknown> {
  const table = drizzleOf(payload).tables[name]
  if (!table) throw new Error(`Tabellen ${name} finns inte i Payloads schema`)
  return table
}

/** Bound parameters per statement (SQLite allows 32,766, Postgres 65,535); 8,000 measured fastest here. */
const MAX_PARAMS = 8_000
const MAX_ROWS = 1_000

function rowsPerStatement(rows: Record<string, unknown>[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length)
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)))
}

export async function insertRows(
  db: BulkDb,
  table: Record<string, unknown>,
  rows: Record<string, unknown>[],
): Promise<void> {
  const size = rowsPerStatement(rows)
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size))
  }
}

/** Inserts and returns the chosen columns of the new rows (e.g. id and a natural key). */
export async function insertReturning(
  db: BulkDb,
  table: Record<string, unknown>,
  rows: Record<string, unknown>[],
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const size = rowsPerStatement(rows)
  const out: Record<string, unknown>[] = []
  for (let i = 0; i < rows.length; i += size) {
    out.push(
      ...(await db
        .insert(table)
        .values(rows.slice(i, i + size))
        .returning(fields)),
    )
  }
  return out
}

/**
 * libsql hands its connection to a transaction and opens a fresh one for later queries, and that
 * fresh connection has none of the PRAGMAs Payload set at connect (busy_timeout falls back to 0, so a
 * concurrent writer then fails at once with SQLITE_BUSY). Re-apply them after a Drizzle transaction.
 * No-op on Postgres.
 */
export async function restoreSqlitePragmas(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute(sql: string): Promise<unknown> }
    busyTimeout?: number
    wal?: { synchronous?: string } | false
  }
  if (db.name !== 'sqlite' || !db.client) return
  if (db.busyTimeout && db.busyTimeout > 0) await db.client.execute(`PRAGMA busy_timeout = ${Number(db.busyTimeout)};`)
  const synchronous = db.wal ? db.wal.synchronous : undefined
  if (synchronous) await db.client.execute(`PRAGMA synchronous = ${synchronous};`)
}
