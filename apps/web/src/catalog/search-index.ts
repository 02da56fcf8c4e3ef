import { compoundVocabulary, fold, type SearchDocument, searchDocument } from '@shop/commerce/catalog/text'
import type { Payload, PayloadRequest } from 'payload'
import { dialectOf, type SqlValue, sqlBatch, sqlRows } from '../db/sql'

/**
 * The catalog's full-text index, one interface over two engines: SQLite FTS5 on the embedded
 * database, Postgres tsvector/GIN (swedish configuration) at scale. Both store the tokens prepared by
 * packages/commerce/src/catalog/text.ts, so a query matches the same variants on either. Collection
 * hooks keep it in step with variants and products; `rebuildSearchIndex` fills it after a bulk load.
 */

export type MatchMode = 'exact' | 'prefix' | 'folded'

interface SourceRow {
  id: number
  name: string
  attributes: unknown
  brands: unknown
  breadcrumb_parents: unknown
}

const json = <T>(value: unknown, fallback: T): T => {
  if (value === null || value === undefined) return fallback
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T
    } catch {
      return fallback
    }
  }
  return value as T
}

const SOURCE_SQL = `SELECT v.id, v.name, v.attributes, v.brands, p.breadcrumb_parents
  FROM variants v JOIN products p ON p.id = v.product_id`

let knownStems: Promise<Set<string>> | null = null

/** Compound vocabulary of the whole catalog, built once per process (drift after edits is harmless). */
function vocabulary(payload: Payload): Promise<Set<string>> {
  knownStems ??= (async () => {
    const [names, categories] = await Promise.all([
      sqlRows<{ name: string }>(payload, 'SELECT name FROM variants'),
      sqlRows<{ name: string }>(payload, 'SELECT name FROM categories'),
    ])
    return compoundVocabulary(
      names.map((r) => r.name),
      categories.map((r) => r.name),
    )
  })()
  knownStems.catch(() => {
    knownStems = null
  })
  return knownStems
}

function documentOf(row: SourceRow, known: Set<string>): SearchDocument {
  const attributes = json<Array<{ attributeName: string; attributeValue: string }>>(row.attributes, [])
  return searchDocument(
    {
      name: row.name,
      maker: json<string[]>(row.brands, [])[0] ?? null,
      categoryNames: json<Array<{ name: string }>>(row.breadcrumb_parents, []).map((c) => c.name),
      attributeValues: attributes.filter((a) => a.attributeName !== 'SSG').map((a) => a.attributeValue),
    },
    known,
  )
}

const ROWS_PER_INSERT = 500

function insertStatements(payload: Payload, docs: Array<[number, SearchDocument]>) {
  const postgres = dialectOf(payload) === 'postgres'
  const statements: Array<{ text: string; args: SqlValue[] }> = []
  for (let i = 0; i < docs.length; i += ROWS_PER_INSERT) {
    const chunk = docs.slice(i, i + ROWS_PER_INSERT)
    const args: SqlValue[] = chunk.flatMap(([id, d]) => [id, d.name, d.body, d.folded])
    const values = postgres
      ? chunk
          .map(
            () =>
              `(?, setweight(to_tsvector('swedish', ?), 'A') || setweight(to_tsvector('swedish', ?), 'D'), to_tsvector('simple', ?))`,
          )
          .join(', ')
      : chunk.map(() => '(?, ?, ?, ?)').join(', ')
    statements.push({
      text: postgres
        ? `INSERT INTO catalog_search (variant_id, document, folded) VALUES ${values}`
        : `INSERT INTO catalog_search (rowid, name, body, folded) VALUES ${values}`,
      args,
    })
  }
  return statements
}

const deleteStatement = (payload: Payload, ids: readonly number[]) => ({
  text: `DELETE FROM catalog_search WHERE ${dialectOf(payload) === 'postgres' ? 'variant_id' : 'rowid'} IN (${ids.map(() => '?').join(', ')})`,
  args: [...ids],
})

const BUMP = { text: 'UPDATE catalog_state SET version = version + 1 WHERE id = 1' }

/** Re-reads the given variants and replaces their index rows; ids no longer in the catalog are dropped. */
export async function reindexVariants(
  payload: Payload,
  ids: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (ids.length === 0) return
  const known = await vocabulary(payload)
  const statements: Array<{ text: string; args?: SqlValue[] }> = []
  for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
    const chunk = ids.slice(i, i + ROWS_PER_INSERT)
    const rows = await sqlRows<SourceRow>(
      payload,
      `${SOURCE_SQL} WHERE v.id IN (${chunk.map(() => '?').join(', ')})`,
      [...chunk],
      req,
    )
    statements.push(deleteStatement(payload, chunk))
    statements.push(
      ...insertStatements(
        payload,
        rows.map((row) => [Number(row.id), documentOf(row, known)]),
      ),
    )
  }
  statements.push(BUMP)
  await sqlBatch(payload, statements, req)
}

