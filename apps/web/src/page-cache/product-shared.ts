import 'server-only'
import { unstable_cache } from 'next/cache'
import { type BrandStores, loadProductShared, type ProductShared } from '../catalog/product'
import { payload } from '../payload/payload'
import { CATALOG_TAG, CONTENT_TAG } from './tags'

/**
 * The shape of ProductShared, in the cache key: the data cache outlives a deploy (kept in the build
 * folder's cache, or in Redis), and an entry of an older shape would break the page until it expired.
 */
const SHAPE = 'v1'
const MAX_AGE_SECONDS = 300

/**
 * The product page's shared part, read once and kept in Next's data cache (shared between instances
 * with REDIS_URL) for every shopper of the brand, logged in or not: only prices, brackets, stock and
 * the related tiles are read per request. Catalog changes expire it with the catalog tag, a store's
 * contact details with the content tag (page-cache/tags.ts); the five minutes bound the rest.
 */
export const cachedProductShared =
  (brand: BrandStores) =>
  (slug: string): Promise<ProductShared | null> =>
    unstable_cache(
      async () => loadProductShared(await payload(), slug, brand),
      ['product-shared', SHAPE, brand.id, brand.centralStorageId, ...brand.storeIds, slug],
      { tags: [CATALOG_TAG, CONTENT_TAG], revalidate: MAX_AGE_SECONDS },
    )()
