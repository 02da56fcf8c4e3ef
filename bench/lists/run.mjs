#!/usr/bin/env node
/**
 * Shopping list benchmark (issue 13), one command: `npm run bench:lists [-- --quick]`.
 *
 * Builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it; BENCH_DIST_DIR=.next measures the
 * e2e build), then for SQLite and for Postgres in turn (a Postgres that does not answer is skipped):
 *  1. seeds a fresh database (BENCH_VARIANTS, default 6,000, + demo data; SQLite file
 *     apps/web/data/bench-lists.db, Postgres a database of its own that is dropped at the end),
 *  2. starts `next start`, logs user@demo.test in (bearer token) and makes a list of BENCH_LINES (200)
 *     lines through the API (POST /api/cart/v2/favorites, PUT …/articles),
 *  3. opens it: GET /api/cart/v3/favorites/{id}/items?limit=200 with autocannon at BENCH_CONNECTIONS
 *     (10) connections, BENCH_WARMUP s warm-up then BENCH_DURATION s measured; p50/p95 over every
 *     response. With BENCH_LIST_PAGE (a path with {id}, e.g. /inkopslistor/{id}) the page too, with
 *     the session cookie of a browser login.
 * Exit code 1 when any response is not 200 or p95 is over the target (150 ms).
 *
 * --quick: 5 s after 2 s warm-up.
 * Env: BENCH_LISTS_DATABASES (sqlite,postgres), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432),
 * BENCH_LINES (200), BENCH_CONNECTIONS (10), BENCH_DURATION (20), BENCH_WARMUP (5), plus
 * bench/lib/server.mjs's (BENCH_PORT, BENCH_SKIP_BUILD, BENCH_DIST_DIR, …).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { load } from '../lib/load.mjs'
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
  request,
  resultsDir,
  rssMB,
  stamp,
  startServer,
} from '../lib/server.mjs'

const quick = process.argv.includes('--quick')
const num = (name, normal, short) => Number(process.env[name] || (quick ? short : normal))
const LINES = num('BENCH_LINES', 200, 200)
const CONNECTIONS = num('BENCH_CONNECTIONS', 10, 10)
const DURATION = num('BENCH_DURATION', 20, 5)
const WARMUP = num('BENCH_WARMUP', 5, 2)
const DATABASES = (process.env.BENCH_LISTS_DATABASES || 'sqlite,postgres').split(',').map((s) => s.trim())
const PG_BASE = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const PAGE = process.env.BENCH_LIST_PAGE || null
const TARGET_P95 = 150
const HOST = 'nordbygg.localhost'
const USER = 'user@demo.test'
const PASSWORD = 'Demo-12345'

config.variants = Number(process.env.BENCH_VARIANTS || 6000)
config.reset = true
process.env.TRUST_PROXY = '127.0.0.1,::1'

const runId = stamp()
const fmt = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits))

function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`)
}

/** A bearer token for the demo user, and the cookies of the same login for page requests. */
async function logIn() {
  const res = await request({
    method: 'POST',
    host: HOST,
    path: '/api/auth/v2/sessions',
    body: { logonId: USER, logonPassword: PASSWORD },
  })
  expectStatus(res, 200, 'login')
  const token = JSON.parse(res.body).AuthenticationResult.AccessToken
  const cookies = [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0])
  return { authorization: `Bearer ${token}`, cookie: cookies.join('; ') }
}

/** A list of LINES plain articles (order multiple 1) for the demo user, made through the API. */
async function makeList(db, auth) {
  const rows = await db.all(
    `SELECT article_number AS a FROM variants WHERE purchase_constraints_order_multiple = 1
      ORDER BY article_number LIMIT ${LINES}`,
  )
  if (rows.length < LINES) throw new Error(`expected ${LINES} plain articles, found ${rows.length}`)
  const headers = { authorization: auth.authorization }
  const created = await request({
    method: 'POST',
    host: HOST,
    path: '/api/cart/v2/favorites',
    body: { favoriteName: `Bänk ${runId}` },
    headers,
  })
  expectStatus(created, 201, 'create list')
  const id = JSON.parse(created.body).favoriteId
  const put = await request({
    method: 'PUT',
    host: HOST,
    path: `/api/cart/v2/favorites/${id}/articles`,
    body: { items: rows.map((r) => ({ articleNumber: String(r.a), quantity: 1 })) },
    headers,
    timeout: 120_000,
  })
  expectStatus(put, 200, 'fill list')
  const errors = JSON.parse(put.body).errors
  if (errors.length) throw new Error(`lines refused: ${JSON.stringify(errors.slice(0, 3))}`)
  return id
}

