import { sql as drizzleSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

type SQL = ReturnType<typeof drizzleSql.raw>

/**
 * Plain SQL on Payload's own connection, for the few hot paths where the Local API's per-document
 * work costs too much (the catalog snapshot, search matching). Statements are written with `?`
 * placeholders and numbered for Postgres here, so one statement text serves both dialects where the
 * SQL itself is portable.
 */

export type Dialect = 'sqlite' | 'postgres'
export type SqlValue = string | number | boolean | null

interface LibsqlClient {
  execute(statement: { sql: string; args: SqlValue[] }): Promise<{ rows: ArrayLike<unknown>[]; columns: string[] }>
  batch(statements: Array<{ sql: string; args: SqlValue[] }>, mode?: string): Promise<unknown>
}
interface PgPool {
  query(text: string, values?: SqlValue[]): Promise<{ rows: Record<string, unknown>[] }>
}
interface DrizzleSession {
  all?(query: SQL): Promise<unknown[]>
  run?(query: SQL): Promise<unknown>
  execute?(query: SQL): Promise<{ rows: Record<string, unknown>[] }>
}
type Adapter = {
  name: string
  client?: LibsqlClient
  pool?: PgPool
  sessions?: Record<string | number, { db: DrizzleSession } | undefined>
}

/**
 * The open transaction of a Local API call, if any. Hooks run inside it: a write on another
 * connection would wait for a commit that waits for the hook (SQLite), or miss uncommitted rows.
 */
async function sessionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<DrizzleSession | null> {
  if (!req?.transactionID) return null
  const id = await req.transactionID
  return (payload.db as unknown as Adapter).sessions?.[id]?.db ?? null
}

/** `?` placeholders as a Drizzle SQL object with bound parameters. */
function toDrizzle(text: string, args: SqlValue[]): SQL {
  const parts = text.split('?')
  const chunks: SQL[] = []
  parts.forEach((part, i) => {
    chunks.push(drizzleSql.raw(part))
    if (i < parts.length - 1) chunks.push(drizzleSql`${args[i] ?? null}`)
  })
  return drizzleSql.join(chunks)
}

export function dialectOf(payload: Payload): Dialect {
  return (payload.db as unknown as Adapter).name === 'postgres' ? 'postgres' : 'sqlite'
}

/** `?` placeholders as Postgres' `$1, $2, …`. */
export function numbered(text: string): string {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

/** Rows as plain objects keyed by column name. */
export async function sqlRows<T = Record<string, unknown>>(
  payload: Payload,
  text: string,
  args: SqlValue[] = [],
  req?: Partial<PayloadRequest>,
): Promise<T[]> {
  const db = payload.db as unknown as Adapter
  const session = await sessionOf(payload, req)
  if (session?.execute) return (await session.execute(toDrizzle(text, args))).rows as T[]
  if (session?.all) return (await session.all(toDrizzle(text, args))) as T[]
  if (db.name === 'postgres') {
    if (!db.pool) throw new Error('Postgres-anslutningen är inte öppen')
    return (await db.pool.query(numbered(text), args)).rows as T[]
  }
  if (!db.client) throw new Error('SQLite-anslutningen är inte öppen')
  return objectRows<T>(await db.client.execute({ sql: text, args }))
}

/** A libsql result's rows (arrays) as plain objects keyed by column name. */
export function objectRows<T>(result: { rows: ArrayLike<unknown>[]; columns: string[] }): T[] {
  return result.rows.map((row) => {
    const out: Record<string, unknown> = {}
    result.columns.forEach((column, i) => {
      out[column] = (row as ArrayLike<unknown>)[i]
    })
    return out as T
  })
}

/**
 * Runs statements in one transaction (an immediate one on SQLite, so concurrent writers queue), or
 * inside the request's own transaction when a Local API call has one open.
 */
export async function sqlBatch(
  payload: Payload,
  statements: Array<{ text: string; args?: SqlValue[] }>,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (statements.length === 0) return
  const session = await sessionOf(payload, req)
  if (session) {
    for (const s of statements) {
      const query = toDrizzle(s.text, s.args ?? [])
      if (session.execute) await session.execute(query)
      else await session.run?.(query)
    }
    return
  }
  const db = payload.db as unknown as Adapter & { pool?: PgPool & { connect(): Promise<PgClient> } }
  if (db.name === 'postgres') {
    if (!db.pool) throw new Error('Postgres-anslutningen är inte öppen')
    const client = await db.pool.connect()
    try {
      await client.query('BEGIN')
      for (const s of statements) await client.query(numbered(s.text), s.args ?? [])
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
    return
  }
  if (!db.client) throw new Error('SQLite-anslutningen är inte öppen')
  await db.client.batch(
    statements.map((s) => ({ sql: s.text, args: s.args ?? [] })),
    'write',
  )
}

interface PgClient {
  query(text: string, values?: SqlValue[]): Promise<unknown>
  release(): void
}

/** A JSON column as read: text on SQLite, already parsed on Postgres (jsonb). */
export function jsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}

/** `?, ?, ?` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/** A date column as an ISO string: text on SQLite, a Date on Postgres. */
export const isoColumn = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null
