import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import type { RedisClientType } from '@redis/client'
import { describe, expect, it } from 'vitest'
import { sizeOf, withLocalCopies } from '../../apps/web/src/page-cache/local-copies.mjs'
import { redisAvailable, twoInstancesClients } from './support/redis'

/**
 * Each instance's copies of the page cache in front of Redis (issue 17): two handlers on two clients stand
 * for two instances, each over the real Redis handler of cache-handler.mjs with a key prefix of its own.
 */

const { first, second } = twoInstancesClients()
let run = 0

type Entry = { lastModified: number; tags: string[]; lifespan: Record<string, number>; value: unknown }

/** A page as Next hands it to the handler, rendered at `at` (ms), fresh for 300 s. */
function page(html: string, tags: string[], at = Date.now()): Entry {
  return {
    lastModified: at,
    tags,
    lifespan: {
      lastModifiedAt: Math.floor(at / 1000),
      staleAt: Math.floor(at / 1000) + 300,
      expireAt: Math.floor(at / 1000) + 3600,
      staleAge: 300,
      expireAge: 3600,
      revalidate: 300,
    },
    value: { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), segmentData: new Map(), headers: {} },
  }
}

/** Two instances' handlers sharing one Redis (and one key prefix), each with its own copies. */
function twoInstances(limitBytes = 10_000_000, now?: () => number) {
  const keyPrefix = `test:copies:${process.pid}:${Date.now()}:${++run}:`
  const instance = (client: RedisClientType) => {
    const shared = createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 })
    return withLocalCopies(shared, {
      client,
      expiredTagsKey: `${keyPrefix}__revalidated_tags__`,
      limitBytes,
      timeoutMs: 1_000,
      ...(now ? { now } : {}),
    })
  }
  return { a: instance(first()), b: instance(second()), keyPrefix }
}

const meta = { implicitTags: ['_N_T_/nordbygg/none/~cached/produkt/skruv'] }
const htmlOf = (entry: unknown) => (entry as { value: { html: string } } | null)?.value.html

describe.skipIf(!redisAvailable)('local copies in front of Redis', () => {
  it('answers a page another instance rendered from Redis once, then from its copy', async () => {
    const { a, b, keyPrefix } = twoInstances()
    await a.set('/produkt/skruv', page('Skruv 4,2 × 35', ['catalog', 'article:1000024']))
    expect(htmlOf(await b.get('/produkt/skruv', meta))).toBe('Skruv 4,2 × 35')
    expect(b.size).toBe(1)
    // Gone from Redis behind its back (not by an expiry): b still answers from its copy.
    await first().unlink(`${keyPrefix}/produkt/skruv`)
    expect(htmlOf(await b.get('/produkt/skruv', meta))).toBe('Skruv 4,2 × 35')
  })

  it('hides a copy on every instance once any instance expires one of its tags, and reads the new render', async () => {
    const { a, b } = twoInstances()
    await a.set('/produkt/skruv', page('12,90 kr', ['catalog', 'article:1000024'], Date.now() - 1_000))
    expect(htmlOf(await b.get('/produkt/skruv', meta))).toBe('12,90 kr')
    expect(htmlOf(await a.get('/produkt/skruv', meta))).toBe('12,90 kr')

    await a.revalidateTag('article:1000024')
    expect(await b.get('/produkt/skruv', meta)).toBeNull()
    expect(await a.get('/produkt/skruv', meta)).toBeNull()

    await a.set('/produkt/skruv', page('9,90 kr', ['catalog', 'article:1000024']))
    expect(htmlOf(await b.get('/produkt/skruv', meta))).toBe('9,90 kr')
  })

  it('hides a copy when a path tag Next passes at reading (revalidatePath) is expired', async () => {
    const { a, b } = twoInstances()
    await a.set('/produkt/skruv', page('Skruv', ['catalog'], Date.now() - 1_000))
    expect(htmlOf(await b.get('/produkt/skruv', meta))).toBe('Skruv')
    await a.revalidateTag(meta.implicitTags[0] as string)
    expect(await b.get('/produkt/skruv', meta)).toBeNull()
  })

  it('keeps a copy whose tags another instance has not touched', async () => {
    const { a, b } = twoInstances()
    await a.set('/kundservice', page('Kundservice', ['content', 'content:nordbygg'], Date.now() - 1_000))
    expect(htmlOf(await b.get('/kundservice', meta))).toBe('Kundservice')
    await a.revalidateTag('content:trahuset')
    expect(htmlOf(await b.get('/kundservice', meta))).toBe('Kundservice')
  })

  it('asks Redis again once a copy is past its revalidate time, for what another instance rendered since', async () => {
    let clock = Date.now()
    const { a, b } = twoInstances(10_000_000, () => clock)
    await a.set('/', page('Startsidan', ['content'], clock))
    expect(htmlOf(await b.get('/', meta))).toBe('Startsidan')
    clock += 301_000
    await a.set('/', page('Startsidan, ny', ['content'], clock))
    expect(htmlOf(await b.get('/', meta))).toBe('Startsidan, ny')
  })

  it('keeps within its memory, dropping the copy answered longest ago', async () => {
    const one = page('x'.repeat(10_000), ['catalog'])
    const { a } = twoInstances(sizeOf(one) * 2 + 100)
    await a.set('/1', one)
    await a.set('/2', page('y'.repeat(10_000), ['catalog']))
    await a.get('/1', meta)
    await a.set('/3', page('z'.repeat(10_000), ['catalog']))
    expect(a.size).toBe(2)
    expect(a.bytes).toBeLessThanOrEqual(sizeOf(one) * 2 + 100)
  })
})