function cannon(pathname, headers, seconds) {
  const request = { method: 'GET', path: pathname, headers: { host: `${HOST}:${config.port}`, ...headers } }
  return load({ connections: CONNECTIONS, requests: [request] }, seconds)
}

async function measure(name, pathname, headers, server) {
  const probe = await request({ host: HOST, path: pathname, headers })
  expectStatus(probe, 200, `${name} probe`)
  if (WARMUP > 0) {
    log(`${name}: warm-up ${WARMUP} s`)
    await cannon(pathname, headers, WARMUP)
  }
  log(`${name}: ${DURATION} s at ${CONNECTIONS} connections`)
  const { result, times, statuses, errors } = await cannon(pathname, headers, DURATION)
  times.sort((a, b) => a - b)
  const non200 = Object.entries(statuses)
    .filter(([code]) => Number(code) !== 200)
    .reduce((n, [, c]) => n + c, 0)
  const summary = {
    name,
    path: pathname,
    connections: CONNECTIONS,
    seconds: result.duration,
    responses: times.length,
    rps: times.length / result.duration,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? null,
    bytes: probe.body.length,
    statusCodes: statuses,
    non200,
    errors: errors + result.errors,
    serverRssMB: rssMB(server.pid),
  }
  log(
    `${name}: ${fmt(summary.rps)} req/s, p50 ${fmt(summary.p50)} ms, p95 ${fmt(summary.p95)} ms, non-200 ${non200}, errors ${summary.errors}`,
  )
  return summary
}

async function benchDatabase(kind) {
  let url
  if (kind === 'sqlite') url = 'file:./data/bench-lists.db'
  else if (kind === 'postgres') {
    url = `${PG_BASE}/bench_lists_${process.pid}`
    const why = await postgresUnavailable(url)
    if (why) {
      log(`Postgres skipped: ${why}`)
      return { kind, skipped: `Postgres at ${PG_BASE} did not answer: ${why}` }
    }
  } else throw new Error(`unknown database ${kind} (sqlite or postgres)`)
  config.databaseUrl = url
  const out = { kind, machineBefore: machine() }
  try {
    out.database = await prepareDatabase()
    const db = await openDb()
    try {
      const server = await startServer()
      try {
        const auth = await logIn()
        const id = await makeList(db, auth)
        out.listId = id
        out.measurements = [
          await measure(
            'api',
            `/api/cart/v3/favorites/${id}/items?limit=${LINES}`,
            { authorization: auth.authorization },
            server,
          ),
        ]
        if (PAGE)
          out.measurements.push(await measure('page', PAGE.replace('{id}', id), { cookie: auth.cookie }, server))
      } finally {
        await server.stop()
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

mkdirSync(resultsDir, { recursive: true })
const out = {
  kind: 'lists',
  quick,
  machineBefore: machine(),
  config: { ...config, LINES, CONNECTIONS, DURATION, WARMUP, DATABASES, PAGE },
  runs: [],
}
out.build = await ensureBuild()
let failed = false
for (const kind of DATABASES) {
  try {
    out.runs.push(await benchDatabase(kind))
  } catch (error) {
    failed = true
    log(`${kind}: ${error.stack ?? error.message}`)
    out.runs.push({ kind, error: String(error.stack ?? error.message) })
  }
}
out.machineAfter = machine()
const file = path.join(resultsDir, `lists-${runId}.json`)
writeFileSync(file, JSON.stringify(out, null, 2))

const rows = out.runs.flatMap((run) =>
  (run.measurements ?? []).map((m) => [
    run.kind,
    m.name,
    String(m.connections),
    fmt(m.rps),
    fmt(m.p50),
    fmt(m.p95),
    String(m.non200),
    m.p95 <= TARGET_P95 ? 'yes' : 'no',
  ]),
)
console.log(
  markdownTable(
    ['Database', 'Open a 200-line list', 'Conn.', 'req/s', 'p50 ms', 'p95 ms', 'non-200', `p95 ≤ ${TARGET_P95}`],
    rows,
  ),
)
console.log(`\n${out.machineBefore.cpus} × ${out.machineBefore.cpuModel}, commit ${out.machineBefore.commit}; ${file}`)
const missed = out.runs.some((run) => (run.measurements ?? []).some((m) => m.non200 > 0 || m.p95 > TARGET_P95))
process.exit(failed || missed ? 1 : 0)
