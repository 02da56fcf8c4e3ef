import { createClient } from '@redis/client'

/** Null when Redis answers PING at `url`, else why not (printed as the reason for skipping). */
export async function redisUnavailable(url) {
  const client = createClient({ url, socket: { connectTimeout: 1_500, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return null
  } catch (error) {
    return error.message || String(error)
  } finally {
    await client.close().catch(() => undefined)
  }
}

/** Empties the Redis database at `url` (its number in the path): for a test suite's own database only. */
export async function flushRedisDb(url) {
  const client = createClient({ url })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.flushDb()
  } finally {
    await client.close()
  }
}

/**
 * Deletes what the page cache of one build keeps in Redis at `url` (apps/web/cache-handler.mjs keys it all
 * `shop:next:<build id>:…`, its tags too), leaving every other key of the database alone. Resolves with
 * how many keys went.
 */
export async function dropPageCache(url, buildId) {
  const client = createClient({ url })
  client.on('error', () => {})
  await client.connect()
  try {
    let deleted = 0
    for await (const keys of client.scanIterator({ MATCH: `shop:next:${buildId}:*`, COUNT: 500 })) {
      if (keys.length > 0) deleted += await client.del(keys)
    }
    return deleted
  } finally {
    await client.close()
  }
}
