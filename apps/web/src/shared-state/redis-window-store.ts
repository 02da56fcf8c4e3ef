import type { RedisClientType } from '@redis/client'
import type { LimitedKey, WindowKey, WindowStore } from '@shop/commerce/rate/window-store'

/**
 * A WindowStore every instance shares: each key a sorted set of its uses (score = time), trimmed to its
 * window and expiring with it. `takeIfUnder` is one Lua script, so the check and the take of every key
 * happen as one step in Redis: two instances cannot both take the last use.
 */

const TAKE_IF_UNDER = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local uses = {}
local taken = 1
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local scores = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  local list = {}
  for j = 2, #scores, 2 do list[#list + 1] = scores[j] end
  uses[i] = list
  if #list >= limit then taken = 0 end
end
if taken == 1 then
  for i, key in ipairs(KEYS) do
    redis.call('ZADD', key, now, member)
    redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
  end
end
return { taken, uses }
`

let sequence = 0
/** A member no other use has: two uses at the same millisecond are two. */
const member = (now: number) => `${now}:${process.pid}:${++sequence}:${Math.random().toString(36).slice(2, 8)}`

export function redisWindowStore(client: RedisClientType, namespace = 'shop:window:'): WindowStore {
  const name = (key: string) => `${namespace}${key}`
  return {
    async recent({ key, windowMs }: WindowKey, now) {
      const scores = await client.zRangeByScoreWithScores(name(key), `(${now - windowMs}`, '+inf')
      return scores.map((entry) => entry.score)
    },
    async add(keys, now) {
      const batch = client.multi()
      for (const { key, windowMs } of keys) {
        batch.zAdd(name(key), { score: now, value: member(now) })
        batch.zRemRangeByScore(name(key), '-inf', now - windowMs)
        batch.pExpire(name(key), windowMs)
      }
      await batch.exec()
    },
    async takeIfUnder(keys: readonly LimitedKey[], now) {
      const reply = (await client.eval(TAKE_IF_UNDER, {
        keys: keys.map(({ key }) => name(key)),
        arguments: [
          String(now),
          member(now),
          ...keys.flatMap(({ limit, windowMs }) => [String(limit), String(windowMs)]),
        ],
      })) as [number, string[][]]
      const [taken, uses] = reply
      return { taken: taken === 1, uses: uses.map((list) => list.map(Number)) }
    },
    async forget(key) {
      await client.del(name(key))
    },
  }
}
