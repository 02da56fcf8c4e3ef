import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand: the search index is not a Payload collection. FTS5 holds the tokens the catalog
 * indexer prepares (Swedish stems, compound tails; see packages/commerce/src/catalog/text.ts), one
 * row per variant with rowid = variants.id. `catalog_state.version` moves on every catalog change,
 * so in-process snapshots know when to reload.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE VIRTUAL TABLE catalog_search USING fts5(name, body, folded, tokenize = 'unicode61 remove_diacritics 0')`,
  )
  await db.run(sql`CREATE TABLE catalog_state (id integer PRIMARY KEY NOT NULL, version integer NOT NULL)`)
  await db.run(sql`INSERT INTO catalog_state (id, version) VALUES (1, 0)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS catalog_search`)
  await db.run(sql`DROP TABLE IF EXISTS catalog_state`)
}
