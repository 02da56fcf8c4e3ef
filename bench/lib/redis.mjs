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
