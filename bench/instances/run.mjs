#!/usr/bin/env node
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { haproxyMissing, redisUnavailable, startCluster } from '../lib/cluster.mjs'
import { loadFixtures } from '../lib/fixtures.mjs'
/**
 * The same pages at 1 and at 2 instances on Postgres (issue 17), one command: `npm run bench:instances`.
 *
 *  1. refuses without Postgres (DATABASE_URL=postgres://…, created when missing), REDIS_URL or HAProxy,
 *  2. prepares the demo catalog (BENCH_VARIANTS, default 6,000, and the demo users) in that database unless
 *     it already holds it, and builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses a build,
 *     BENCH_DIST_DIR names it),
 *  3. for each instance count of BENCH_INSTANCES (1,2) in turn, BENCH_ROUNDS (1) times: deletes the build's
 *     page cache from Redis (only its `shop:next:<build id>:` keys), so every case starts as a fresh deploy;
 *     starts that many `next start` of the one build on the one database and Redis behind HAProxy
 *     (bench/lib/cluster.mjs, round-robin; the balancer on CLUSTER_PORT, default 3280, instance i on
 *     CLUSTER_PORT + i; 1 instance goes through HAProxy too, so the instance count is the only difference);
 *     logs user@demo.test in through the balancer; then runs, every request through the balancer:
 *       floor                   GET /api/brand-config (the framework's floor of this case)
 *       front-page              GET /, anonymous (the page cache)
 *       category-page           GET /kategorier/{path}, anonymous, rotating over the depth-2/3 categories
 *       product-page            GET /produkt/{slug}, anonymous, rotating over 200 variants
 *       product-page-logged-in  GET /produkt/{slug} with the shopper's cookies, rotating over 50 variants
 *       search                  POST /api/product/search {q}, rotating over the fixtures' queries
 *       build-files             GET the front page's scripts and stylesheet in turn, gzip asked for (a first
 *                               visit's; the balancer keeps them unless CLUSTER_CACHE_BUILD_FILES=0)
 *     each (bench/lib/scenarios.mjs) probed, primed, warmed up BENCH_WARMUP (5) s, then measured
 *     BENCH_DURATION (20) s at BENCH_CONNECTIONS (10) connections; then stops the cluster. Priming
 *     (BENCH_PRIME): `instances` (the default) sends each of a route's requests once to every instance
 *     directly, so the measured window is the steady state of a cluster that has run a while; `balancer`
 *     sends them once through HAProxy, so each page is rendered by one instance only; `none`. The Redis
 *     handler gives Next no revalidate time with an entry, so Next takes the one the process remembers
 *     from rendering the page itself, or else its default of 1 s: an instance that finds a page another
 *     one rendered answers STALE once the entry is a second old and renders the page again itself (the
 *     `cache HIT %` column shows it),
 *  4. prints every window (requests/s, p50, p95, share of the floor, CPU per response of the instances,
 *     HAProxy, the load generator, Postgres and Redis (when on this machine; the Postgres server's other
 *     databases count too) and the rest of the machine: neighbours and the kernel's share of the network),
 *     the requests/s the machine's cores would allow if only this work ran on them (cores / the CPU per
 *     response of all but `other`), and each route's requests/s at 2 instances
 *     against 1 in the same round, and writes bench/results/instances-<time>.json.
 *
 * The load generator (autocannon, in this process), HAProxy, Postgres and Redis run on the same machine as
 * the instances: on 2 cores the instances get what is left of them (the CPU columns say how much).
 * Env: BENCH_INSTANCES, BENCH_ROUNDS, BENCH_PRIME, BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_SCENARIOS (a
 * comma list of the names above; the floor is always measured), CLUSTER_PORT, plus bench/lib/server.mjs's
 * (BENCH_VARIANTS, BENCH_DIST_DIR, BENCH_SKIP_BUILD, …). REDIS_URL should name a database of the bench's own.
 */
