import { createClient, type RedisClientType } from '@redis/client'
import { redisUnavailable } from '../../../bench/lib/redis.mjs'

/**
 * The local Redis (127.0.0.1:6379 on these machines and CI's). Tests that need it are skipped, with the
 * reason printed once, when none answers.
 */
export const REDIS_URL = 'redis://127.0.0.1:6379/15'

const redisProblem = await redisUnavailable(REDIS_URL)
if (redisProblem) {
  console.warn(`[integration] Redis-testerna hoppas över: ingen Redis svarar på ${REDIS_URL} (${redisProblem}).`)
}

export const redisAvailable = redisProblem === null

/** A client of its own, as a second instance would have. */
export async function redisClient(): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url: REDIS_URL })
  client.on('error', () => {})
  await client.connect()
  return client
}
