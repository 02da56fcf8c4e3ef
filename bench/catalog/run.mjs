#!/usr/bin/env node
/**
 * Catalog benchmark (issue 4), one command: `npm run bench:catalog`.
 *
 *  1. prepares the benchmark database (100,000 variants + demo users) unless it already holds them,
 *  2. builds the app into apps/web/.next-bench (skipped with BENCH_SKIP_BUILD=1 when a build exists),
 *  3. starts `next start` on port 3300 and waits for it,
 *  4. warms every scenario up, then runs each with autocannon at 10 connections for BENCH_DURATION s,
 *  5. stops the server and measures the search engine in-process (catalog/engine.ts),
 *  6. prints Markdown tables and writes bench/results/catalog-<time>.json.
 *
 * Latency percentiles are computed here from every response's time as autocannon reports it (request
 * written to response complete), nearest-rank over all responses of the measured window; autocannon's
 * own summary has p97.5/p99 but no p95. Requests/s = responses / measured seconds.
 *
 * Every run also measures the framework's floor first: `GET /api/brand-config`, a static route that
 * reaches Next and the proxy only (issue 17 wants every figure next to the floor of the same run, since
 * on a shared machine only ratios within one run compare). BENCH_SCENARIOS never drops it.
 *
 * Env: BENCH_DURATION (20), BENCH_WARMUP (5 s per scenario), BENCH_CONNECTIONS (10),
 * BENCH_SCENARIOS (comma list, default all), BENCH_ENGINE=0 (skip the engine run),
 * BENCH_ENGINE_ITERATIONS (500), plus those of bench/lib/server.mjs (DATABASE_URL, BENCH_PORT,
 * BENCH_SKIP_BUILD, BENCH_DIST_DIR, BENCH_VARIANTS).
 * `node catalog/run.mjs --engine` runs steps 1 and 5 only (`npm run catalog:engine -w @shop/bench`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadFixtures } from '../lib/fixtures.mjs'
import { load } from '../lib/load.mjs'
import {
  benchDir,
  childEnv,
  config,
  cpuSeconds,
  ensureBuild,
  log,
  machine,
  markdownTable,
  prepareDatabase,
  quantile,
  request,
  resultsDir,
  rssMB,
  run,
  stamp,
  startServer,
} from '../lib/server.mjs'

const DURATION = Number(process.env.BENCH_DURATION || 20)
const WARMUP = Number(process.env.BENCH_WARMUP || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const ONLY = process.env.BENCH_SCENARIOS ? new Set(process.env.BENCH_SCENARIOS.split(',').map((s) => s.trim())) : null
const engineOnly = process.argv.includes('--engine')

/** Rotates through `items` across all connections. */
function rotation(items) {
  let i = 0
  return () => items[i++ % items.length]
}

