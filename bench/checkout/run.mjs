#!/usr/bin/env node
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  CART,
  expectStatus,
  HOST,
  makeBuyers,
  parse,
  pickArticles,
  pool,
  raceOnce,
  setStock,
} from '../lib/checkout.mjs'
import { redisUnavailable, startCluster } from '../lib/cluster.mjs'
import { load } from '../lib/load.mjs'
/**
 * Cart and checkout benchmark (issue 6), one command: `npm run bench:checkout [-- --quick]`.
 *
 * Builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it), then for SQLite and for Postgres in
 * turn (a Postgres that does not answer is skipped with the reason printed):
 *  1. seeds a fresh benchmark database (BENCH_VARIANTS, default 6,000, + demo data; SQLite file
 *     apps/web/data/bench-checkout.db, Postgres a database of its own that is dropped at the end),
 *  2. creates BENCH_BUYERS buyers straight in it (checkout/buyers.ts), starts `next start` with the
 *     end-to-end environment (TRUST_PROXY=127.0.0.1,::1: the balancer's address) and logs every buyer in once (bearer tokens),
 *  3. cart add: POST /api/cart/v2/cart/current/variants/batch/add (one line of 1 unit, rotating over
 *     10 articles, DBI) with autocannon at BENCH_CONNECTIONS connections, each connection its own buyer,
 *     BENCH_WARMUP s warm-up then BENCH_DURATION s measured; p50/p95 over every response,
 *  4. checkout throughput: every buyer gets a one-line cart (1 unit, DBI, ample stock) and checks it out
 *     (Idempotency-Key, {orderDetails: {DBI: contact person and phone}}) at BENCH_CONNECTIONS at a time, BENCH_ROUNDS rounds;
 *     checkouts/s = checkouts / wall time of the round,
 *  5. the race: stock of one article at the central warehouse set to BENCH_RACE_STOCK (10) units
 *     (stock_type LAG), every buyer holds 1 unit of it in the cart, and all check out at once;
 *     exactly BENCH_RACE_STOCK answers 201, the rest 422 errors.invalid_order, no 5xx, stock ends at 0
 *     and is never seen below 0 (polled during the race), as many orders in the database as 201s.
 *     BENCH_RACE_REPEATS (20) repeats, stock reset and emptied carts refilled in between.
 * Exit code 1 when any race repeat breaks that rule or any request answered 5xx.
 *
 * --quick: 5 s cart add after 2 s warm-up, 1 checkout round, 3 race repeats.
 * `postgres-2` in BENCH_CHECKOUT_DATABASES runs all of it on two instances behind HAProxy (bench/lib/cluster.mjs,
 * Redis at BENCH_REDIS_URL, default redis://127.0.0.1:6379/8): every request through the balancer, round-robin,
 * and the race table says which instance answered how many.
 * Env: BENCH_CHECKOUT_DATABASES (sqlite,postgres; or postgres-2), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432),
 * BENCH_BUYERS (200), BENCH_CONNECTIONS (20), BENCH_DURATION (20), BENCH_WARMUP (5), BENCH_ROUNDS (3),
 * BENCH_RACE_REPEATS (20), BENCH_RACE_STOCK (10), plus bench/lib/server.mjs's (BENCH_PORT, BENCH_SKIP_BUILD, …).
 */
import { useLocalS3 } from '../lib/object-storage.mjs'
import { dropPostgresDatabase, postgresUnavailable } from '../lib/postgres.mjs'
import {
  config,
  ensureBuild,
  isPostgres,
  log,
  machine,
  markdownTable,
  openDb,
  prepareDatabase,
  quantile,
  resultsDir,
  rssMB,
  stamp,
  startServer,
} from '../lib/server.mjs'

