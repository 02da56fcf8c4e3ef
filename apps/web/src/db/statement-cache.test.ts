import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installStatementCache, LONGEST_CACHED_SQL, STATEMENTS_PER_CONNECTION, statementStats } from './statement-cache'

// A real libsql client on a file of its own: the cache patches the library the client loads.
let dir: string
let client: Client

beforeAll(async () => {
  installStatementCache()
  dir = mkdtempSync(path.join(tmpdir(), 'statement-cache-'))
  client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
  await client.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, price INTEGER)')
})

afterAll(() => {
  client.close()
  rmSync(dir, { recursive: true, force: true })
})

const delta = async (work: () => Promise<void>) => {
  const before = { ...statementStats }
  await work()
  return {
    prepared: statementStats.prepared - before.prepared,
    reused: statementStats.reused - before.reused,
    evicted: statementStats.evicted - before.evicted,
  }
}

// Twenty inserts each wait for the disk: on a busy machine that is more than the default 5 s.
describe('installStatementCache', { timeout: 60_000 }, () => {
  it('prepares a text once per connection and answers each execute with its own arguments', async () => {
    const insert = 'INSERT INTO items (name, price) VALUES (?, ?)'
    const select = 'SELECT name, price FROM items WHERE price >= ? ORDER BY price'
    const counts = await delta(async () => {
      for (let i = 1; i <= 20; i++) {
        const result = await client.execute({ sql: insert, args: [`item ${i}`, i * 10] })
        expect(result.rowsAffected).toBe(1)
      }
      for (const min of [10, 150, 200, 201]) {
        const { rows } = await client.execute({ sql: select, args: [min] })
        expect(rows.map((row) => row.price)).toEqual(
          Array.from({ length: 20 }, (_, i) => (i + 1) * 10).filter((price) => price >= min),
        )
      }
    })
    expect(counts).toEqual({ prepared: 2, reused: 22, evicted: 0 })
  })

  it('reuses a statement whose last run failed', async () => {
    const insert = 'INSERT INTO items (name, price) VALUES (?, ?)'
    await expect(client.execute({ sql: insert, args: ['item 1', 1] })).rejects.toThrow(/UNIQUE/)
    const result = await client.execute({ sql: insert, args: ['item 21', 210] })
    expect(result.rowsAffected).toBe(1)
  })

  it('keeps only the most recent texts, and prepares an evicted one again', async () => {
    const text = (i: number) => `SELECT ${i} AS n, count(*) AS c FROM items`
    const counts = await delta(async () => {
      for (let i = 0; i <= STATEMENTS_PER_CONNECTION; i++) {
        const { rows } = await client.execute(text(i))
        expect(rows[0]?.n).toBe(i)
      }
      await client.execute(text(0))
    })
    expect(counts.prepared).toBe(STATEMENTS_PER_CONNECTION + 2)
    expect(counts.evicted).toBeGreaterThanOrEqual(2)
  })

  it('prepares a text longer than LONGEST_CACHED_SQL each time', async () => {
    const long = `SELECT count(*) AS c FROM items WHERE name NOT IN (${Array.from({ length: LONGEST_CACHED_SQL / 2 }, () => '?').join(',')})`
    const args = Array.from({ length: LONGEST_CACHED_SQL / 2 }, (_, i) => `none ${i}`)
    const counts = await delta(async () => {
      for (let i = 0; i < 3; i++) expect((await client.execute({ sql: long, args })).rows[0]?.c).toBe(21)
    })
    expect(counts).toEqual({ prepared: 0, reused: 0, evicted: 0 })
  })

  it('names the columns a migration added', async () => {
    const select = 'SELECT * FROM items WHERE id = 1'
    expect(Object.keys((await client.execute(select)).rows[0] ?? {})).toEqual(['id', 'name', 'price'])
    await client.execute('ALTER TABLE items ADD COLUMN note TEXT')
    expect(Object.keys((await client.execute(select)).rows[0] ?? {})).toEqual(['id', 'name', 'price', 'note'])
  })
})
