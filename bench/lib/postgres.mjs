/**
 * Throwaway Postgres databases for benchmarks that write (orders, stock): is a server there, and
 * drop the database again afterwards. Creating it is left to prepareDatabase() (server.mjs).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { webDir } from './server.mjs'

const require = createRequire(path.join(webDir, 'package.json'))

const adminUrl = (url) => {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  return admin.toString()
}

async function withAdmin(url, work) {
  const pg = require('pg')
  const client = new pg.Client({ connectionString: adminUrl(url), connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Null when the server answers, else why not (printed as the reason for skipping). */
export async function postgresUnavailable(url) {
  try {
    await withAdmin(url, (client) => client.query('SELECT 1'))
    return null
  } catch (error) {
    return `${error.code ?? ''} ${error.message}`.trim()
  }
}

/** Drops the URL's database, ending any connection still open to it (Postgres 13+). */
export async function dropPostgresDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`))
}
