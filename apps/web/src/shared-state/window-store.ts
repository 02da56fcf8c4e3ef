import 'server-only'
import { memoryWindowStore, type WindowStore } from '@shop/commerce/rate/window-store'
import { env } from '../env'
import { redis } from './redis'
import { redisWindowStore } from './redis-window-store'

/**
 * The one WindowStore of this process, for the login and reset throttles and the rate limits: Redis
 * with REDIS_URL (every instance counts together), else memory (one process: the embedded default).
 */
let store: WindowStore | null = null

export function sharedWindowStore(): WindowStore {
  if (store) return store
  const url = env.REDIS_URL
  if (!url) {
    store = memoryWindowStore()
    return store
  }
  // Each call waits for the connection: the first request after boot may be the one that opens it.
  const connected = async () => redisWindowStore(await redis(url))
  store = {
    recent: async (key, now) => (await connected()).recent(key, now),
    add: async (keys, now) => (await connected()).add(keys, now),
    takeIfUnder: async (keys, now) => (await connected()).takeIfUnder(keys, now),
    forget: async (key) => (await connected()).forget(key),
  }
  return store
}