const quick = process.argv.includes('--quick')
const num = (name, normal, short) => Number(process.env[name] || (quick ? short : normal))
const BUYERS = num('BENCH_BUYERS', 200, 200)
const CONNECTIONS = num('BENCH_CONNECTIONS', 20, 20)
const DURATION = num('BENCH_DURATION', 20, 5)
const WARMUP = num('BENCH_WARMUP', 5, 2)
const ROUNDS = num('BENCH_ROUNDS', 3, 1)
const REPEATS = num('BENCH_RACE_REPEATS', 20, 3)
const RACE_STOCK = num('BENCH_RACE_STOCK', 10, 10)
const DATABASES = (process.env.BENCH_CHECKOUT_DATABASES || 'sqlite,postgres').split(',').map((s) => s.trim())
const PG_BASE = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/8'
const TARGET_ADD_P95 = 80

// A small catalog is enough: carts and checkout read a handful of rows by key.
config.variants = Number(process.env.BENCH_VARIANTS || 6000)
config.reset = true
// The end-to-end server's environment (apps/web e2e:serve).
process.env.TRUST_PROXY = '127.0.0.1,::1'

const runId = stamp()

const fmt = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits))

// ---------------------------------------------------------------------------------------------------
// 1. Cart add under load

function cannon(buyers, articles, seconds) {
  let clientIndex = 0
  let article = 0
  // Each connection is one logged-in buyer adding to their own cart.
  const setupClient = (client) => {
    const token = buyers.tokens[clientIndex++ % buyers.tokens.length]
    client.setRequests([
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: `${CART}/variants/batch/add`,
          headers: {
            host: `${HOST}:${config.port}`,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            items: [{ articleNumber: articles[article++ % articles.length], quantity: 1, deliveryId: 'DBI' }],
          }),
        }),
      },
    ])
  }
  return load({ connections: CONNECTIONS, setupClient }, seconds)
}

async function cartAdd(buyers, articles, serving) {
  const all = buyers.emails.map((_, i) => i)
  await buyers.fill(all, null)
  // One probe: the answer must be the whole cart with no refused line.
  const probe = await buyers.call(0, 'POST', '/variants/batch/add', {
    items: [{ articleNumber: articles[0], quantity: 1, deliveryId: 'DBI' }],
  })
  expectStatus(probe, 200, 'cart add probe')
  if (parse(probe.body)?.errors?.length) throw new Error(`cart add probe refused: ${probe.body.slice(0, 300)}`)
  if (WARMUP > 0) {
    log(`cart add: warm-up ${WARMUP} s`)
    await cannon(buyers, articles, WARMUP)
  }
  log(`cart add: ${DURATION} s at ${CONNECTIONS} connections (${CONNECTIONS} buyers)`)
  const { result, times, statuses, errors } = await cannon(buyers, articles, DURATION)
  times.sort((a, b) => a - b)
  const non2xx = Object.entries(statuses)
    .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
    .reduce((n, [, c]) => n + c, 0)
  const summary = {
    connections: CONNECTIONS,
    seconds: result.duration,
    responses: times.length,
    rps: times.length / result.duration,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? null,
    statusCodes: statuses,
    non2xx,
    errors: errors + result.errors,
    timeouts: result.timeouts,
    serverRssMB: serving.rss(),
  }
  log(
    `cart add: ${fmt(summary.rps)} req/s, p50 ${fmt(summary.p50)} ms, p95 ${fmt(summary.p95)} ms, non-2xx ${non2xx}, errors ${summary.errors}`,
  )
  return summary
}

// ---------------------------------------------------------------------------------------------------
// 2. Checkout throughput

