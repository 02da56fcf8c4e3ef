/**
 * The search index's upkeep as the rest of the house calls it: the catalog collections' hooks keep it in
 * step with variants and products, the seed and prepare-db fill it after a bulk load. The engine (its
 * tables, its SQL in two dialects, the queries listings run) is catalog storage: storage/search-index.ts.
 * Not marked server-only: the collections' hooks load it with the Payload config.
 */
export {
  bumpCatalogVersion,
  ensureSearchIndex,
  rebuildSearchIndex,
  reindexProducts,
  reindexVariants,
  removeFromIndex,
} from './storage/search-index'
