import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type PostgresAdapterArgs, postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { TEXT_SELECT_ENUM_PREFIX } from '@shop/blocks/shared/text-select'
import type { DatabaseAdapterObj } from 'payload'
import { env } from '../env'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { installStatementCache } from './statement-cache'

// Only the migration CLI reads migrationDir, and it runs this file from source.
const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKind(url = env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/**
 * SQLite file used when DATABASE_URL is unset. Every app process (next, payload CLI, seed) runs with
 * apps/web as its working directory, so this is apps/web/data/shop.db.
 */
export const DEFAULT_SQLITE_URL = 'file:./data/shop.db'

/** libsql creates the file but not its folder; a fresh clone has no data/ yet. */
function ensureSqliteFolder(url: string) {
  if (url.startsWith('file:')) mkdirSync(path.dirname(path.resolve(url.slice('file:'.length))), { recursive: true })
}

type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

/**
 * Selects made by `textSelect` (brand ids, deny codes) become varchar columns, not enum types, so a
 * value added by configuration needs no migration. Runs on Payload's raw tables, before they are
 * turned into the Drizzle schema that both queries and the migration generator use.
 */
const textSelectsAsVarchar: SchemaHook = ({ adapter, schema }) => {
  for (const table of Object.values(adapter.rawTables)) {
    for (const [key, column] of Object.entries(table.columns)) {
      if (column.type !== 'enum' || !('enumName' in column)) continue
      if (!column.enumName.startsWith(TEXT_SELECT_ENUM_PREFIX)) continue
      const { enumName: _name, options: _options, ...base } = column
      table.columns[key] = { ...base, type: 'varchar' }
    }
  }
  return schema
}

/**
 * One adapter per dialect, each with its own committed migrations generated from the same
 * collections (Drizzle SQL differs between the two). Schema push is off everywhere: the database is
 * only ever changed by migrations, which `prodMigrations` applies when Payload starts.
 */
export function databaseAdapter(url = env.DATABASE_URL): DatabaseAdapterObj {
  if (databaseKind(url) === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url, max: env.DATABASE_POOL_MAX },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push: false,
      beforeSchemaInit: [textSelectsAsVarchar],
    })
  }
  const sqliteUrl = url ?? DEFAULT_SQLITE_URL
  ensureSqliteFolder(sqliteUrl)
  // Before the client connects: its statements are then kept per connection (statement-cache.ts).
  installStatementCache()
  return sqliteAdapter({
    client: { url: sqliteUrl },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
    wal: true,
    busyTimeout: 5000,
  })
}
