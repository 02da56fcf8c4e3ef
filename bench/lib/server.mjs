/**
 * Shared by every benchmark: where things are, the benchmark database (prepared once, reused), the
 * production build in its own distDir and a `next start` that is stopped again whatever happens.
 *
 * Environment (all optional):
 *   DATABASE_URL      default file:./data/bench.db (relative to apps/web), or postgres://…
 *   BENCH_VARIANTS    catalog size to prepare (default 100000)
 *   BENCH_DIST_DIR    Next distDir under apps/web (default .next-bench)
 *   BENCH_SKIP_BUILD  1 = reuse an existing build in BENCH_DIST_DIR
 *   BENCH_PORT        port of `next start` (default 3300)
 *   BENCH_SKIP_PREPARE 1 = use the database as it is
 *   BENCH_RESET       1 = seed the database again even if it holds the catalog (e.g. after a migration
 *                     already applied to it was edited)
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoRoot = path.resolve(benchDir, '..')
export const webDir = path.join(repoRoot, 'apps/web')
export const resultsDir = path.join(benchDir, 'results')

const require = createRequire(path.join(webDir, 'package.json'))

export const config = {
  databaseUrl: process.env.DATABASE_URL || 'file:./data/bench.db',
  variants: Number(process.env.BENCH_VARIANTS || 100_000),
  distDir: process.env.BENCH_DIST_DIR || '.next-bench',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  skipPrepare: process.env.BENCH_SKIP_PREPARE === '1',
  reset: process.env.BENCH_RESET === '1',
  port: Number(process.env.BENCH_PORT || 3300),
}

/**
 * The demo catalog (BENCH_VARIANTS, default 6,000) in apps/web/data/bench-weight.db unless DATABASE_URL
 * says otherwise: a new user's `npm start` catalog, for the benchmarks of pages rather than of search.
 */
export function useDemoCatalog() {
  config.databaseUrl = process.env.DATABASE_URL || 'file:./data/bench-weight.db'
  config.variants = Number(process.env.BENCH_VARIANTS || 6000)
}

export const isPostgres = (url = config.databaseUrl) => /^postgres(ql)?:\/\//.test(url)

export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}

/** Environment for every child process (prepare, build, server, engine). */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    DATABASE_URL: config.databaseUrl,
    NEXT_DIST_DIR: config.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    // The app's own graceful shutdown (apps/web/src/lifecycle/shutdown.ts), as `npm start` runs it.
    NEXT_MANUAL_SIG_HANDLE: '1',
    ...extra,
  }
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: webDir, env: childEnv(), stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

const tsxBin = () => path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs')
export const nextBin = () => path.join(path.dirname(require.resolve('next/package.json')), 'dist/bin/next')

/**
 * Runs a TypeScript file with tsx in apps/web (so its tsconfig paths and packages resolve), under the
 * `react-server` condition as the app's own scripts run (db:prepare): server modules guard themselves
 * with `server-only`, which that condition resolves to an empty module.
 */
export function runTsx(file, args = [], options = {}) {
  const env = { ...(options.env ?? childEnv()), NODE_OPTIONS: '--conditions=react-server' }
  return run(process.execPath, [tsxBin(), file, ...args], { ...options, env })
}

// ---------------------------------------------------------------------------------------------------
// Database

/** A read-only query helper on the benchmark database, without Payload (fast, for fixtures). */
export async function openDb(url = config.databaseUrl) {
  if (isPostgres(url)) {
    const pg = require('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return {
      kind: 'postgres',
      async all(sql, args = []) {
        let i = 0
        const { rows } = await client.query(
          sql.replace(/\?/g, () => `$${++i}`),
          args,
        )
        return rows
      },
      close: () => client.end(),
    }
  }
  const { createClient } = require('@libsql/client')
  const file = path.resolve(webDir, url.slice('file:'.length))
  const client = createClient({ url: `file:${file}` })
  return {
    kind: 'sqlite',
    file,
    async all(sql, args = []) {
      const { rows } = await client.execute({ sql, args })
      return rows.map((row) => ({ ...row }))
    },
    close: () => client.close(),
  }
}

/** Creates the Postgres database named in the URL when it does not exist yet. */
export async function ensurePostgresDatabase(url) {
  const pg = require('pg')
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rows.length === 0) {
      log(`creating Postgres database ${name}`)
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
    }
  } finally {
    await client.end()
  }
}

