#!/usr/bin/env node
/**
 * The logged-in product page (issue 17), one command: `npm run bench:product-page`.
 *
 *  1. prepares the demo catalog (BENCH_VARIANTS, default 6,000) in apps/web/data/bench-weight.db unless it
 *     already holds it, and builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it),
 *  2. per round and build (BENCH_DIST_DIRS, a comma list of distDirs under apps/web, e.g. a build of main
 *     beside this one, taken in turn so both see the same machine), starts `next start`, logs
 *     user@demo.test in through the browser's login (POST /api/auth/session) and chooses its first
 *     customer (PUT /api/auth/session/context), as a shopper does,
 *  3. loads `GET /produkt/{slug}` with those cookies at BENCH_CONNECTIONS (10) connections, rotating over
 *     50 variants, BENCH_WARMUP s warm-up then BENCH_DURATION s measured; then `GET /api/brand-config`
 *     (the framework's floor: a route handler with no session or database) the same way,
 *  4. prints requests/s, p50, p95 and the server's CPU time per request (from /proc) of each, and the
 *     page's share of the floor, and writes
 *     bench/results/product-page-<time>.json.
 *
 * Percentiles are nearest-rank over every response of the measured window (bench/lib/load.mjs).
 * Env: BENCH_DIST_DIRS, BENCH_ROUNDS (1), BENCH_DURATION (20), BENCH_WARMUP (5), BENCH_CONNECTIONS (10),
 * BENCH_CPU_PROF=1 (each server writes a CPU profile of its whole run to apps/web/.next-profiles), plus
 * bench/lib/server.mjs's (DATABASE_URL, BENCH_PORT, BENCH_SKIP_BUILD, …).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { load } from '../lib/load.mjs'
import {
  config,
  cpuMs,
  ensureBuild,
  log,
  machine,
  markdownTable,
  openDb,
  prepareDatabase,
  quantile,
  repoRoot,
  request,
  resultsDir,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'

useDemoCatalog()
const DIST_DIRS = (process.env.BENCH_DIST_DIRS || config.distDir).split(',').map((s) => s.trim())
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1)
const DURATION = Number(process.env.BENCH_DURATION || 20)
const WARMUP = Number(process.env.BENCH_WARMUP || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const HOST = 'nordbygg.localhost'
const USER = 'user@demo.test'
const PASSWORD = 'Demo-12345'

/** 50 variants of products that have siblings (the variant table), spread over the catalog. */
async function productSlugs() {
  const db = await openDb()
  try {
    const rows = await db.all(
      `SELECT v.variant_slug AS slug FROM variants v
       WHERE v.product_id IN (SELECT product_id FROM variants GROUP BY product_id HAVING count(*) > 1)
       ORDER BY v.article_number`,
    )
    const step = Math.max(1, Math.floor(rows.length / 50))
    return rows
      .filter((_, i) => i % step === 0)
      .slice(0, 50)
      .map((r) => r.slug)
  } finally {
    await db.close()
  }
}

const cookiesOf = (res) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='))

