import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../apps/web/src/env'
import { objectStorage } from '../../apps/web/src/media/object-storage'
import {
  type Buyers,
  makeBuyers,
  ordersWithKey,
  parse,
  pickArticles,
  raceOnce,
  readyForRace,
  setStock,
  stockOf,
} from '../../bench/lib/checkout.mjs'
import { request, sleep, webDir } from '../../bench/lib/server.mjs'
import { clusterUnavailable, type Instance, jsonLines, startTestCluster, type TestCluster } from './cluster'

/**
 * Two real instances of the production build on one Postgres database and one Redis, behind HAProxy
 * (issue 17). The tests share one cluster and run in order; the last two stop the instances (SIGKILL,
 * then SIGTERM), so a test that needs both running goes before them.
 */

const unavailable = await clusterUnavailable()
if (unavailable) console.warn(`Tests of several instances skipped: ${unavailable}`)

const run = Math.random().toString(36).slice(2, 8)
const DEMO_PASSWORD = 'Demo-12345'
const LOGIN = '/api/auth/v2/sessions'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function accessToken(port: number, email: string): Promise<string> {
  const res = await request({ port, method: 'POST', path: LOGIN, body: { email, logonPassword: DEMO_PASSWORD } })
  expect(res.status).toBe(200)
  return parse(res.body).AuthenticationResult.AccessToken
}

/** A final answer: an order placed (201) or refused for want of stock (422); anything else is tried again. */
const settled = (res: { status: number } | null) => res !== null && (res.status === 201 || res.status === 422)

