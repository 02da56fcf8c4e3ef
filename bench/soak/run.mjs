#!/usr/bin/env node
/**
 * Memory over a long run (issue 36, finding 19), one command:
 * `npm run bench:soak -- [--requests 100000] [--database sqlite|postgres] [--connections 4] [--idle 30]`.
 *
 *  1. prepares the demo catalog (BENCH_VARIANTS, default 6,000, and the demo users) in
 *     apps/web/data/bench-weight.db, or with `--database postgres` in
 *     postgres://postgres@127.0.0.1:5432/shop_bench_soak (DATABASE_URL overrides either), and builds into
 *     apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses the build),
 *  2. starts `next start` with bench/lib/memory-probe.cjs preloaded (NODE_OPTIONS=--require), logs
 *     user@demo.test in through the browser's login, and sends a warm-up of `--warmup` (2,000) requests
 *     of the mix below,
 *  3. reads the server's memory: RSS from /proc/<pid>/status (VmRSS of the server and any child process),
 *     and heap used, heap total, external and arrayBuffers from the probe (process.memoryUsage() on SIGUSR2),
 *  4. sends `--requests` requests of the mix in blocks of `--block` (10,000), reading the memory and the
 *     block's median and p95 latency after each, at `--connections` connections,
 *  5. lets the server stand idle `--idle` seconds and reads the memory again, then once more after a full
 *     garbage collection in the server (the probe's `gc` mode): what only waited for the collector,
 *     against what something still holds,
 *  6. prints a table and writes bench/results/soak-<database>-<time>.json.
 *
 * The mix, in a fixed cycle of 40 requests (MIX below): anonymous front, category and product pages (the
 * product pages rotate over every variant of the catalog, as a crawler would, so Next's page cache fills
 * to its bound), search (plain, filtered, and texts in turn that the search memo does not keep), find as
 * you type, the stock API; the same pages and the cart (read, add a line, empty it) and the shopper's
 * prices (POST /api/product/variants) with a logged-in shopper's cookies; and a login followed on the same
 * connection by its logout, so sessions do not pile up. The shopper logs in again before each block
 * after 10 minutes (its session lives 15).
 */
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadFixtures } from '../lib/fixtures.mjs'
import { load } from '../lib/load.mjs'
import { catalogScenarios, rotation } from '../lib/scenarios.mjs'
import {
  benchDir,
  config,
  ensureBuild,
  log,
  machine,
  markdownTable,
  openDb,
  prepareDatabase,
  quantile,
  redact,
  request,
  resultsDir,
  sleep,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'
import { logIn, productPageArticles, productSlugs, SHOPPER } from '../lib/shopper.mjs'

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'sqlite' },
    connections: { type: 'string', default: '4' },
    block: { type: 'string', default: '10000' },
    warmup: { type: 'string', default: '2000' },
    idle: { type: 'string', default: '30' },
  },
})
const REQUESTS = Number(options.requests)
const CONNECTIONS = Number(options.connections)
const BLOCK = Math.min(Number(options.block), REQUESTS)
const WARMUP = Number(options.warmup)
const IDLE_SECONDS = Number(options.idle)
if (!['sqlite', 'postgres'].includes(options.database)) throw new Error('--database is sqlite or postgres')
if (![REQUESTS, CONNECTIONS, BLOCK, WARMUP, IDLE_SECONDS].every((n) => Number.isInteger(n) && n >= 0) || BLOCK < 1)
  throw new Error('--requests, --connections, --block, --warmup and --idle are whole numbers')

useDemoCatalog()
if (options.database === 'postgres' && !/^postgres/.test(process.env.DATABASE_URL ?? ''))
  config.databaseUrl = 'postgres://postgres@127.0.0.1:5432/shop_bench_soak'

const MiB = 2 ** 20
const LOGIN_MAX_AGE_MS = 10 * 60 * 1000
const CART = '/api/cart/v2/cart/current'
const probeDir = path.join(resultsDir, `memory-probe-${process.pid}`)
const probeFile = path.join(benchDir, 'lib/memory-probe.cjs')

/** Every article variant's slug, in article order: the anonymous product pages a crawler would ask for. */
async function allSlugs() {
  const db = await openDb()
  try {
    return (await db.all('SELECT variant_slug AS slug FROM variants ORDER BY article_number')).map((r) => r.slug)
  } finally {
    await db.close()
  }
}

