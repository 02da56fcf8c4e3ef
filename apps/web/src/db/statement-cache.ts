import Database from 'libsql'

/**
 * Prepared statements reused per SQLite connection (issue 36, finding 19; docs/benchmarks.md, "Soak").
 *
 * `@libsql/client` prepares a new native statement for every `execute()` and drops it (tursodatabase/
 * libsql-client-ts#333, libsql-js#153, open upstream). The native statement (a few kB) is freed only when
 * V8 collects its small JavaScript wrapper, which survives the young-generation collections and waits for
 * a full one; V8 cannot see the native memory, so nothing hastens that. A busy server runs thousands of
 * statements between full collections, the C allocator grows its heap for them, and the freed memory
 * stays in the process (RSS) after it goes idle. With the statements kept by SQL text, the server
 * prepares each distinct text once per connection: the texts are the code's own (values are bound
 * parameters), so they are few, and the `limit` most recent per connection bound them anyway; a text
 * longer than LONGEST_CACHED_SQL is prepared each time as before.
 *
 * Safe to share: the client's execute() prepares, binds, runs and reads a statement in one synchronous
 * call, and libsql resets a statement before each run, so no two uses of one statement overlap.
 * Installed once per process, on the module libsql's client itself loads (`libsql` is one of Next's
 * server external packages, so the server bundle gets the same module instance).
 */

type Statement = ReturnType<Database.Database['prepare']>
type Prepare = (this: Database.Database, ...args: unknown[]) => Statement

/** Most recent statements kept per connection. */
export const STATEMENTS_PER_CONNECTION = 200
/**
 * Longer texts are not kept: the seed's multi-row inserts (up to 8,000 parameters, some 700 kB each as a
 * native statement) would hold far more memory than they save; the server's queries are a few kB at most.
 */
export const LONGEST_CACHED_SQL = 8_000

const INSTALLED = Symbol.for('shop.libsql.statementCache')
const SCHEMA_CHANGE = /^\s*(alter|create|drop)\s/i

interface Stats {
  prepared: number
  reused: number
  evicted: number
}

/** Statements prepared, reused and evicted in this process since the cache was installed. */
export const statementStats: Stats = { prepared: 0, reused: 0, evicted: 0 }

export function installStatementCache(limit = STATEMENTS_PER_CONNECTION): void {
  const proto = Database.prototype as unknown as Record<PropertyKey, unknown> & {
    prepare: Prepare
    close: (this: Database.Database) => void
  }
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const caches = new WeakMap<Database.Database, Map<string, Statement>>()
  const prepare = proto.prepare
  const close = proto.close
  proto.prepare = function cachedPrepare(this: Database.Database, ...args: unknown[]) {
    const [sql] = args
    // libsql's own pragma() passes extra arguments and changes the statement's modes: left alone.
    if (args.length !== 1 || typeof sql !== 'string' || sql.length > LONGEST_CACHED_SQL)
      return prepare.apply(this, args)
    let statements = caches.get(this)
    // A statement prepared before a schema change would still name the old columns (libsql reads them
    // before the first step, which is when SQLite would prepare it again): a migration starts afresh.
    if (SCHEMA_CHANGE.test(sql)) {
      statements?.clear()
      return prepare.call(this, sql)
    }
    if (!statements) {
      statements = new Map()
      caches.set(this, statements)
    }
    const kept = statements.get(sql)
    if (kept) {
      // Map order is insertion order: moved to the end, it is the most recently used.
      statements.delete(sql)
      statements.set(sql, kept)
      statementStats.reused++
      return kept
    }
    const statement = prepare.call(this, sql)
    statementStats.prepared++
    statements.set(sql, statement)
    if (statements.size > limit) {
      const oldest = statements.keys().next().value as string
      statements.delete(oldest)
      statementStats.evicted++
    }
    return statement
  }
  proto.close = function closeAndForget(this: Database.Database) {
    caches.delete(this)
    return close.call(this)
  }
}