describe.skipIf(unavailable)('two instances on Postgres and Redis behind HAProxy', () => {
  let cluster: TestCluster
  let buyers: Buyers
  let articles: { race: string; throughput: string }

  beforeAll(async () => {
    cluster = await startTestCluster()
    // Buyer i talks to instance i % 2 directly.
    buyers = await makeBuyers(40, { ports: cluster.instances.map((instance) => instance.port) })
    await buyers.logIn()
    articles = await pickArticles(cluster.db)
  })

  afterAll(async () => {
    await cluster?.stop()
  })

  const both = (): readonly [Instance, Instance] => {
    const [a, b] = cluster.instances
    if (!a || !b) throw new Error('the cluster has fewer than two instances')
    return [a, b] as const
  }

  it('gives every answer a request id, keeps a sane one, and logs a fault of a route as one JSON line with it', async () => {
    const [first] = both()
    // The balancer makes one for a request without (and logs it); an instance reached directly makes a UUID.
    const viaBalancer = await request({ port: cluster.balancer.port, path: '/api/health' })
    expect(viaBalancer.status).toBe(200)
    expect(viaBalancer.headers['x-request-id']).toMatch(/^[0-9A-F]{16,}$/)
    expect((await request({ port: first.port, path: '/api/health' })).headers['x-request-id']).toMatch(UUID)
    const own = `test-${run}`
    const kept = await request({ port: first.port, path: '/api/health', headers: { 'x-request-id': own } })
    expect(kept.headers['x-request-id']).toBe(own)
    const odd = await request({ port: first.port, path: '/api/health', headers: { 'x-request-id': 'two words' } })
    expect(odd.headers['x-request-id']).toMatch(UUID)

    const faultId = `fault-${run}`
    const admin = await accessToken(first.port, 'siteadmin@demo.test')
    const fault = await request({
      port: first.port,
      method: 'POST',
      path: '/api/diagnostics/error-report',
      body: { marker: faultId },
      headers: { authorization: `Bearer ${admin}`, 'x-request-id': faultId },
    })
    expect(fault.status).toBe(500)
    expect(fault.headers['x-request-id']).toBe(faultId)
    const lines = jsonLines(first)
    expect(lines.find((line) => line.requestId === faultId)).toMatchObject({
      level: 'error',
      route: 'POST /api/diagnostics/error-report',
      err: { message: expect.stringContaining(faultId) },
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'server started', database: 'postgres', redis: true, graceful: true }),
    )
  })

  it('holds the login throttle across both instances', async () => {
    const [a, b] = both()
    const email = `ingen.${run}@demo.test`
    const address = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` }
    const statuses: number[] = []
    // Wrong passwords, by turns to each instance. Five failures are allowed, then each must wait (and
    // longer after every further failure), so a 429 comes within a few more attempts however slow the
    // machine. Counted in each process, neither instance would have seen five by the eighth attempt.
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const port = (i % 2 ? b : a).port
      const res = await request({
        port,
        method: 'POST',
        path: LOGIN,
        body: { email, logonPassword: `fel-${i}` },
        headers: address,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses).toContain(429)
  })

  it('sells exactly the stock when buyers on both instances race for it', async () => {
    const result = await raceOnce(buyers, cluster.db, articles.race, { stock: 10, prefix: `race-${run}-` })
    expect(result.problems).toEqual([])
    expect(result.won).toBe(10)
    expect(Object.values(result.servedBy)).toEqual([20, 20])
  })

  it('places one order for retries with the same idempotency key, at once on both instances and then through the balancer', async () => {
    const [a, b] = both()
    await setStock(cluster.db, articles.throughput, 1000)
    await buyers.fill([0], articles.throughput)
    const key = `retry-${run}`
    const twins = await Promise.all([buyers.checkout(0, key, a.port), buyers.checkout(0, key, b.port)])
    const later = [
      await buyers.checkout(0, key, cluster.balancer.port),
      await buyers.checkout(0, key, cluster.balancer.port),
    ]
    const answers = [...twins, ...later]
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201])
    expect(new Set(answers.map((res) => parse(res.body).orders[0].orderId)).size).toBe(1)
    expect(await ordersWithKey(cluster.db, key)).toHaveLength(1)
    expect(await stockOf(cluster.db, articles.throughput)).toBe(999)
  })

  it('serves one page cache from both instances, and a published change shows on both within the second', async () => {
    const [a, b] = both()
    const view = (instance: Instance) =>
      request({ port: instance.port, host: 'trahuset.localhost', path: '/kundservice' })
    expect((await view(a)).status).toBe(200)
    // Rendered once, on a: b answers from the same cache, in Redis, and takes the page's own lifetime with
    // it: still fresh when it is older than Next's 1 s default, so b does not render it once more.
    expect((await view(b)).headers['x-nextjs-cache']).toBe('HIT')
    await sleep(1_500)
    expect((await view(b)).headers['x-nextjs-cache']).toBe('HIT')

    const auth = { authorization: `Bearer ${await accessToken(a.port, 'editor.trahuset@demo.test')}` }
    const found = await request({
      port: a.port,
      path: '/api/payload/pages?where[brand][equals]=trahuset&where[slug][equals]=kundservice',
      headers: auth,
    })
    const id = parse(found.body).docs[0].id
    const title = `Kundservice ${run}`
    const saved = await request({
      port: a.port,
      method: 'PATCH',
      path: `/api/payload/pages/${id}`,
      body: { title, _status: 'published' },
      headers: auth,
    })
    expect(saved.status).toBe(200)
    // Published on a; b, which held the page, shows the change within the second the issue allows. Next
    // expires the tags in the shared cache just after the answer to the write has left (as it must: after
    // the transaction has committed), so a request in those same milliseconds may still get the old page.
    let shown: Awaited<ReturnType<typeof view>> | undefined
    await expect
      .poll(
        async () => {
          shown = await view(b)
          return shown.body
        },
        { timeout: 1_000, interval: 50 },
      )
      .toContain(title)
    // Rendered afresh because the tag was expired in the shared cache (a page only found old by its age would
    // have been served stale first, and the change shown a request later).
    expect(shown?.headers['x-nextjs-cache']).toBe('MISS')
    const again = await view(a)
    expect(again.body).toContain(title)
    expect(again.headers['x-nextjs-cache']).toBe('HIT')
  })

  it("answers Next's build files from the balancer's memory, to each browser in the encoding it asked for", async () => {
    const page = await request({ port: cluster.balancer.port, path: '/' })
    const file = page.body.match(/<script src="(\/_next\/static\/[^"]+\.js)" async=""/)?.[1]
    if (!file) throw new Error('the front page names no script of the build')
    const get = async (encoding: string) => {
      const res = await fetch(`${cluster.balancer.url}${file}`, { headers: { 'accept-encoding': encoding } })
      return { res, text: await res.text() }
    }
    const gzipFirst = await get('gzip')
    expect(gzipFirst.res.headers.get('content-encoding')).toBe('gzip')
    expect(gzipFirst.res.headers.get('age')).toBeNull()
    // Kept: the next browser asking for gzip gets it from the balancer (an Age header only HAProxy's cache adds).
    const gzipAgain = await get('gzip')
    expect(gzipAgain.res.headers.get('content-encoding')).toBe('gzip')
    expect(gzipAgain.res.headers.get('age')).not.toBeNull()
    expect(gzipAgain.text).toBe(gzipFirst.text)
    // A browser that cannot read gzip never gets the gzipped copy: its own is fetched, then kept apart.
    for (let i = 0; i < 2; i++) {
      const plain = await get('identity')
      expect(plain.res.headers.get('content-encoding')).toBeNull()
      expect(plain.text).toBe(gzipFirst.text)
    }
  })

  it('keeps an upload in the bucket: sent to one instance, served by the other, and deleted by it from both', async () => {
    const [a, b] = both()
    const auth = { Authorization: `Bearer ${await accessToken(a.port, 'editor.trahuset@demo.test')}` }
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f5d34' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'Altan Lärk.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Nylagd altan i lärk', brand: 'trahuset' }))
    const created = await fetch(`${a.url}/api/payload/media`, { method: 'POST', headers: auth, body: form })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as {
      doc: { id: number; filename: string; sizes: Record<string, { filename: string | null }> }
    }
    expect(doc.filename).toMatch(/^altan-lark-[0-9a-f]{10}\.jpg$/)
    const files = [doc.filename, ...Object.values(doc.sizes).map((size) => size.filename)].filter(Boolean)
    expect(files).toHaveLength(6)

    // In the bucket, on neither instance's disk.
    const storage = objectStorage(parseEnv())
    if (!storage) throw new Error('the cluster runs without S3 settings')
    const bucket = new S3Client(storage.config)
    const stored = async () =>
      (await bucket.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: 'altan-lark-' }))).Contents?.map(
        (object) => object.Key,
      ) ?? []
    expect((await stored()).sort()).toEqual([...files].sort())
    expect(existsSync(path.join(webDir, 'data/uploads/media', doc.filename))).toBe(false)

    // The other instance serves the file, and its optimizer a modern format from it.
    const served = await fetch(`${b.url}/media/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true)
    const optimized = await fetch(
      `${b.url}/_next/image?url=${encodeURIComponent(`/media/${doc.filename}`)}&w=640&q=75`,
      {
        headers: { Accept: 'image/avif,image/webp,*/*' },
      },
    )
    expect(optimized.status).toBe(200)
    expect(optimized.headers.get('content-type')).toBe('image/avif')

    // Deleted on the other instance: gone from the bucket, and neither serves it.
    const deleted = await fetch(`${b.url}/api/payload/media/${doc.id}`, { method: 'DELETE', headers: auth })
    expect(deleted.status).toBe(200)
    expect(await stored()).toEqual([])
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/media/${doc.filename}`)).status).toBe(404)
  })

  it('loses no order and books no stock twice when an instance is killed in the middle of checkouts', async () => {
    const [victim] = both()
    const all: number[] = buyers.emails.map((_: string, i: number) => i)
    const stock = 20
    await readyForRace(buyers, cluster.db, articles.race, all)
    await setStock(cluster.db, articles.race, stock)
    const prefix = `kill-${run}-`
    let killed = false
    // Half of the buyers check out on the victim, half on the other; the victim is killed as soon as it
    // has answered one, with the rest of its checkouts in flight.
    const first = await Promise.all(
      all.map(async (i) => {
        try {
          const res = await buyers.checkout(i, `${prefix}b${i}`)
          if (!killed && buyers.portOf(i) === victim.port) {
            killed = true
            victim.kill('SIGKILL')
          }
          return res
        } catch {
          return null
        }
      }),
    )
    expect(await victim.exited).toBe('SIGKILL')
    const interrupted = all.filter((i) => !settled(first[i] ?? null))
    expect(interrupted.length).toBeGreaterThan(0)

    // A client whose checkout got no answer tries again with the same key, through the balancer.
    const final = [...first]
    for (const i of interrupted) {
      for (let attempt = 0; attempt < 20 && !settled(final[i] ?? null); attempt++) {
        if (attempt > 0) await sleep(500)
        final[i] = await buyers.checkout(i, `${prefix}b${i}`, cluster.balancer.port).catch(() => null)
      }
    }
    expect(final.every((res) => settled(res ?? null))).toBe(true)

    const answered = final.filter((res) => res?.status === 201).map((res) => parse(res?.body ?? '').orders[0].orderId)
    const stored = await ordersWithKey(cluster.db, prefix)
    expect(answered).toHaveLength(stock)
    expect(new Set(answered).size).toBe(stock)
    expect(stored.map((order: { order_id: string }) => order.order_id).sort()).toEqual([...answered].sort())
    expect(await stockOf(cluster.db, articles.race)).toBe(0)
  })

  it('finishes a request in flight when stopped with SIGTERM, then exits 0', async () => {
    const [, survivor] = both()
    const body = JSON.stringify({ email: 'user@demo.test', logonPassword: DEMO_PASSWORD })
    const half = Math.floor(body.length / 2)
    let sendRest!: () => void
    let answer!: Promise<{ status: number; body: string }>
    // A login whose body comes in two parts: the server has it (100 Continue) before the signal, the rest after.
    const serverHasIt = new Promise<void>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: survivor.port,
        method: 'POST',
        path: LOGIN,
        headers: {
          host: 'nordbygg.localhost',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      })
      req.on('continue', () => {
        req.write(body.slice(0, half))
        resolve()
      })
      req.on('error', reject)
      sendRest = () => req.end(body.slice(half))
      answer = new Promise((done, fail) => {
        req.on('response', (res) => {
          let text = ''
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => done({ status: res.statusCode ?? 0, body: text }))
        })
        req.on('error', fail)
      })
    })
    await serverHasIt

    survivor.kill('SIGTERM')
    // It stops taking requests: a new connection is refused.
    let refused = false
    for (let i = 0; i < 200 && !refused; i++) {
      refused = await request({ port: survivor.port, path: '/api/health?probe=live', timeout: 2_000 }).then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      )
      if (!refused) await sleep(100)
    }
    expect(refused).toBe(true)

    sendRest()
    const res = await answer
    expect(res.status).toBe(200)
    expect(parse(res.body).AuthenticationResult.AccessToken).toEqual(expect.any(String))
    expect(await survivor.exited).toBe(0)
    const lines = jsonLines(survivor)
    expect(lines).toContainEqual(expect.objectContaining({ signal: 'SIGTERM', level: 'info' }))
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', code: 0 })
  })
})