async function throughput(buyers, db, articleNumber) {
  const all = buyers.emails.map((_, i) => i)
  await setStock(db, articleNumber, 1_000_000)
  const rounds = []
  for (let round = 1; round <= ROUNDS; round++) {
    await buyers.fresh()
    await buyers.fill(all, articleNumber)
    const times = []
    const statuses = {}
    const samples = []
    const started = performance.now()
    await pool(all, CONNECTIONS, async (i) => {
      const t0 = performance.now()
      const res = await buyers.checkout(i, `tp-${runId}-r${round}-b${i}`)
      times.push(performance.now() - t0)
      statuses[res.status] = (statuses[res.status] ?? 0) + 1
      if (res.status !== 201 && samples.length < 3) samples.push(`${res.status} ${res.body.slice(0, 300)}`)
    })
    const seconds = (performance.now() - started) / 1000
    times.sort((a, b) => a - b)
    const r = {
      round,
      checkouts: all.length,
      seconds,
      perSecond: (statuses[201] ?? 0) / seconds,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      statusCodes: statuses,
      samples,
    }
    log(
      `checkout round ${round}: ${fmt(r.perSecond)} checkouts/s (${statuses[201] ?? 0} × 201 in ${fmt(seconds, 2)} s), p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, statuses ${JSON.stringify(statuses)}`,
    )
    rounds.push(r)
  }
  const times = rounds.map((r) => r.perSecond).sort((a, b) => a - b)
  return { connections: CONNECTIONS, rounds, medianPerSecond: times[Math.floor(times.length / 2)] }
}

// ---------------------------------------------------------------------------------------------------
// 3. The race

async function race(buyers, db, articleNumber) {
  const repeats = []
  await buyers.fill(
    buyers.emails.map((_, i) => i),
    articleNumber,
  )
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    const r = {
      repeat,
      ...(await raceOnce(buyers, db, articleNumber, { stock: RACE_STOCK, prefix: `race-${runId}-r${repeat}-` })),
    }
    const spread = Object.keys(r.servedBy).length > 1 ? `, answered by ${JSON.stringify(r.servedBy)}` : ''
    log(
      `race ${repeat}/${REPEATS}: ${r.won} × 201, ${r.refused} × 422, statuses ${JSON.stringify(r.statuses)}, stock ${r.stockBefore} → ${r.stockAfter} (lowest seen ${r.lowestSeen} in ${r.stockReads} reads), ${r.dbOrders} orders in db, ${fmt(r.seconds, 2)} s${spread}${r.problems.length ? ` — BROKEN: ${r.problems.join('; ')}` : ''}`,
    )
    repeats.push(r)
  }
  return {
    buyers: buyers.emails.length,
    stock: RACE_STOCK,
    repeats,
    failed: repeats.filter((r) => !r.ok).length,
  }
}

// ---------------------------------------------------------------------------------------------------
// One database

async function benchDatabase(kind) {
  let url
  // `postgres-2`: Postgres, two instances behind the balancer (bench/lib/cluster.mjs), sharing REDIS_URL.
  const instances = kind === 'postgres-2' ? 2 : 1
  if (kind === 'sqlite') url = 'file:./data/bench-checkout.db'
  else if (kind === 'postgres' || kind === 'postgres-2') {
    url = `${PG_BASE}/bench_checkout_${process.pid}`
    const why = await postgresUnavailable(url)
    if (why) {
      log(`Postgres skipped: ${why}`)
      return { kind, skipped: `Postgres at ${PG_BASE} did not answer: ${why}` }
    }
    const noRedis = instances > 1 ? await redisUnavailable(REDIS_URL) : null
    if (noRedis) return { kind, skipped: `Redis at ${REDIS_URL} did not answer: ${noRedis}` }
  } else throw new Error(`unknown database ${kind} (sqlite, postgres or postgres-2)`)
  config.databaseUrl = url
  const out = { kind, instances, machineBefore: machine() }
  const port = config.port
  try {
    out.database = await prepareDatabase()
    const db = await openDb()
    // Stock resets may meet the server's last writes (requests still in flight when a load ends).
    if (db.kind === 'sqlite') await db.all('PRAGMA busy_timeout = 30000')
    try {
      const articles = await pickArticles(db)
      out.articles = articles
      let serving
      if (instances > 1) {
        const cluster = await startCluster({ instances, env: { REDIS_URL } })
        // Every request goes through the balancer (round-robin): load, buyers and the race.
        config.port = cluster.balancer.port
        serving = { stop: cluster.stop, rss: () => cluster.instances.reduce((sum, i) => sum + (rssMB(i.pid) ?? 0), 0) }
      } else {
        const server = await startServer()
        serving = { stop: server.stop, rss: () => rssMB(server.pid) }
      }
      try {
        const buyers = await makeBuyers(BUYERS, { connections: CONNECTIONS })
        await buyers.logIn()
        out.cartAdd = await cartAdd(buyers, articles.add, serving)
        await buyers.fresh()
        out.throughput = await throughput(buyers, db, articles.throughput)
        out.race = await race(buyers, db, articles.race)
        out.serverRssMB = serving.rss()
      } finally {
        await serving.stop()
        config.port = port
      }
    } finally {
      await db.close()
    }
  } finally {
    if (isPostgres(url)) {
      await dropPostgresDatabase(url).catch((error) => log(`could not drop ${url}: ${error.message}`))
      log(`dropped ${url}`)
    }
  }
  out.machineAfter = machine()
  return out
}