/** What the database holds now: variants, demo users, search-index rows (0s for an empty one). */
export async function databaseState() {
  if (!isPostgres() && !existsSync(path.resolve(webDir, config.databaseUrl.slice('file:'.length)))) {
    return { variants: 0, demoUsers: 0, indexed: 0 }
  }
  const db = await openDb()
  const count = async (sql) => {
    try {
      const [row] = await db.all(sql)
      return Number(row?.n ?? 0)
    } catch {
      return 0 // table missing: not migrated yet
    }
  }
  try {
    return {
      variants: await count('SELECT count(*) AS n FROM variants'),
      demoUsers: await count("SELECT count(*) AS n FROM users WHERE email LIKE '%@demo.test'"),
      indexed: await count('SELECT count(*) AS n FROM catalog_search'),
    }
  } finally {
    await db.close()
  }
}

/**
 * apps/web's `db:prepare`: its server code imports `server-only`, which only the react-server condition
 * lets a plain Node process load (the package's script sets the same).
 */
const prepareDb = (args = []) =>
  runTsx('scripts/prepare-db.ts', args, {
    env: childEnv({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() }),
  })

/**
 * The benchmark catalog: seeded with BENCH_VARIANTS variants and the demo users unless the database
 * already holds exactly that (then only pending migrations are applied, which takes seconds).
 */
export async function prepareDatabase() {
  if (config.skipPrepare) return databaseState()
  if (isPostgres()) await ensurePostgresDatabase(config.databaseUrl)
  const before = await databaseState()
  const ready =
    !config.reset && before.variants === config.variants && before.demoUsers > 0 && before.indexed === config.variants
  const started = Date.now()
  if (ready) {
    log(`database ${redact(config.databaseUrl)} already holds ${before.variants} variants; applying migrations only`)
    await prepareDb()
  } else {
    log(
      `preparing ${redact(config.databaseUrl)}: ${config.variants} variants + demo users (found ${before.variants} variants, ${before.demoUsers} demo users, ${before.indexed} indexed)`,
    )
    await prepareDb(['--reset', '--demo', '--variants', String(config.variants)])
  }
  if (isPostgres()) await analyzePostgres()
  const after = await databaseState()
  log(`database ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(after)}`)
  if (after.variants !== config.variants)
    throw new Error(`expected ${config.variants} variants, found ${after.variants}`)
  return after
}

/**
 * Planner statistics for the bulk-loaded tables. The seed inserts ~1 million rows without running
 * ANALYZE, and a Postgres with autovacuum off (as the local one is) never gathers them: the planner
 * then guesses and, e.g., scans all 695,635 stock rows for 50 article numbers (80 ms instead of
 * under 1 ms). A production server's autovacuum would analyze soon after a load; this makes the
 * benchmark not depend on when it did.
 */
