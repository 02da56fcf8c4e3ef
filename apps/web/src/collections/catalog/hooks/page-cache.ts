import { stockStatusChanged } from '@shop/commerce'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { CATALOG_TAG, expireStockPages, expireTags } from '../../../page-cache/tags'
import type { Stock } from '../../../payload-types'

/** `expire` gets a document as it is after the change and as it was before (undefined where there is none). */
function pageHooks<T>(
  expire: (after: T | undefined, before: T | undefined) => void,
): NonNullable<CollectionConfig['hooks']> {
  const afterChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
    if (!req.context.disableRevalidate) expire(doc as T, operation === 'create' ? undefined : (previousDoc as T))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
    if (!req.context.disableRevalidate) expire(undefined, doc as T)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * Hooks that expire the cached anonymous pages (page-cache/) when catalog data they may show changes:
 * a product, variant, category, campaign or range, a list price. `shows` leaves out rows no anonymous
 * page shows (a customer's own price).
 */
export function catalogPageHooks<T>(shows: (doc: T) => boolean = () => true): NonNullable<CollectionConfig['hooks']> {
  return pageHooks<T>((after, before) => {
    if ([after, before].some((doc) => doc !== undefined && shows(doc))) expireTags([CATALOG_TAG])
  })
}

/**
 * The stock collection's: a new quantity that changes no signal expires its article's product page only;
 * anything else (a signal, a new, moved or removed row) every catalog page.
 */
export const stockPageHooks = pageHooks<Stock>((after, before) => {
  const moved =
    !after || !before || after.articleNumber !== before.articleNumber || after.locationId !== before.locationId
  const articles = [after?.articleNumber, before?.articleNumber].filter((n): n is string => Boolean(n))
  expireStockPages(articles, moved || stockStatusChanged(before, after))
})