/** The browser's login, then the first customer the user may choose: the cookies a shopper's browser holds. */
async function logIn() {
  const login = await request({
    method: 'POST',
    host: HOST,
    path: '/api/auth/session',
    body: { logonId: USER, logonPassword: PASSWORD },
  })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`)
  let cookies = cookiesOf(login)
  const customers = await request({
    host: HOST,
    path: '/api/auth/v3/customers',
    headers: { cookie: cookies.join('; ') },
  })
  const list = JSON.parse(customers.body)
  const first = Array.isArray(list) ? list[0] : undefined
  if (!first) throw new Error(`no customer to choose: ${customers.body.slice(0, 200)}`)
  const customerId = String(first.customerId)
  const context = await request({
    method: 'PUT',
    host: HOST,
    path: '/api/auth/session/context',
    body: { customerId, projectId: null },
    headers: { cookie: cookies.join('; ') },
  })
  if (context.status !== 200) throw new Error(`choosing customer ${customerId} answered ${context.status}`)
  const fresh = cookiesOf(context)
  const names = new Set(fresh.map((c) => c.split('=')[0]))
  cookies = [...cookies.filter((c) => !names.has(c.split('=')[0])), ...fresh]
  return { cookie: cookies.join('; '), customer: first.customerNumber }
}

function rotation(items) {
  let i = 0
  return () => items[i++ % items.length]
}

async function measure(name, next, serverPid) {
  const options = {
    connections: CONNECTIONS,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  }
  await load(options, WARMUP)
  const cpuBefore = cpuMs(serverPid)
  const { result, times, statuses, errors } = await load(options, DURATION)
  const cpu = cpuBefore === null ? null : (cpuMs(serverPid) - cpuBefore) / times.length
  const sorted = [...times].sort((a, b) => a - b)
  const ok = statuses[200] ?? 0
  if (ok !== times.length || errors) log(`${name}: statuses ${JSON.stringify(statuses)}, ${errors} errors`)
  return {
    name,
    requestsPerSecond: times.length / (result.duration || DURATION),
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    cpuMsPerRequest: cpu,
    responses: times.length,
    statuses,
    errors,
  }
}

async function runBuild(distDir, round, slugs) {
  config.distDir = distDir
  // Next's own profiler (`next start --experimental-cpu-prof`), written to apps/web/.next-profiles when
  // stop()'s SIGTERM arrives.
  const server = await startServer({ env: process.env.BENCH_CPU_PROF === '1' ? { NEXT_CPU_PROF: '1' } : {} })
  try {
    const { cookie, customer } = await logIn()
    const headers = { host: `${HOST}:${config.port}`, cookie, accept: 'text/html' }
    const check = await request({ host: HOST, path: `/produkt/${encodeURIComponent(slugs[0])}`, headers: { cookie } })
    // The account flyout's logout button is in the page's RSC payload (the HTML carries it inline).
    if (check.status !== 200 || !check.body.includes('Logga ut')) {
      throw new Error(`the product page is not a logged-in one (${check.status})`)
    }
    const nextSlug = rotation(slugs)
    const page = await measure(
      'product page, logged in',
      () => ({
        method: 'GET',
        path: `/produkt/${encodeURIComponent(nextSlug())}`,
        headers,
      }),
      server.pid,
    )
    const floor = await measure(
      '/api/brand-config',
      () => ({
        method: 'GET',
        path: '/api/brand-config',
        headers: { host: `${HOST}:${config.port}` },
      }),
      server.pid,
    )
    return { distDir, round, customer, page, floor }
  } finally {
    await server.stop()
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–')

async function main() {
  await prepareDatabase()
  if (DIST_DIRS.length === 1 && !process.env.BENCH_DIST_DIRS) {
    config.distDir = DIST_DIRS[0]
    await ensureBuild()
  } else {
    config.skipBuild = true // comparing builds made beforehand
  }
  const slugs = await productSlugs()
  const runs = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (const distDir of DIST_DIRS) {
      log(`round ${round}: ${distDir}`)
      const run = await runBuild(distDir, round, slugs)
      runs.push(run)
      log(
        `${distDir}: page ${fmt(run.page.requestsPerSecond)} req/s p50 ${fmt(run.page.p50)} ms p95 ${fmt(run.page.p95)} ms CPU ${fmt(run.page.cpuMsPerRequest, 1)} ms/req; ` +
          `floor ${fmt(run.floor.requestsPerSecond)} req/s`,
      )
    }
  }
  const table = markdownTable(
    ['Build', 'Round', 'Route', 'Requests/s', 'p50 ms', 'p95 ms', 'CPU ms/request', 'Share of the floor'],
    runs.flatMap((r) =>
      [r.page, r.floor].map((s) => [
        r.distDir,
        r.round,
        s.name,
        fmt(s.requestsPerSecond),
        fmt(s.p50),
        fmt(s.p95),
        fmt(s.cpuMsPerRequest, 1),
        `${fmt((100 * s.requestsPerSecond) / r.floor.requestsPerSecond)} %`,
      ]),
    ),
  )
  const env = machine()
  process.stdout.write(
    `\nLogged-in product page (${USER}, customer ${runs[0]?.customer}), ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, ` +
      `${env.database}, ${env.cpus}× ${env.cpuModel}, load ${env.loadAverage.join(' ')}, commit ${env.commit}, ${env.date.slice(0, 10)}\n\n${table}\n`,
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `product-page-${stamp()}.json`)
  writeFileSync(
    file,
    `${JSON.stringify({ machine: env, connections: CONNECTIONS, duration: DURATION, runs }, null, 2)}\n`,
  )
  log(`results in ${path.relative(repoRoot, file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
