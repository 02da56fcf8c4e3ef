import { revalidateTag, unstable_cache } from 'next/cache'

/**
 * The cache tags of the pages rendered once for every anonymous visitor (the `~cached` folder). They are
 * coarse on purpose: a cached page is tagged with everything it may show, so a change can never leave
 * one stale, and expiring a tag costs only the next request's render of the pages behind it.
 *   CONTENT_TAG          content of no brand (stores, reusable parts): every brand's pages
 *   contentTagOf(brand)  the brand's own content: pages, front page, menus, banners, forms
 *   CATALOG_TAG          products, variants, categories, campaigns, ranges, list prices, stock signals
 *   articleTag(number)   an article's product page, the one page that shows its quantities: a quantity
 *                        that changes no signal (stockStatusChanged) expires that page alone, so orders
 *                        and stock feeds do not re-render every page of every brand
 * (Per-collection tags, for data cached apart from pages, are collections/shared/revalidate.ts's.)
 */
export const CONTENT_TAG = 'content'
export const CATALOG_TAG = 'catalog'
export const contentTagOf = (brand: string) => `content:${brand}`
export const articleTag = (articleNumber: string) => `article:${articleNumber}`

/** Every tag a brand's cached page carries. */
export const cachedPageTags = (brand: string) => [CONTENT_TAG, contentTagOf(brand), CATALOG_TAG]

/**
 * Tags the page being rendered: Next adds the tags of every cached read in a page's render to the page
 * itself, so this read of nothing is the page saying what it shows.
 */
export async function tagPage(tags: readonly string[]): Promise<void> {
  await unstable_cache(async () => true, ['page-tags', ...tags], { tags: [...tags] })()
}

/**
 * Expires `tags` at once (not stale-while-revalidate): the next request renders afresh, so a published
 * change or a new stock figure shows on the very next page view, on every instance sharing the cache.
 * Outside a Next server (the seed, scripts, unit tests) there is no cache to expire.
 */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // No Next request here: nothing is cached.
    }
  }
}

/**
 * Expires what a change to the stock of `articles` shows: their product pages, and every catalog page when
 * some signal changed (tiles, listings and their in-stock filter show signals, not quantities).
 */
export function expireStockPages(articles: Iterable<string>, statusChanged: boolean): void {
  expireTags(statusChanged ? [CATALOG_TAG] : [...articles].map(articleTag))
}