import { useLocalS3 } from '../lib/object-storage.mjs'
import { postgresUnavailable } from '../lib/postgres.mjs'
import { dropPageCache } from '../lib/redis.mjs'
import { buildFilesScenario, catalogScenarios, runScenario } from '../lib/scenarios.mjs'
import {
  config,
  distPath,
  ensureBuild,
  isPostgres,
  log,
  machine,
  prepareDatabase,
  redact,
  repoRoot,
  resultsDir,
  stamp,
  useDemoCatalog,
} from '../lib/server.mjs'
import { loggedInProductScenario, productSlugs } from '../lib/shopper.mjs'
import { compareRuns, comparisonTable, runsTable } from './compare.mjs'

useDemoCatalog()
const INSTANCES = (process.env.BENCH_INSTANCES || '1,2').split(',').map((s) => Number(s.trim()))
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1)
const DURATION = Number(process.env.BENCH_DURATION || 20)
const WARMUP = Number(process.env.BENCH_WARMUP || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const PORT = Number(process.env.CLUSTER_PORT || 3280)
const PRIME = process.env.BENCH_PRIME || 'instances'
const REDIS_URL = process.env.REDIS_URL
const ROUTES = [
  'floor',
  'front-page',
  'category-page',
  'product-page',
  'product-page-logged-in',
  'search',
  'build-files',
]
const ONLY = process.env.BENCH_SCENARIOS
  ? new Set(['floor', ...process.env.BENCH_SCENARIOS.split(',').map((s) => s.trim())])
  : new Set(ROUTES)
const EXAMPLE =
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_instances REDIS_URL=redis://127.0.0.1:6379/11 npm run bench:instances'

/** Why this machine or environment cannot run the benchmark, or null. */
async function refusal() {
  if (!INSTANCES.every((n) => Number.isInteger(n) && n >= 1) || !INSTANCES.includes(1))
    return `BENCH_INSTANCES must list whole numbers ≥ 1 including 1 (the base), not ${process.env.BENCH_INSTANCES}`
  if (!['instances', 'balancer', 'none'].includes(PRIME))
    return `BENCH_PRIME is instances, balancer or none, not ${PRIME}`
  if (!isPostgres())
    return 'bench:instances needs Postgres (DATABASE_URL=postgres://…): several instances cannot share SQLite'
  if (!REDIS_URL) return 'bench:instances needs REDIS_URL: the instances share the page cache and the throttles there'
  const missing = haproxyMissing()
  if (missing) return missing
  const noPostgres = await postgresUnavailable(config.databaseUrl)
  if (noPostgres) return `Postgres at ${redact(config.databaseUrl)} did not answer: ${noPostgres}`
  const noRedis = await redisUnavailable(REDIS_URL)
  if (noRedis) return `Redis at ${REDIS_URL} did not answer: ${noRedis}`
  return null
}

/**
 * How often HAProxy took an instance out during the case (its readiness check on /api/health failed
 * twice, e.g. timed out after 1 s on a saturated machine) and the lines saying so: meanwhile the other
 * instances took all of the load (the `split %` column).
 */
function healthChecks(balancer) {
  const lines = readFileSync(balancer.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('[WARNING]') && / is (DOWN|UP),/.test(line))
  return { instanceDowns: lines.filter((line) => line.includes(' is DOWN,')).length, healthLines: lines }
}

/**
 * The Postgres and Redis servers on this machine (the postmaster with its backends, redis-server), so their
 * CPU counts as the instances' work rather than as other load; [] for what pgrep does not find.
 */
function servicePids() {
  const pgrep = (args) => {
    try {
      return execFileSync('pgrep', args, { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number)
    } catch {
      return []
    }
  }
  return [...pgrep(['-o', '-x', 'postgres']), ...pgrep(['-x', 'redis-server'])]
}

/** One case: `instances` behind the balancer, every scenario through it. */
async function runCase(round, instances, anonymous, slugs, buildId) {
  const dropped = await dropPageCache(REDIS_URL, buildId)
  log(`round ${round}, ${instances} instance(s): ${dropped} page cache keys of build ${buildId} deleted from Redis`)
  const machineBefore = machine()
  const cluster = await startCluster({ instances, port: PORT, env: { REDIS_URL } })
  const port = config.port
  config.port = cluster.balancer.port
  try {
    const scenarios = [...anonymous]
    if (ONLY.has('product-page-logged-in')) scenarios.push(await loggedInProductScenario(slugs))
    if (ONLY.has('build-files')) scenarios.push(await buildFilesScenario(cluster.balancer.port))
    scenarios.sort((a, b) => ROUTES.indexOf(a.name) - ROUTES.indexOf(b.name))
    const options = {
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
      prime:
        PRIME === 'instances'
          ? cluster.instances.map((i) => i.port)
          : PRIME === 'balancer'
            ? [cluster.balancer.port]
            : [],
      cpu: {
        server: cluster.instances.map((i) => i.pid),
        balancer: [cluster.balancer.pid],
        services: servicePids(),
      },
    }
    const results = []
    for (const scenario of scenarios) results.push(await runScenario(scenario, options))
    return { round, instances, machineBefore, machineAfter: machine(), results, ...healthChecks(cluster.balancer) }
  } finally {
    await cluster.stop()
    config.port = port
  }
}

async function main() {
  const refused = await refusal()
  if (refused) {
    console.error(`${refused}\nFor example: ${EXAMPLE}`)
    process.exit(1)
  }
  // Several instances keep media in a bucket (bench/lib/cluster.mjs refuses them without): a local one.
  await useLocalS3()
  const out = {
    kind: 'instances',
    machineBefore: machine(),
    config: { ...config, INSTANCES, ROUNDS, PRIME, DURATION, WARMUP, CONNECTIONS, PORT, REDIS_URL: redact(REDIS_URL) },
  }
  out.database = await prepareDatabase()
  out.build = await ensureBuild()
  const buildId = readFileSync(path.join(distPath(), 'BUILD_ID'), 'utf8').trim()
  const fixtures = await loadFixtures()
  const anonymous = catalogScenarios(fixtures).filter((s) => ONLY.has(s.name))
  const slugs = await productSlugs()
  out.runs = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (const instances of INSTANCES) out.runs.push(await runCase(round, instances, anonymous, slugs, buildId))
  }
  out.machineAfter = machine()
  out.comparison = compareRuns(out.runs)

  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `instances-${stamp()}.json`)
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`)
  const m = out.machineBefore
  process.stdout.write(
    [
      `Instances benchmark, ${m.date.slice(0, 16)} UTC, commit ${m.commit}${m.changedFiles ? ` (+${m.changedFiles} changed files)` : ''}, ` +
        `${m.cpus} × ${m.cpuModel}, Node ${m.node}, Postgres ${redact(config.databaseUrl)} (${out.database.variants} variants), Redis ${REDIS_URL}; ` +
        `load average before ${m.loadAverage.join(' ')}, after ${out.machineAfter.loadAverage.join(' ')}`,
      '',
      `Every measured request through HAProxy, ${CONNECTIONS} connections, each route primed (${PRIME}), ${WARMUP} s warm-up, ${DURATION} s measured:`,
      '',
      runsTable(out.runs, m.cpus),
      '',
      ...out.runs.map(
        (r) =>
          `Round ${r.round}, ${r.instances} instance(s): load average at its start ${r.machineBefore.loadAverage.join(' ')}; ` +
          `HAProxy took an instance out ${r.instanceDowns} times (/api/health failed its check)`,
      ),
      '',
      'Against 1 instance in the same round:',
      '',
      comparisonTable(out.comparison),
      '',
      `JSON: ${path.relative(repoRoot, file)}`,
      '',
    ].join('\n'),
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