// ---------------------------------------------------------------------------------------------------

mkdirSync(resultsDir, { recursive: true })
// Several instances keep media in a bucket (bench/lib/cluster.mjs refuses them without): a local one.
await useLocalS3()
const out = {
  kind: 'checkout',
  quick,
  machineBefore: machine(),
  config: {
    ...config,
    BUYERS,
    CONNECTIONS,
    DURATION,
    WARMUP,
    ROUNDS,
    REPEATS,
    RACE_STOCK,
    DATABASES,
    TRUST_PROXY: process.env.TRUST_PROXY,
  },
  runs: [],
}
out.build = await ensureBuild()
let failure = null
for (const kind of DATABASES) {
  try {
    out.runs.push(await benchDatabase(kind))
  } catch (error) {
    failure = error
    log(`${kind}: ${error.stack ?? error.message}`)
    out.runs.push({ kind, error: String(error.stack ?? error.message) })
  }
}
out.machineAfter = machine()
const file = path.join(resultsDir, `checkout-${runId}.json`)
writeFileSync(file, JSON.stringify(out, null, 2))

// ---------------------------------------------------------------------------------------------------
// Report

const done = out.runs.filter((r) => r.cartAdd)
const m = out.machineBefore
const lines = [
  `Checkout benchmark${quick ? ' (--quick)' : ''}, ${m.date.slice(0, 16)} UTC, ${m.cpus} × ${m.cpuModel}, Node ${m.node}, commit ${m.commit} (+${m.changedFiles} changed files); load average before ${m.loadAverage.join(' ')}, after ${out.machineAfter.loadAverage.join(' ')}`,
  `${BUYERS} buyers (customer 10004), ${CONNECTIONS} connections, next start with TRUST_PROXY names the balancer; catalog ${config.variants} variants`,
  '',
]
for (const r of out.runs) {
  if (r.skipped) lines.push(`${r.kind}: skipped — ${r.skipped}`, '')
  if (r.error) lines.push(`${r.kind}: failed — ${r.error.split('\n')[0]}`, '')
}
if (done.length) {
  lines.push(
    `Cart add (POST ${CART}/variants/batch/add, 1 line, ${DURATION} s after ${WARMUP} s warm-up) and checkout (one-line cart, ${ROUNDS} round(s) of ${BUYERS}):`,
    '',
    markdownTable(
      [
        'Database',
        'add req/s',
        'add p50 ms',
        'add p95 ms',
        'add p99 ms',
        'add non-2xx/errors',
        `target p95 ≤ ${TARGET_ADD_P95} ms`,
        'checkouts/s (median round)',
        'checkout p50 ms',
        'checkout p95 ms',
        'checkout statuses',
      ],
      done.map((r) => {
        const a = r.cartAdd
        const mid = [...r.throughput.rounds].sort((x, y) => x.perSecond - y.perSecond)[
          Math.floor(r.throughput.rounds.length / 2)
        ]
        const statuses = {}
        for (const round of r.throughput.rounds)
          for (const [k, v] of Object.entries(round.statusCodes)) statuses[k] = (statuses[k] ?? 0) + v
        return [
          r.kind,
          fmt(a.rps),
          fmt(a.p50),
          fmt(a.p95),
          fmt(a.p99),
          `${a.non2xx}/${a.errors + a.timeouts}`,
          a.p95 <= TARGET_ADD_P95 && a.non2xx + a.errors === 0 ? 'met' : 'not met',
          fmt(r.throughput.medianPerSecond),
          fmt(mid.p50),
          fmt(mid.p95),
          Object.entries(statuses)
            .map(([k, v]) => `${v}×${k}`)
            .join(' '),
        ]
      }),
    ),
    '',
  )
  for (const r of done) {
    lines.push(
      `Race on ${r.kind}: ${r.race.buyers} buyers, ${r.race.stock} units, all at once; exactly ${r.race.stock} orders in ${r.race.repeats.filter((x) => x.won === r.race.stock && x.dbOrders === r.race.stock).length} of ${r.race.repeats.length} repeats; ${r.race.failed} of ${r.race.repeats.length} repeats broke the rule`,
      '',
      markdownTable(
        [
          'Repeat',
          '201',
          '422 invalid_order',
          'other',
          'stock before → after',
          'lowest seen',
          'orders in db',
          'seconds',
          'p95 ms',
          'answered by',
          'rule',
        ],
        r.race.repeats.map((x) => [
          String(x.repeat),
          String(x.won),
          String(x.refused),
          Object.entries(x.statuses)
            .filter(([k]) => k !== '201' && k !== '422')
            .map(([k, v]) => `${v}×${k}`)
            .join(' ') || '0',
          `${x.stockBefore} → ${x.stockAfter}`,
          String(x.lowestSeen),
          String(x.dbOrders),
          fmt(x.seconds, 2),
          fmt(x.p95, 0),
          Object.entries(x.servedBy)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
          x.ok ? 'held' : `BROKEN: ${x.problems.join('; ')}`,
        ]),
      ),
      '',
    )
  }
  const [s, p] = ['sqlite', 'postgres'].map((k) => done.find((r) => r.kind === k))
  if (s && p) {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    const raceS = median(s.race.repeats.map((x) => x.seconds))
    const raceP = median(p.race.repeats.map((x) => x.seconds))
    lines.push(
      'Postgres ÷ SQLite (same run):',
      '',
      markdownTable(
        ['Measure', 'SQLite', 'Postgres', 'Postgres ÷ SQLite'],
        [
          ['cart add p50 ms', fmt(s.cartAdd.p50), fmt(p.cartAdd.p50), fmt(p.cartAdd.p50 / s.cartAdd.p50, 2)],
          ['cart add p95 ms', fmt(s.cartAdd.p95), fmt(p.cartAdd.p95), fmt(p.cartAdd.p95 / s.cartAdd.p95, 2)],
          ['cart add req/s', fmt(s.cartAdd.rps), fmt(p.cartAdd.rps), fmt(p.cartAdd.rps / s.cartAdd.rps, 2)],
          [
            'checkouts/s',
            fmt(s.throughput.medianPerSecond),
            fmt(p.throughput.medianPerSecond),
            fmt(p.throughput.medianPerSecond / s.throughput.medianPerSecond, 2),
          ],
          ['race wall s (median)', fmt(raceS, 2), fmt(raceP, 2), fmt(raceP / raceS, 2)],
        ],
      ),
      '',
    )
  }
}
lines.push(`JSON: ${path.relative(process.cwd(), file)}`)
process.stdout.write(`${lines.join('\n')}\n`)

const raceBroken = done.some((r) => r.race.failed > 0)
const fiveHundreds = done.some(
  (r) =>
    Object.keys(r.cartAdd.statusCodes).some((k) => Number(k) >= 500) ||
    r.throughput.rounds.some((x) => Object.keys(x.statusCodes).some((k) => Number(k) >= 500)),
)
if (raceBroken || fiveHundreds || failure) {
  process.stderr.write(
    `FAILED: ${[raceBroken && 'a race repeat broke the rule', fiveHundreds && 'a request answered 5xx', failure && `a run failed (${failure.message})`].filter(Boolean).join('; ')}\n`,
  )
  process.exit(1)
}
process.exit(0)
