import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { bumpCatalogVersion, reindexProducts, reindexVariants, removeFromIndex } from '../../../catalog/search-index'

/**
 * Keeps the search index and the listings' snapshot version in step with the catalog. The work runs
 * inside the Local API call's own transaction, so an edit and its index row commit together.
 */

const numericId = (id: string | number) => Number(id)

export const variantIndexHooks: CollectionConfig['hooks'] = {
  afterChange: [
    (async ({ doc, req }) => {
      await reindexVariants(req.payload, [numericId(doc.id)], req)
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    (async ({ doc, req }) => {
      await removeFromIndex(req.payload, [numericId(doc.id)], req)
      return doc
    }) satisfies CollectionAfterDeleteHook,
  ],
}

export const productIndexHooks: CollectionConfig['hooks'] = {
  afterChange: [
    (async ({ doc, req }) => {
      await reindexProducts(req.payload, [numericId(doc.id)], req)
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
}

/** Prices and stock are not searched, but listings sort and filter on them. */
export const catalogVersionHooks: CollectionConfig['hooks'] = {
  afterChange: [
    (async ({ doc, req }) => {
      await bumpCatalogVersion(req.payload, req)
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    (async ({ doc, req }) => {
      await bumpCatalogVersion(req.payload, req)
      return doc
    }) satisfies CollectionAfterDeleteHook,
  ],
}
