import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { CATALOG_TAG, expireTags } from '../../../page-cache/tags'

/**
 * Hooks that expire the cached anonymous pages (page-cache/) when catalog data they may show changes:
 * a product, variant, category, campaign or range, a list price, a stock figure. `shows` leaves out rows
 * no anonymous page shows (a customer's own price).
 */
export function catalogPageHooks<T>(shows: (doc: T) => boolean = () => true): NonNullable<CollectionConfig['hooks']> {
  const expire = (docs: (T | undefined)[], context: Record<string, unknown>) => {
    if (!context.disableRevalidate && docs.some((doc) => doc !== undefined && shows(doc))) expireTags([CATALOG_TAG])
  }
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
    expire([doc as T, previousDoc as T | undefined], req.context)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    expire([doc as T], req.context)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
