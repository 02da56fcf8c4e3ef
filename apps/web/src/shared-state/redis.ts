import { createClient, type RedisClientType } from '@redis/client'
import { log } from '../monitoring/log'

/**
 * The Redis connection state shared by several instances lives on (REDIS_URL): one client per process,
 * connected on first use. Commands wait while it reconnects; a Redis that stays away makes them fail,
 * which the callers treat as any other fault of ours (and /api/health reports).
 */
const shared = new Map<string, Promise<RedisClientType>>()

export function connectRedis(url: string): Promise<RedisClientType> {
  const client: RedisClientType = createClient({
    url,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 100, 2_000) },
  })
  // Without a listener an 'error' event would end the process; reconnecting is the client's own job.
  client.on('error', (error: Error) => log.warn({ err: error }, `Redis: ${error.message}`))
  return client.connect().then(() => client)
}

/** This process's client for REDIS_URL (one per address). */
export function redis(url: string): Promise<RedisClientType> {
  let client = shared.get(url)
  if (!client) {
    client = connectRedis(url)
    shared.set(url, client)
    client.catch(() => shared.delete(url))
  }
  return client
}

/** Closes this process's clients (shutdown): commands already sent are answered first. */
export async function closeRedis(): Promise<void> {
  const clients = [...shared.values()]
  shared.clear()
  await Promise.all(clients.map(async (client) => (await client.catch(() => null))?.close()))
}
