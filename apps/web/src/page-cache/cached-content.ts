import 'server-only'
import type { ContentQuery, ContentSource } from '@shop/content'
import { unstable_cache } from 'next/cache'
import { CONTENT_TAG, contentTagOf } from './tags'

/** The content model's shape, in the cache key (see product-shared.ts: the data cache outlives a deploy). */
const SHAPE = 'v1'
const MAX_AGE_SECONDS = 300

/**
 * A Payload brand's page documents (front page, content pages, listing pages) kept in Next's data cache
 * for every render that asks for them: a logged-in shopper's pages are rendered per request, and reading
 * one page is a relational query across every block table that drizzle builds afresh each time, about a
 * fifth of a small content page's render (docs/benchmarks.md). A save expires them with the brand's
 * content tag (collections/shared/revalidate.ts); previews always read the database.
 */
export function cachedContentSource(source: ContentSource): ContentSource {
  function cached<Q extends ContentQuery, R>(name: string, read: (query: Q) => Promise<R>) {
    return (query: Q): Promise<R> =>
      query.preview
        ? read(query)
        : unstable_cache(() => read(query), ['content', SHAPE, name, JSON.stringify(query)], {
            tags: [CONTENT_TAG, contentTagOf(query.brand)],
            revalidate: MAX_AGE_SECONDS,
          })()
  }
  return {
    ...source,
    frontPage: cached('frontPage', source.frontPage),
    contentPage: cached('contentPage', source.contentPage),
    listingPage: cached('listingPage', source.listingPage),
  }
}