/** The cookie pairs (name=value) a response sets, from autocannon's or Node's headers. */
const setCookies = (headers) => {
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1] ?? []
  return (Array.isArray(value) ? value : [value]).map((c) => String(c).split(';')[0]).filter((c) => !c.endsWith('='))
}

/** The mix's request makers by name; `shopper.cookie` is read at each request, so a new login applies at once. */
function requestMakers(fixtures, slugs, memberSlugs, articleLists, shopper) {
  const byName = Object.fromEntries(catalogScenarios(fixtures).map((s) => [s.name, s]))
  const host = SHOPPER.host
  const nextSlug = rotation(slugs)
  const nextMember = rotation(memberSlugs)
  const nextArticles = rotation(articleLists)
  const nextCategory = rotation(fixtures.categories)
  const member = (method, p, body) => ({
    method,
    path: p,
    host,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: {
      cookie: shopper.cookie,
      accept: body === undefined && method === 'GET' && !p.startsWith('/api/') ? 'text/html' : 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  })
  const addArticle = fixtures.stockArticles[0]
  return {
    front: byName['front-page'].next,
    category: byName['category-page'].next,
    product: () => ({ method: 'GET', path: `/produkt/${encodeURIComponent(nextSlug())}`, host }),
    search: byName.search.next,
    'search-filtered': byName['search-filtered'].next,
    'search-miss': byName['search-miss'].next,
    suggest: byName.suggest.next,
    stock: byName['stock-50'].next,
    'member-front': () => member('GET', '/'),
    'member-category': () => member('GET', `/kategorier/${nextCategory().path}`),
    'member-product': () => member('GET', `/produkt/${encodeURIComponent(nextMember())}`),
    'member-prices': () => member('POST', '/api/product/variants', { articleNumbers: nextArticles() }),
    cart: () => member('GET', CART),
    'cart-add': () =>
      member('POST', `${CART}/variants/batch/add`, {
        items: [{ articleNumber: addArticle, quantity: 1, deliveryId: 'DBI' }],
      }),
    'cart-empty': () => member('DELETE', `${CART}/variants`),
    login: () => ({
      method: 'POST',
      path: '/api/auth/session',
      host,
      body: JSON.stringify({ logonId: SHOPPER.user, logonPassword: SHOPPER.password }),
      headers: { 'content-type': 'application/json' },
      login: true,
    }),
  }
}

/** One cycle of the mix: 40 requests, 23 anonymous, 16 a logged-in shopper's, 1 login (its logout follows). */
const MIX = [
  ['front', 3],
  ['category', 5],
  ['product', 6],
  ['search', 2],
  ['search-filtered', 2],
  ['search-miss', 2],
  ['suggest', 2],
  ['stock', 1],
  ['member-front', 2],
  ['member-category', 2],
  ['member-product', 4],
  ['member-prices', 3],
  ['cart', 3],
  ['cart-add', 1],
  ['cart-empty', 1],
  ['login', 1],
]

/** The MIX's names spread over one cycle (each kind at even intervals, not in runs). */
function cycle() {
  const slots = []
  for (const [name, count] of MIX) for (let i = 0; i < count; i++) slots.push({ name, at: (i + 0.5) / count })
  return slots.sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : 1)).map((s) => s.name)
}

/**
 * `amount` requests of the mix at CONNECTIONS connections. A login's answer puts its cookies into that
 * connection's context, and the connection's next request is the logout with them.
 */
function send(makers, names, amount) {
  const nextName = rotation(names)
  const kinds = {}
  return load({
    connections: Math.min(CONNECTIONS, amount),
    amount,
    requests: [
      {
        setupRequest: (req, context) => {
          let r
          if (context.logout) {
            r = {
              method: 'POST',
              path: '/api/auth/session/logout',
              host: SHOPPER.host,
              headers: { cookie: context.logout },
              kind: 'logout',
            }
            context.logout = undefined
          } else {
            const name = nextName()
            r = { ...makers[name](), kind: name }
          }
          kinds[r.kind] = (kinds[r.kind] ?? 0) + 1
          context.expectLogin = Boolean(r.login)
          const headers = { ...(r.headers ?? {}), host: `${r.host}:${config.port}` }
          return { ...req, method: r.method, path: r.path, body: r.body, headers }
        },
        onResponse: (status, _body, context, headers) => {
          if (!context.expectLogin) return
          if (status !== 200) return
          const cookies = setCookies(headers)
          if (cookies.length) context.logout = cookies.join('; ')
        },
      },
    ],
  }).then((run) => ({ ...run, kinds }))
}

