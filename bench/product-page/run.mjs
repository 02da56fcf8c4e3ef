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
 * BENCH_COMPARE=1 (also a content page: logged in, anonymous rendered afresh, anonymous cached; the store
 * finder and the front page logged in, the session view call that fills in their shell, and the product
 * page's call for the shopper's prices and stock; not with BENCH_CPU_PROF), BENCH_CPU_PROF=1 (the page's server writes a CPU profile of its run to apps/web/.next-profiles, and the
 * floor runs on a server of its own), plus
 * bench/lib/server.mjs's (DATABASE_URL, BENCH_PORT, BENCH_SKIP_BUILD, …).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { floorScenario, runScenario } from '../lib/scenarios.mjs'
import {
  config,
  ensureBuild,
  log,
  machine,
  markdownTable,
  prepareDatabase,
  repoRoot,
  resultsDir,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'
import { loggedInProductScenario, logIn, productPageArticles, productSlugs, SHOPPER } from '../lib/shopper.mjs'

useDemoCatalog()
const DIST_DIRS = (process.env.BENCH_DIST_DIRS || config.distDir).split(',').map((s) => s.trim())
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1)
const DURATION = Number(process.env.BENCH_DURATION || 20)
const WARMUP = Number(process.env.BENCH_WARMUP || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const COMPARE = process.env.BENCH_COMPARE === '1'
const CONTENT_PAGE = '/kundservice'
const MEMBER_PAGE = '/hitta-butik'
const SESSION_VIEW = '/api/auth/session'
const SHOPPER_VARIANTS = '/api/product/variants'

/**
 * BENCH_COMPARE=1: where a personal page's cost lies, on one small content page besides the product page:
 * the shopper's (rendered per request, personal shell), an anonymous visitor's rendered afresh (a query is
 * never served from the cache) and the anonymous cached one. And a member page (the store finder, rendered
 * once for the shoppers of one view, page-cache/member-view.ts) with the call its browser makes to fill
 * in the shell (GET /api/auth/session): a logged-in view of it is the two. The product page is a member
 * page too: its browser also asks for the shopper's price and stock of the articles it shows
 * (POST /api/product/variants, rotating over the benchmark's products as the page does).
 */
async function comparisonScenarios(slugs) {
  const { cookie } = await logIn()
  const articleLists = await productPageArticles(slugs)
  let v = 0
  let n = 0
  const page = (name, what, headers, query = () => '', path = CONTENT_PAGE) => ({
    name,
    what,
    size: 1,
    next: () => ({
      method: 'GET',
      path: path + query(),
      host: SHOPPER.host,
      headers: { accept: path.startsWith('/api/') ? 'application/json' : 'text/html', ...headers },
    }),
  })
  return [
    page('content-page-logged-in', `GET ${CONTENT_PAGE}, ${SHOPPER.user} logged in`, { cookie }),
    page('content-page-rendered', `GET ${CONTENT_PAGE}?r=<n>, anonymous, rendered per request`, {}, () => `?r=${n++}`),
    page('content-page-cached', `GET ${CONTENT_PAGE}, anonymous, from the page cache`, {}),
    page('member-page-logged-in', `GET ${MEMBER_PAGE}, ${SHOPPER.user} logged in`, { cookie }, undefined, MEMBER_PAGE),
    page('front-page-logged-in', `GET /, ${SHOPPER.user} logged in`, { cookie }, undefined, '/'),
    page('session-view', `GET ${SESSION_VIEW}, ${SHOPPER.user} logged in`, { cookie }, undefined, SESSION_VIEW),
    {
      name: 'product-variants',
      what: `POST ${SHOPPER_VARIANTS}, a product page's siblings and tiles, ${SHOPPER.user} logged in`,
      size: articleLists.length,
      next: () => ({
        method: 'POST',
        path: SHOPPER_VARIANTS,
        host: SHOPPER.host,
        body: JSON.stringify({ articleNumbers: articleLists[v++ % articleLists.length] }),
        headers: { cookie, accept: 'application/json', 'content-type': 'application/json' },
      }),
    },
  ]
}

async function runBuild(distDir, round, slugs) {
  config.distDir = distDir
  // Next's own profiler (`next start --experimental-cpu-prof`), written to apps/web/.next-profiles when
  // stop()'s SIGTERM arrives. The profiled server serves the page only; the floor gets a server of its own.
  const profile = process.env.BENCH_CPU_PROF === '1'
  let server = await startServer({ env: profile ? { NEXT_CPU_PROF: '1' } : {} })
  try {
    const loggedIn = await loggedInProductScenario(slugs)
    const options = () => ({
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
      cpu: { server: [server.pid] },
    })
    const page = await runScenario(loggedIn, options())
    const compared = []
    if (COMPARE && !profile)
      for (const scenario of await comparisonScenarios(slugs)) compared.push(await runScenario(scenario, options()))
    if (profile) {
      await server.stop()
      server = await startServer()
    }
    const floor = await runScenario(floorScenario(), options())
    return { distDir, round, customer: loggedIn.customer, page, compared, floor }
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
        `${distDir}: page ${fmt(run.page.rps)} req/s p50 ${fmt(run.page.p50)} ms p95 ${fmt(run.page.p95)} ms CPU ${fmt(run.page.serverCpuMsPerResponse, 1)} ms/req; ` +
          `floor ${fmt(run.floor.rps)} req/s`,
      )
    }
  }
  const table = markdownTable(
    ['Build', 'Round', 'Route', 'Requests/s', 'p50 ms', 'p95 ms', 'CPU ms/request', 'Share of the floor'],
    runs.flatMap((r) =>
      [r.page, ...r.compared, r.floor].map((s) => [
        r.distDir,
        r.round,
        s.name,
        fmt(s.rps),
        fmt(s.p50),
        fmt(s.p95),
        fmt(s.serverCpuMsPerResponse, 1),
        `${fmt((100 * s.rps) / r.floor.rps)} %`,
      ]),
    ),
  )
  const env = machine()
  process.stdout.write(
    `\nLogged-in product page (${SHOPPER.user}, customer ${runs[0]?.customer}), ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up, ` +
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
