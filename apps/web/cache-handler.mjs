/**
 * Next's cache in Redis, for several instances (REDIS_URL): the pages rendered once for every anonymous
 * visitor (src/page-cache/) and the data cached with unstable_cache live in one place, so an instance
 * serves what another rendered, and a tag one instance expires (a content publish, a stock change) is
 * gone for all of them at once. Each instance answers from its own copies of what it read while they
 * hold (src/page-cache/local-copies.mjs). next.config.ts uses this only when REDIS_URL is set at start;
 * without it Next keeps its own cache in the process and on disk, which is right for one instance.
 *
 * The handler is @fortedigital/nextjs-cache-handler's Redis one (maintained for Next 15 and 16, tags
 * kept in a hash with their own expiry, entries expiring with their revalidate time). Next loads this
 * file itself, outside the app's bundle, so it has its own client rather than src/shared-state's.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { withLocalCopies } from './src/page-cache/local-copies.mjs'

/** How long a cache read or write may wait for Redis before Next renders without it. */
const TIMEOUT_MS = 1_000

/** The Redis handler's hash of tags and the times they were expired (REVALIDATED_TAGS_KEY in the package). */
const EXPIRED_TAGS = '__revalidated_tags__'

/** The in-process copies' share of memory: next.config.ts writes the parsed PAGE_CACHE_MEMORY_MB here. */
const copiesLimitBytes = () => Number(process.env.PAGE_CACHE_MEMORY_MB ?? 0) * 1024 * 1024

CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  // Not awaited: while Redis is away every read is a miss and the page is rendered afresh, never stale
  // and never failed; the client keeps reconnecting (GET /api/health reports Redis meanwhile).
  client.on('error', () => {})
  client.connect().catch(() => {})
  // Per build: a deploy never serves pages its predecessor rendered (and their keys run out).
  const keyPrefix = `shop:next:${buildId ?? 'dev'}:`
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS })
  const limitBytes = copiesLimitBytes()
  return {
    handlers: [
      limitBytes > 0
        ? withLocalCopies(shared, {
            client,
            expiredTagsKey: keyPrefix + EXPIRED_TAGS,
            limitBytes,
            timeoutMs: TIMEOUT_MS,
          })
        : shared,
    ],
  }
})

/**
 * The handler keeps each entry's revalidate time but returns the entry without it, and Next then takes
 * the time this process remembers from rendering the page itself, or else 1 s: every instance would find
 * a page another one rendered stale after a second and render it once more. Handed back as the entry's
 * `cacheControl` (which Next prefers over its own memory), a page is rendered once for all instances.
 */
class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const revalidate = entry?.lifespan?.revalidate
    return typeof revalidate === 'number' ? { ...entry, cacheControl: { revalidate, expire: undefined } } : entry
  }
}

export default SharedCacheHandler
