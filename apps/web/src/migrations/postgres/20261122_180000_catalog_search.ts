import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the search index is not a Payload collection. `document` is the `swedish`
 * configuration over the tokens the catalog indexer prepares (name weighted A, the rest D), `folded`
 * the same tokens without å/ä/ö for the fallback; both GIN-indexed. `catalog_state.version` moves on
 * every catalog change, so in-process snapshots know when to reload.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE catalog_search (
    variant_id integer PRIMARY KEY NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
    document tsvector NOT NULL,
    folded tsvector NOT NULL
  )`)
  await db.execute(sql`CREATE INDEX catalog_search_document_idx ON catalog_search USING gin (document)`)
  await db.execute(sql`CREATE INDEX catalog_search_folded_idx ON catalog_search USING gin (folded)`)
  await db.execute(sql`CREATE TABLE catalog_state (id integer PRIMARY KEY NOT NULL, version integer NOT NULL)`)
  await db.execute(sql`INSERT INTO catalog_state (id, version) VALUES (1, 0)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS catalog_search`)
  await db.execute(sql`DROP TABLE IF EXISTS catalog_state`)
}