async function analyzePostgres() {
  const db = await openDb()
  try {
    const started = Date.now()
    await db.all('ANALYZE')
    log(`ANALYZE in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db.close()
  }
}

export const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')

// ---------------------------------------------------------------------------------------------------
// Build and server

export const distPath = () => path.join(webDir, config.distDir)

export async function ensureBuild() {
  const buildId = path.join(distPath(), 'BUILD_ID')
  if (config.skipBuild && existsSync(buildId)) {
    log(`reusing the build in apps/web/${config.distDir} (BENCH_SKIP_BUILD=1)`)
    return { built: false, seconds: 0 }
  }
  log(`building into apps/web/${config.distDir} (the web package's build: next build, then its last steps)`)
  const started = Date.now()
  await run('npm', ['run', 'build'])
  const seconds = (Date.now() - started) / 1000
  log(`build done in ${seconds.toFixed(0)} s`)
  return { built: true, seconds }
}

/**
 * One HTTP request to the local server with a brand's Host header (plus any `headers`, e.g. a bearer
 * token); resolves with status, headers and body.
 * @param {{ port?: number, host?: string, method?: string, path?: string, body?: unknown, headers?: Record<string, string>, timeout?: number }} options
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function request({
  port = config.port,
  host = 'nordbygg.localhost',
  method = 'GET',
  path: p = '/',
  body,
  headers = {},
  timeout = 60_000,
}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        headers: {
          host: `${host}:${port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
        timeout,
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeout} ms: ${method} ${p}`)))
    req.on('error', reject)
    if (payload) req.write(payload)
    req.end()
  })
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2000 }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('error', () => resolve(false))
    req.on('timeout', () => {
      req.destroy()
      resolve(true)
    })
  })
}

/**
 * `next start` on the build, in its own process group, output to bench/results/<name>-*.log.
 * Resolves once `/api/brand-config` answers; `stop()` ends the whole group (SIGTERM, the app's graceful
 * shutdown, then SIGKILL after 10 s; also on Ctrl-C or a crash), `kill(signal)` sends a signal to it at
 * once (a test's SIGKILL), and `exited` resolves with the exit code (or signal). `port` and `env` (added
 * to childEnv's) default to the benchmark's; the cluster (cluster.mjs) starts several and stops them
 * itself on a signal (`handleSignals: false`).
 */
export async function startServer({ port = config.port, env = {}, name = 'server', handleSignals = true } = {}) {
  if (!existsSync(path.join(distPath(), 'BUILD_ID'))) throw new Error(`no build in apps/web/${config.distDir}`)
  return startNext({
    name,
    port,
    args: ['start', '-p', String(port)],
    cwd: webDir,
    env: childEnv({ NODE_ENV: 'production', PORT: String(port), ...env }),
    probe: '/api/brand-config',
    handleSignals,
  })
}

/**
 * `next <args>` (a start) in `cwd` with `env`, run and stopped as startServer says; resolves once `probe`
 * on `port` answers below 500. startServer's, and bench:lighthouse's floor page (another Next app).
 */
export async function startNext({ name, port, args, cwd, env, probe, handleSignals = true }) {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; set BENCH_PORT`)
  mkdirSync(resultsDir, { recursive: true })
  const logFile = path.join(resultsDir, `${name}-${stamp()}.log`)
  const child = spawnGroup(process.execPath, [nextBin(), ...args], { cwd, env, logFile })
  const stop = async () => {
    child.forget()
    if (!child.running()) return
    child.kill('SIGTERM')
    for (let i = 0; i < 100 && child.running(); i++) await sleep(100)
    if (child.running()) child.kill('SIGKILL')
    await child.exited
    log(`${name} stopped (${child.code()})`)
  }
  if (handleSignals) stopOnSignal(stop)
  log(`next ${args.join(' ')} (pid ${child.pid}, log ${path.relative(repoRoot, logFile)})`)
  const started = Date.now()
  for (;;) {
    if (!child.running()) throw new Error(`next ${args[0]} exited with ${child.code()}; see ${logFile}`)
    try {
      const res = await request({ port, path: probe, timeout: 10_000 })
      if (res.status < 500) break
    } catch {}
    if (Date.now() - started > 120_000) {
      await stop()
      throw new Error(`${name} did not answer within 120 s; see ${logFile}`)
    }
    await sleep(250)
  }
  log(`${name} answers after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return {
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    stop,
    kill: child.kill,
    exited: child.exited,
  }
}

/**
 * `command` in a process group of its own, output to `logFile`; the group is killed when this process
 * exits, unless `forget()` was called (a stop of one's own). `exited` resolves with the exit code or signal.
 */
export function spawnGroup(command, args, { logFile, ...options }) {
  const out = openSync(logFile, 'a')
  const child = spawn(command, args, { ...options, stdio: ['ignore', out, out], detached: true })
  let code = null
  const exited = new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => {
      code = exitCode ?? signal
      resolve(code)
    })
  })
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {}
  }
  const onExit = () => kill('SIGKILL')
  process.on('exit', onExit)
  return {
    pid: child.pid,
    exited,
    kill,
    running: () => code === null,
    code: () => code,
    forget: () => process.off('exit', onExit),
  }
}

/** On Ctrl-C or SIGTERM: `stop()`, then exit 130. */
export function stopOnSignal(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await stop()
      process.exit(130)
    })
  }
}

/**
 * CPU seconds (user + system) a process and its descendants have used so far, from /proc (Linux);
 * null elsewhere. The difference over a window, per response, is what a request costs the server,
 * which on a shared machine varies far less than its latency does.
 */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    let seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) seconds += cpuSeconds(Number(child)) ?? 0
    }
    return seconds
  } catch {
    return null
  }
}

/**
 * CPU seconds the whole machine has been busy and has had in all (every core), from /proc/stat (Linux);
 * null elsewhere. Busy is everything but idle and iowait; over a window, busy / total is its load.
 */
export function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
    // user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice)
    const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0)
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
    return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS }
  } catch {
    return null
  }
}

/** USER_HZ: what /proc counts CPU time in; 100 on every Linux this runs on, asked of getconf when it can be. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** Resident memory (MB) of a process and its descendants, from /proc (Linux); null elsewhere. */
export function rssMB(pid) {
  try {
    const own = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    let kb = own ? Number(own[1]) : 0
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) kb += (rssMB(Number(child)) ?? 0) * 1024
    }
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------------
// Misc

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
export const stamp = () => new Date().toISOString().replace(/[:]/g, '-').replace(/\..+/, '')

export function machine() {
  const cpus = os.cpus()
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    database: isPostgres() ? 'postgres' : 'sqlite',
    databaseUrl: redact(config.databaseUrl),
    ...gitState(),
  }
}

/** The commit and whether the work tree had changes: the code measured is not always a commit. */
function gitState() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim()
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      changedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
    }
  } catch {
    return {}
  }
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** Value at quantile q (0..1) of sorted numbers, nearest-rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index]
}

export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A Markdown table from a header row and rows of cells. */
export function markdownTable(header, rows) {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`]
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}