/** The scenarios: each a name, what it measures, and a function giving the next request. */
function scenarios(fixtures) {
  const json = (host, p, body) => ({
    method: 'POST',
    path: p,
    host,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
  const nextSearch = rotation(fixtures.searches.filter((s) => !s.filters))
  const nextFiltered = rotation(fixtures.searches.filter((s) => s.filters))
  const nextPrefix = rotation(fixtures.prefixes)
  const nextSlug = rotation(fixtures.slugs)
  const nextCategory = rotation(fixtures.categories)
  const list = [
    {
      name: 'floor',
      what: 'GET /api/brand-config, static: the framework floor of this run',
      next: () => ({ method: 'GET', path: '/api/brand-config', host: 'nordbygg.localhost' }),
    },
    {
      name: 'search',
      what: `POST /api/product/search {q}, ${fixtures.searches.filter((s) => !s.filters).length} queries; every answer carries facets`,
      next: () => json('nordbygg.localhost', '/api/product/search', nextSearch()),
    },
    {
      name: 'search-filtered',
      what: `POST /api/product/search {q, filters, sort}, ${fixtures.searches.filter((s) => s.filters).length} queries with a facet value chosen`,
      next: () => json('nordbygg.localhost', '/api/product/search', nextFiltered()),
    },
    {
      name: 'search-category',
      what: `POST /api/product/search {categoryPath}, ${fixtures.categories.length} depth-2/3 categories`,
      next: () => json('nordbygg.localhost', '/api/product/search', { categoryPath: nextCategory().path }),
    },
    {
      name: 'suggest',
      what: `GET /api/product/suggest?q=, ${fixtures.prefixes.length} prefixes`,
      next: () => ({
        method: 'GET',
        path: `/api/product/suggest?q=${encodeURIComponent(nextPrefix())}`,
        host: 'nordbygg.localhost',
      }),
    },
    {
      name: 'front-page',
      what: 'GET /, Nordbygg, an anonymous visitor (served from the page cache, issue 17)',
      next: () => ({ method: 'GET', path: '/', host: 'nordbygg.localhost' }),
    },
    {
      name: 'product-page',
      what: `GET /produkt/{slug}, ${fixtures.slugs.length} variants, Nordbygg`,
      next: () => ({ method: 'GET', path: `/produkt/${encodeURIComponent(nextSlug())}`, host: 'nordbygg.localhost' }),
    },
    {
      name: 'category-page',
      what: `GET /kategorier/{path}, ${fixtures.categories.length} depth-2/3 categories, Nordbygg`,
      next: () => ({ method: 'GET', path: `/kategorier/${nextCategory().path}`, host: 'nordbygg.localhost' }),
    },
    {
      name: 'stock-50',
      what: `POST /api/product/stock {articles: 50 article numbers}, all locations`,
      next: () => json('nordbygg.localhost', '/api/product/stock', { articles: fixtures.stockArticles }),
    },
  ]
  return ONLY ? list.filter((s) => s.name === 'floor' || ONLY.has(s.name)) : list
}

/** Sends the next few requests one by one: the first also loads the catalog snapshot (seconds). */
async function probe(scenario, count = 3) {
  const statuses = []
  for (let i = 0; i < count; i++) {
    const r = scenario.next()
    try {
      const res = await request({ method: r.method, path: r.path, host: r.host, body: r.body, timeout: 120_000 })
      statuses.push(res.status)
      if (res.status >= 400 && !scenario.sample) scenario.sample = `${res.status} ${r.path}: ${res.body.slice(0, 200)}`
    } catch (error) {
      statuses.push(String(error.message))
    }
  }
  return statuses
}

/** One autocannon run; every response's time goes into `times` (ms). */
function cannon(scenario, seconds) {
  const next = (req) => {
    const r = scenario.next()
    const headers = { ...(r.headers ?? {}), host: `${r.host}:${config.port}` }
    return { ...req, method: r.method, path: r.path, body: r.body, headers }
  }
  return load({ connections: CONNECTIONS, requests: [{ setupRequest: next }] }, seconds)
}

async function runScenario(scenario, server) {
  const statuses = await probe(scenario)
  const ok = statuses.some((s) => typeof s === 'number' && s < 400)
  if (!ok) {
    log(`${scenario.name}: skipped, probe answered ${statuses.join(', ')}`)
    return { name: scenario.name, what: scenario.what, skipped: true, probe: statuses, sample: scenario.sample }
  }
  if (WARMUP > 0) {
    log(`${scenario.name}: warm-up ${WARMUP} s`)
    await cannon(scenario, WARMUP)
  }
  log(`${scenario.name}: ${DURATION} s at ${CONNECTIONS} connections`)
  const cpuBefore = cpuSeconds(server.pid)
  const { result, times, statuses: codes, errors } = await cannon(scenario, DURATION)
  const cpuAfter = cpuSeconds(server.pid)
  times.sort((a, b) => a - b)
  const seconds = result.duration
  const non2xx = Object.entries(codes)
    .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
    .reduce((n, [, c]) => n + c, 0)
  const summary = {
    name: scenario.name,
    what: scenario.what,
    connections: CONNECTIONS,
    seconds,
    responses: times.length,
    rps: times.length / seconds,
    serverCpuMsPerResponse:
      cpuBefore === null || cpuAfter === null || times.length === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times[times.length - 1] ?? null,
    statusCodes: codes,
    non2xx,
    errors: errors + result.errors,
    timeouts: result.timeouts,
    autocannon: {
      requestsAverage: result.requests.average,
      latency: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      throughputAverage: result.throughput.average,
    },
    probe: statuses,
    sample: scenario.sample,
    serverRssMB: rssMB(server.pid),
  }
  log(
    `${scenario.name}: ${summary.rps.toFixed(1)} req/s, server CPU ${summary.serverCpuMsPerResponse?.toFixed(2)} ms per response, p50 ${summary.p50?.toFixed(1)} ms, p95 ${summary.p95?.toFixed(1)} ms, non-2xx ${non2xx}, errors ${summary.errors}, server RSS ${summary.serverRssMB} MB`,
  )
  return summary
}

const TARGETS = {
  search: { p95: 100, note: 'p95 ≤ 100 ms' },
  'search-filtered': { p95: 100, note: 'p95 ≤ 100 ms' },
  // Issue 17: the anonymous pages come from the page cache; each also at least the floor's requests/s.
  'front-page': { p95: 30, note: 'p95 ≤ 30 ms' },
  'category-page': { p95: 30, note: 'p95 ≤ 30 ms' },
  'product-page': { p95: 30, note: 'p95 ≤ 30 ms' },
}

const fmt = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits))