/** Reindexes every variant of the given products (a product's name and categories feed its variants). */
export async function reindexProducts(
  payload: Payload,
  productIds: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (productIds.length === 0) return
  const rows = await sqlRows<{ id: number }>(
    payload,
    `SELECT id FROM variants WHERE product_id IN (${productIds.map(() => '?').join(', ')})`,
    [...productIds],
    req,
  )
  await reindexVariants(
    payload,
    rows.map((r) => Number(r.id)),
    req,
  )
}

export async function removeFromIndex(
  payload: Payload,
  ids: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (ids.length === 0) return
  await sqlBatch(payload, [deleteStatement(payload, ids), BUMP], req)
}

/** Moves the catalog version on, so snapshots reload (prices and stock change without reindexing). */
export async function bumpCatalogVersion(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  await sqlBatch(payload, [BUMP], req)
}

export async function catalogVersion(payload: Payload): Promise<number> {
  const [row] = await sqlRows<{ version: number }>(payload, 'SELECT version FROM catalog_state WHERE id = 1')
  return Number(row?.version ?? 0)
}

/** Empties and refills the index from the catalog tables, in chunks so memory stays flat. */
export async function rebuildSearchIndex(payload: Payload, chunkSize = 5_000): Promise<number> {
  knownStems = null
  const known = await vocabulary(payload)
  const postgres = dialectOf(payload) === 'postgres'
  await sqlBatch(payload, [{ text: postgres ? 'TRUNCATE catalog_search' : 'DELETE FROM catalog_search' }])
  let last = 0
  let total = 0
  for (;;) {
    const rows = await sqlRows<SourceRow>(payload, `${SOURCE_SQL} WHERE v.id > ? ORDER BY v.id LIMIT ?`, [
      last,
      chunkSize,
    ])
    if (rows.length === 0) break
    await sqlBatch(
      payload,
      insertStatements(
        payload,
        rows.map((row) => [Number(row.id), documentOf(row, known)]),
      ),
    )
    last = Number(rows[rows.length - 1]?.id)
    total += rows.length
  }
  if (!postgres) await sqlBatch(payload, [{ text: "INSERT INTO catalog_search (catalog_search) VALUES ('optimize')" }])
  await bumpCatalogVersion(payload)
  return total
}

/** FTS5 string literal: a double-quoted token (quotes doubled), optionally a prefix. */
const ftsToken = (token: string, prefix: boolean) => `"${token.replace(/"/g, '""')}"${prefix ? '*' : ''}`
/** tsquery lexeme: quoted, so no character of a token is read as an operator. */
const tsToken = (token: string, prefix: boolean) =>
  `'${token.replace(/'/g, "''").replace(/\\/g, '')}'${prefix ? ':*' : ''}`

/**
 * Variant ids whose text holds every term, with a relevance score (higher is better; name hits
 * weigh most). `exact` matches whole stems, `prefix` lets every term be the start of a token (what
 * find-as-you-type does with the last, unfinished word via `lastIsPrefix`), `folded` ignores å/ä/ö.
 */
export async function matchVariants(
  payload: Payload,
  terms: readonly string[],
  mode: MatchMode,
  options: { lastIsPrefix?: boolean; limit?: number } = {},
): Promise<Map<number, number>> {
  const found = new Map<number, number>()
  if (terms.length === 0) return found
  const tokens = mode === 'folded' ? terms.map(fold) : [...terms]
  const prefixAt = (i: number) => mode === 'prefix' || (options.lastIsPrefix === true && i === tokens.length - 1)
  const limit = options.limit ?? 50_000
  let rows: Array<{ id: number; score: number }>
  if (dialectOf(payload) === 'postgres') {
    const query = tokens.map((t, i) => tsToken(t, prefixAt(i))).join(' & ')
    const [column, config] = mode === 'folded' ? ['folded', 'simple'] : ['document', 'swedish']
    rows = await sqlRows(
      payload,
      `SELECT variant_id AS id, ts_rank(${column}, q) AS score
         FROM catalog_search, to_tsquery('${config}', ?) q
        WHERE ${column} @@ q ORDER BY score DESC LIMIT ?`,
      [query, limit],
    )
  } else {
    const expression = tokens.map((t, i) => ftsToken(t, prefixAt(i))).join(' AND ')
    const match = mode === 'folded' ? `folded : (${expression})` : `{name body} : (${expression})`
    rows = await sqlRows(
      payload,
      `SELECT rowid AS id, -rank AS score
         FROM catalog_search WHERE catalog_search MATCH ? ORDER BY rank LIMIT ?`,
      [match, limit],
    )
  }
  for (const row of rows) found.set(Number(row.id), Number(row.score))
  return found
}
