import { createClient, type RedisClientType } from '@redis/client'
import { afterAll, beforeAll } from 'vitest'
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

/**
 * Two clients, as two instances would have, opened before the file's tests (when Redis answers) and closed
 * after them: read them inside a test.
 */
export function twoInstancesClients(): { first: () => RedisClientType; second: () => RedisClientType } {
  let clients: RedisClientType[] = []
  beforeAll(async () => {
    if (redisAvailable) clients = [await redisClient(), await redisClient()]
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
  })
  const nth = (i: number) => () => {
    const client = clients[i]
    if (!client) throw new Error('Redis clients are opened before the tests, when Redis answers')
    return client
  }
  return { first: nth(0), second: nth(1) }
}