/**
 * The last columns: the server's CPU time per response, and that as a multiple of the floor's (how
 * many floor requests one request of the scenario costs; load from outside moves it far less than
 * latency or req/s).
 */
function httpTable(results) {
  const floor = results.find((r) => r.name === 'floor' && !r.skipped)
  return markdownTable(
    ['Scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'target', 'CPU ms/resp', '× floor'],
    results.map((r) =>
      r.skipped
        ? [r.name, '–', '–', '–', '–', `probe: ${r.probe.join(', ')}`, '–', TARGETS[r.name]?.note ?? '', '–', '–']
        : [
            r.name,
            fmt(r.rps),
            fmt(r.p50),
            fmt(r.p95),
            fmt(r.p99),
            String(r.non2xx),
            String(r.errors + r.timeouts),
            TARGETS[r.name]
              ? `${TARGETS[r.name].note}: ${r.p95 <= TARGETS[r.name].p95 && r.non2xx + r.errors === 0 ? 'met' : 'not met'}`
              : '',
            fmt(r.serverCpuMsPerResponse, 2),
            floor?.serverCpuMsPerResponse && r.serverCpuMsPerResponse
              ? fmt(r.serverCpuMsPerResponse / floor.serverCpuMsPerResponse)
              : '–',
          ],
    ),
  )
}

function engineTable(engine) {
  return markdownTable(
    ['In-process', 'N', 'p50 ms', 'p95 ms', 'p99 ms', 'target'],
    engine.results.map((r) => [
      r.name,
      String(r.iterations),
      fmt(r.p50, 2),
      fmt(r.p95, 2),
      fmt(r.p99, 2),
      r.name.startsWith('searchCatalog (') ? `p95 ≤ 15 ms: ${r.p95 <= 15 ? 'met' : 'not met'}` : '',
    ]),
  )
}

async function runEngine(file) {
  log(`engine: ${process.env.BENCH_ENGINE_ITERATIONS || 500} iterations per measurement, in-process`)
  // tsx for TypeScript, then the hook that stubs `server-only` (registered last, so it resolves first).
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(benchDir, 'lib/server-only.mjs'),
      path.join(benchDir, 'catalog/engine.ts'),
    ],
    { env: { ...childEnv(), BENCH_ENGINE_OUT: file } },
  )
  return JSON.parse(readFileSync(file, 'utf8'))
}

// ---------------------------------------------------------------------------------------------------

mkdirSync(resultsDir, { recursive: true })
const id = stamp()
const out = { kind: 'catalog', machineBefore: machine(), config: { ...config, DURATION, WARMUP, CONNECTIONS } }
out.database = await prepareDatabase()
const fixtures = await loadFixtures()
out.fixtures = {
  searches: fixtures.searches,
  prefixes: fixtures.prefixes,
  slugs: fixtures.slugs.length,
  categories: fixtures.categories.length,
  stockArticles: fixtures.stockArticles.length,
}

if (!engineOnly) {
  out.build = await ensureBuild()
  const server = await startServer()
  try {
    out.http = []
    for (const scenario of scenarios(fixtures)) out.http.push(await runScenario(scenario, server))
  } finally {
    await server.stop()
  }
}
if (engineOnly || process.env.BENCH_ENGINE !== '0') {
  out.engine = await runEngine(path.join(resultsDir, `engine-${id}.json`))
}
out.machineAfter = machine()

const file = path.join(resultsDir, `catalog-${id}.json`)
writeFileSync(file, JSON.stringify(out, null, 2))
const m = out.machineBefore
const lines = [
  `Catalog benchmark, ${m.date.slice(0, 16)} UTC, ${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.database}; load average before ${m.loadAverage.join(' ')}, after ${out.machineAfter.loadAverage.join(' ')}`,
  '',
]
if (out.http) {
  lines.push(
    `HTTP against next start (production build), ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up:`,
    '',
    httpTable(out.http),
    '',
  )
}
if (out.engine) {
  lines.push(
    `Search engine in-process (${out.engine.dialect}, snapshot of ${out.engine.snapshot.rows} rows loaded in ${fmt(out.engine.snapshot.loadMs, 0)} ms):`,
    '',
    engineTable(out.engine),
    '',
  )
}
lines.push(`JSON: ${path.relative(process.cwd(), file)}`)
process.stdout.write(`${lines.join('\n')}\n`)
process.exit(0)
