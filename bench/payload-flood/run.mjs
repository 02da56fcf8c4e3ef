#!/usr/bin/env node
/**
 * Payload API flood (issue 36 finding 5), one command: `npm run bench:payload-flood`.
 *
 * On 2026-12-01 four anonymous `GET /api/payload/{stock,variants,products,pages}?pagination=false` at
 * once took 27.5 s and `/api/health` up to 19.9 s meanwhile. This measures `/api/health` while the same
 * four calls are kept in flight (each answered call is sent again at once), anonymous and then as the
 * site admin, against `/api/health` on the idle server: median and p95 of each, and the ratio of the
 * flooded p95 to the idle p95 in one run, so the machine's speed divides out. Payload's API now refuses
 * the visitor (403) and the admin's unbounded list (400, collections/shared/payload-api.ts).
 *
 *  1. prepares the demo catalog (BENCH_VARIANTS, default 6,000) in apps/web/data/bench-weight.db unless it
 *     already holds it,
 *  2. builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it; BENCH_DIST_DIR=.next the e2e build),
 *  3. starts `next start`, samples /api/health one request after another for BENCH_FLOOD_SECONDS (10)
 *     idle, then flooded anonymously, then flooded as siteadmin@demo.test, stops the server,
 *  4. prints a Markdown table and writes bench/results/payload-flood-<time>.json.
 *
 * Env: BENCH_FLOOD_SECONDS (10), plus bench/lib/server.mjs's (DATABASE_URL, BENCH_PORT, BENCH_SKIP_BUILD,
 * BENCH_DIST_DIR, …). Exit code 1 when /api/health answers anything but 200, or a flooded p95 is 1 s or more
 * (the issue's Done-when).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  ensureBuild,
  log,
  machine,
  markdownTable,
  median,
  prepareDatabase,
  quantile,
  repoRoot,
  request,
  resultsDir,
  sleep,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'
import { SHOPPER } from '../lib/shopper.mjs'

useDemoCatalog()
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS || 10)
const LIMIT_MS = 1000
const FLOOD = ['stock', 'variants', 'products', 'pages'].map((slug) => `/api/payload/${slug}?pagination=false`)

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–')

async function timed(options) {
  const started = performance.now()
  const response = await request({ timeout: 120_000, ...options }).catch((error) => ({
    status: 0,
    body: '',
    error: error.message,
  }))
  return { ...response, ms: performance.now() - started }
}

/** /api/health one request after another for SECONDS: latencies and statuses. */
async function sampleHealth() {
  const latencies = []
  const statuses = {}
  const until = Date.now() + SECONDS * 1000
  while (Date.now() < until) {
    const { status, ms: took } = await timed({ path: '/api/health' })
    latencies.push(took)
    statuses[status] = (statuses[status] ?? 0) + 1
    await sleep(20)
  }
  return { latencies, statuses }
}

/** The four calls kept in flight while `during` runs; each answer's status, size and time. */
async function flooded(headers, during) {
  const calls = []
  let running = true
  const lane = async (path) => {
    while (running) calls.push({ path, ...(await timed({ path, headers })) })
  }
  const lanes = FLOOD.map(lane)
  const result = await during()
  running = false
  await Promise.all(lanes)
  return { result, calls }
}

function summary(name, health, calls = []) {
  const sorted = [...health.latencies].sort((a, b) => a - b)
  const statuses = {}
  for (const call of calls) statuses[call.status] = (statuses[call.status] ?? 0) + 1
  return {
    name,
    samples: sorted.length,
    healthStatuses: health.statuses,
    medianMs: median(sorted),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1),
    floodCalls: calls.length,
    floodStatuses: statuses,
    floodMedianMs: median(calls.map((c) => c.ms)),
    floodMaxBytes: Math.max(0, ...calls.map((c) => Buffer.byteLength(c.body ?? ''))),
  }
}

async function adminBearer() {
  const login = await request({
    method: 'POST',
    path: '/api/auth/v2/sessions',
    body: { logonId: 'siteadmin@demo.test', logonPassword: SHOPPER.password },
  })
  if (login.status !== 200) throw new Error(`siteadmin login answered ${login.status}`)
  return { authorization: `Bearer ${JSON.parse(login.body).AuthenticationResult.AccessToken}` }
}

async function main() {
  await prepareDatabase()
  await ensureBuild()
  const server = await startServer()
  const rows = []
  try {
    await timed({ path: '/api/health' }) // warm-up: the first request loads code and opens the database
    const admin = await adminBearer()
    for (const path of FLOOD) await timed({ path, headers: admin })
    log(`idle: /api/health for ${SECONDS} s`)
    rows.push(summary('idle', await sampleHealth()))
    for (const [name, headers] of [
      ['anonymous', {}],
      ['siteadmin', admin],
    ]) {
      log(`${name}: four unbounded Payload lists in flight, /api/health for ${SECONDS} s`)
      const { result, calls } = await flooded(headers, sampleHealth)
      rows.push(summary(name, result, calls))
    }
  } finally {
    await server.stop()
  }

  const idle = rows[0]
  const table = markdownTable(
    [
      'Flood',
      '/api/health samples',
      'median ms',
      'p95 ms',
      'max ms',
      'p95 / idle p95',
      'flood calls (status: count)',
      'flood call median ms',
      'largest answer bytes',
    ],
    rows.map((r) => [
      r.name,
      r.samples,
      ms(r.medianMs),
      ms(r.p95Ms),
      ms(r.maxMs),
      (r.p95Ms / idle.p95Ms).toFixed(2),
      r.floodCalls
        ? Object.entries(r.floodStatuses)
            .map(([s, n]) => `${s}: ${n}`)
            .join(', ')
        : '–',
      ms(r.floodMedianMs),
      r.floodCalls ? r.floodMaxBytes : '–',
    ]),
  )
  const env = machine()
  process.stdout.write(
    `\nPayload API flood, ${env.database}, ${env.cpus}× ${env.cpuModel}, load ${env.loadAverage.join(' ')}, ` +
      `commit ${env.commit}${env.changedFiles ? ` (+${env.changedFiles} changed files)` : ''}, ${env.date.slice(0, 10)}\n\n${table}\n`,
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `payload-flood-${stamp()}.json`)
  writeFileSync(file, `${JSON.stringify({ machine: env, seconds: SECONDS, rows }, null, 2)}\n`)
  log(`results in ${path.relative(repoRoot, file)}`)
  const bad = rows.filter((r) => Object.keys(r.healthStatuses).some((s) => s !== '200') || r.p95Ms >= LIMIT_MS)
  if (bad.length) {
    log(`over the limit or not 200: ${bad.map((r) => r.name).join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