// ---------------------------------------------------------------------------------------------------
// Memory

/** The server's process and its descendants, from /proc. */
function processTree(pid) {
  const pids = [pid]
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/) : []) pids.push(...processTree(Number(child)))
    }
  } catch {}
  return pids
}

const vmRssKiB = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/**
 * RSS (MiB) of the server's processes from /proc, and process.memoryUsage() of each that runs the probe
 * (a Node process: the probe writes its file on SIGUSR2; one that has none after 5 s is no Node process).
 * `gc`: the probe also collects the heap and reads again (afterGc).
 */
async function readMemory(server, { gc = false } = {}) {
  writeFileSync(path.join(probeDir, 'mode'), gc ? 'gc' : 'plain')
  const pids = processTree(server.pid)
  const rssMiB = pids.reduce((sum, pid) => sum + vmRssKiB(pid), 0) / 1024
  const asked = Date.now()
  // By the executable: Next renames its process (process.title), which rewrites /proc/<pid>/cmdline.
  const nodes = pids.filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/exe`) === process.execPath
    } catch {
      return false
    }
  })
  for (const pid of nodes) process.kill(pid, 'SIGUSR2')
  const usage = []
  for (const pid of nodes) {
    const file = path.join(probeDir, `${pid}.json`)
    for (let i = 0; i < 100; i++) {
      try {
        const snapshot = JSON.parse(readFileSync(file, 'utf8'))
        if (snapshot.at >= asked - 1000) {
          usage.push(snapshot)
          break
        }
      } catch {}
      await sleep(50)
    }
  }
  const sum = (key, which = 'usage') => usage.reduce((n, s) => n + (s[which]?.[key] ?? 0), 0) / MiB
  const reading = {
    rssMiB,
    processes: pids.length,
    heapUsedMiB: sum('heapUsed'),
    heapTotalMiB: sum('heapTotal'),
    externalMiB: sum('external'),
    arrayBuffersMiB: sum('arrayBuffers'),
  }
  if (gc) {
    reading.afterGc = {
      rssMiB: pids.reduce((n, pid) => n + vmRssKiB(pid), 0) / 1024,
      heapUsedMiB: sum('heapUsed', 'afterGc'),
      heapTotalMiB: sum('heapTotal', 'afterGc'),
      externalMiB: sum('external', 'afterGc'),
      arrayBuffersMiB: sum('arrayBuffers', 'afterGc'),
    }
  }
  return reading
}

// ---------------------------------------------------------------------------------------------------
// Run

function blockSummary(run) {
  const times = [...run.times].sort((a, b) => a - b)
  const non2xx = Object.entries(run.statuses)
    .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
    .reduce((n, [, c]) => n + c, 0)
  return {
    responses: times.length,
    seconds: run.result.duration,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    statuses: run.statuses,
    non2xx,
    errors: run.errors + run.result.errors,
    kinds: run.kinds,
  }
}

const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–')
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–')

async function main() {
  mkdirSync(probeDir, { recursive: true })
  const build = await ensureBuild()
  await prepareDatabase()
  const fixtures = await loadFixtures()
  const slugs = await allSlugs()
  const memberSlugs = await productSlugs()
  const articleLists = await productPageArticles(memberSlugs)
  const server = await startServer({
    name: `soak-${options.database}`,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${probeFile}`.trim(),
      MEMORY_PROBE_DIR: probeDir,
    },
  })
  const rows = []
  const blocks = []
  let ok = false
  try {
    const shopper = { cookie: '', at: 0 }
    const freshLogin = async () => {
      if (Date.now() - shopper.at < LOGIN_MAX_AGE_MS) return
      shopper.cookie = (await logIn()).cookie
      shopper.at = Date.now()
    }
    await freshLogin()
    const check = await request({
      path: `/produkt/${encodeURIComponent(memberSlugs[0])}`,
      headers: { cookie: shopper.cookie },
    })
    if (check.status !== 200 || !check.body.includes('Logga ut')) throw new Error('the shopper is not logged in')
    const makers = requestMakers(fixtures, slugs, memberSlugs, articleLists, shopper)
    const names = cycle()
    const started = await readMemory(server)
    rows.push({ at: 'started', requests: 0, memory: started })
    log(`started: RSS ${f0(started.rssMiB)} MiB; warm-up ${WARMUP} requests`)
    const warm = WARMUP > 0 ? blockSummary(await send(makers, names, WARMUP)) : null
    const before = await readMemory(server)
    rows.push({ at: 'after warm-up (before)', requests: 0, memory: before, block: warm })
    log(`before: RSS ${f0(before.rssMiB)} MiB, heap ${f0(before.heapUsedMiB)} MiB`)
    const soakStarted = Date.now()
    for (let done = 0; done < REQUESTS; ) {
      await freshLogin()
      const amount = Math.min(BLOCK, REQUESTS - done)
      const block = blockSummary(await send(makers, names, amount))
      done += amount
      const memory = await readMemory(server)
      blocks.push(block)
      rows.push({ at: `after ${done.toLocaleString('en')}`, requests: done, memory, block })
      log(
        `${done}/${REQUESTS}: RSS ${f0(memory.rssMiB)} MiB, heap ${f0(memory.heapUsedMiB)} MiB, external ${f0(memory.externalMiB)} MiB; block p50 ${f1(block.p50)} ms, p95 ${f1(block.p95)} ms, ${f1(block.responses / block.seconds)} req/s, non-2xx ${block.non2xx}, errors ${block.errors}`,
      )
    }
    const soakSeconds = (Date.now() - soakStarted) / 1000
    log(`idle ${IDLE_SECONDS} s`)
    await sleep(IDLE_SECONDS * 1000)
    const idle = await readMemory(server, { gc: true })
    rows.push({ at: `idle ${IDLE_SECONDS} s`, requests: REQUESTS, memory: idle })
    rows.push({ at: 'after a full GC', requests: REQUESTS, memory: idle.afterGc })
    const after = rows.at(-3).memory
    const statuses = {}
    for (const b of blocks)
      for (const [code, n] of Object.entries(b.statuses)) statuses[code] = (statuses[code] ?? 0) + n
    const summary = {
      machine: machine(),
      database: options.database,
      databaseUrl: redact(config.databaseUrl),
      variants: config.variants,
      requests: REQUESTS,
      connections: CONNECTIONS,
      warmup: WARMUP,
      idleSeconds: IDLE_SECONDS,
      soakSeconds,
      build,
      mix: Object.fromEntries(MIX),
      statuses,
      growthMiB: {
        rss: after.rssMiB - before.rssMiB,
        idle: idle.rssMiB - before.rssMiB,
        afterGc: idle.afterGc.rssMiB - before.rssMiB,
      },
      rows,
    }
    mkdirSync(resultsDir, { recursive: true })
    const file = path.join(resultsDir, `soak-${options.database}-${stamp()}.json`)
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
    console.log(
      `\nSoak: ${REQUESTS.toLocaleString('en')} requests on ${options.database} (${config.variants} variants), ${CONNECTIONS} connections, ${f0(soakSeconds)} s; statuses ${JSON.stringify(statuses)}\n`,
    )
    console.log(
      markdownTable(
        [
          'Point',
          'RSS MiB',
          'Heap used MiB',
          'Heap total MiB',
          'External MiB',
          'ArrayBuffers MiB',
          'Block p50 ms',
          'Block p95 ms',
          'Block req/s',
          'Block non-2xx',
        ],
        rows.map(({ at, memory, block }) => [
          at,
          f0(memory.rssMiB),
          f0(memory.heapUsedMiB),
          f0(memory.heapTotalMiB),
          f0(memory.externalMiB),
          f0(memory.arrayBuffersMiB),
          f1(block?.p50),
          f1(block?.p95),
          block ? f1(block.responses / block.seconds) : '–',
          block ? String(block.non2xx) : '–',
        ]),
      ),
    )
    console.log(
      `\nRSS growth from before: ${f0(summary.growthMiB.rss)} MiB after the requests, ${f0(summary.growthMiB.idle)} MiB idle, ${f0(summary.growthMiB.afterGc)} MiB after a full GC. Results: ${path.relative(process.cwd(), file)}`,
    )
    ok = true
  } finally {
    await server.stop()
    rmSync(probeDir, { recursive: true, force: true })
  }
  if (!ok) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
