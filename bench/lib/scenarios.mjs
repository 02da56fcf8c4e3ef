/**
 * The page and API scenarios of the load benchmarks, and how one is run: shared by bench:catalog (one
 * `next start`) and bench:instances (1 and 2 instances behind HAProxy), so both measure the same requests
 * the same way.
 *
 * A scenario is `{ name, what, next }`, `next()` giving the next request as `{ method, path, host, body?,
 * headers? }`; `size` (optional) is how many different requests it rotates over.
 *
 * runScenario: a probe (a few requests one by one; a scenario none of whose answers is below 400 is
 * skipped), optionally a priming pass (each of its `size` requests once on each port given, so every page
 * is rendered before the clock runs), a warm-up, then the measured window. Latency percentiles are nearest-rank over every
 * response of the measured window as autocannon reports it (request written to response complete);
 * requests/s = responses / measured seconds. CPU per response is read from /proc over the measured window
 * for each group of processes named in `cpu` (e.g. the servers and the balancer), for this process (the
 * load generator: autocannon runs in it) and for the whole machine (`other` is what the machine spent that
 * none of those did: neighbours on a shared machine).
 */
import { load } from './load.mjs'
import { config, cpuSeconds, log, machineCpuSeconds, quantile, request, rssMB } from './server.mjs'

/** Rotates through `items` across all connections. */
export function rotation(items) {
  let i = 0
  return () => items[i++ % items.length]
}

/** The framework's floor: a static route handler that reaches Next and the proxy only. */
export const floorScenario = (host = 'nordbygg.localhost') => ({
  name: 'floor',
  what: 'GET /api/brand-config, static: the framework floor of this run',
  size: 1,
  next: () => ({ method: 'GET', path: '/api/brand-config', host }),
})

/** bench:catalog's scenarios (issue 4, and the anonymous pages of issue 17), over the fixtures (fixtures.mjs). */
export function catalogScenarios(fixtures) {
  const json = (host, p, body) => ({
    method: 'POST',
    path: p,
    host,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })
  const plain = fixtures.searches.filter((s) => !s.filters)
  const filtered = fixtures.searches.filter((s) => s.filters)
  const nextSearch = rotation(plain)
  const nextFiltered = rotation(filtered)
  const nextMiss = rotation(fixtures.misses.map(({ q }) => ({ q })))
  const nextPrefix = rotation(fixtures.prefixes)
  const nextSlug = rotation(fixtures.slugs)
  const nextCategory = rotation(fixtures.categories)
  return [
    floorScenario(),
    {
      name: 'search',
      what: `POST /api/product/search {q}, ${plain.length} queries; every answer carries facets`,
      size: plain.length,
      next: () => json('nordbygg.localhost', '/api/product/search', nextSearch()),
    },
    {
      name: 'search-filtered',
      what: `POST /api/product/search {q, filters, sort}, ${filtered.length} queries with a facet value chosen`,
      size: filtered.length,
      next: () => json('nordbygg.localhost', '/api/product/search', nextFiltered()),
    },
    {
      name: 'search-miss',
      what: `POST /api/product/search {q}, ${fixtures.misses.length} distinct texts in turn (more than the search memo keeps), so every answer is computed afresh`,
      size: fixtures.misses.length,
      next: () => json('nordbygg.localhost', '/api/product/search', nextMiss()),
    },
    {
      name: 'search-category',
      what: `POST /api/product/search {categoryPath}, ${fixtures.categories.length} depth-2/3 categories`,
      size: fixtures.categories.length,
      next: () => json('nordbygg.localhost', '/api/product/search', { categoryPath: nextCategory().path }),
    },
    {
      name: 'suggest',
      what: `GET /api/product/suggest?q=, ${fixtures.prefixes.length} prefixes`,
      size: fixtures.prefixes.length,
      next: () => ({
        method: 'GET',
        path: `/api/product/suggest?q=${encodeURIComponent(nextPrefix())}`,
        host: 'nordbygg.localhost',
      }),
    },
    {
      name: 'front-page',
      what: 'GET /, Nordbygg, an anonymous visitor (served from the page cache, issue 17)',
      size: 1,
      next: () => ({ method: 'GET', path: '/', host: 'nordbygg.localhost' }),
    },
    {
      name: 'product-page',
      what: `GET /produkt/{slug}, ${fixtures.slugs.length} variants, Nordbygg`,
      size: fixtures.slugs.length,
      next: () => ({ method: 'GET', path: `/produkt/${encodeURIComponent(nextSlug())}`, host: 'nordbygg.localhost' }),
    },
    {
      name: 'category-page',
      what: `GET /kategorier/{path}, ${fixtures.categories.length} depth-2/3 categories, Nordbygg`,
      size: fixtures.categories.length,
      next: () => ({ method: 'GET', path: `/kategorier/${nextCategory().path}`, host: 'nordbygg.localhost' }),
    },
    {
      name: 'stock-50',
      what: `POST /api/product/stock {articles: 50 article numbers}, all locations`,
      size: 1,
      next: () => json('nordbygg.localhost', '/api/product/stock', { articles: fixtures.stockArticles }),
    },
  ]
}

/**
 * A first visit's build files: the front page's async scripts and stylesheet (what a current browser fetches
 * before the page is live; not the `noModule` polyfills), in turn, asked for as a browser does (gzip). Read
 * from the front page on `port`.
 */
export async function buildFilesScenario(port, host = 'nordbygg.localhost') {
  const page = await request({ port, host, path: '/' })
  const files = [
    ...new Set(
      [
        ...page.body.matchAll(
          /<script src="(\/_next\/static\/[^"]+)" async=""|<link rel="stylesheet" href="(\/_next\/static\/[^"]+)"/g,
        ),
      ].map((match) => match[1] ?? match[2]),
    ),
  ]
  if (files.length === 0) throw new Error(`the front page on port ${port} names no build file`)
  const nextFile = rotation(files)
  return {
    name: 'build-files',
    what: `GET the ${files.length} build files the front page names (scripts, stylesheet) in turn, Accept-Encoding gzip, deflate, br`,
    size: files.length,
    next: () => ({ method: 'GET', path: nextFile(), host, headers: { 'accept-encoding': 'gzip, deflate, br' } }),
  }
}

/** Sends the next few requests one by one: the first also loads the catalog snapshot (seconds). */
export async function probe(scenario, count = 3) {
  const statuses = []
  for (let i = 0; i < count; i++) {
    const r = scenario.next()
    try {
      const res = await request({
        method: r.method,
        path: r.path,
        host: r.host,
        body: r.body,
        headers: r.headers,
        timeout: 120_000,
      })
      statuses.push(res.status)
      if (res.status >= 400 && !scenario.sample) scenario.sample = `${res.status} ${r.path}: ${res.body.slice(0, 200)}`
    } catch (error) {
      statuses.push(String(error.message))
    }
  }
  return statuses
}

/**
 * One autocannon run of the scenario against `port` (config.port unless given): for `seconds`, or
 * `amount` requests in all.
 */
export function cannon(scenario, { connections, seconds, amount, port = config.port }) {
  const next = (req) => {
    const r = scenario.next()
    const headers = { ...(r.headers ?? {}), host: `${r.host}:${port}` }
    return { ...req, method: r.method, path: r.path, body: r.body, headers }
  }
  return load(
    {
      url: `http://127.0.0.1:${port}`,
      connections,
      requests: [{ setupRequest: next }],
      ...(amount ? { amount } : {}),
    },
    seconds,
  )
}

/** CPU seconds so far of each group of processes, of this process and of the whole machine. */
function cpuNow(groups) {
  const usage = process.cpuUsage()
  return {
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        pids.reduce((sum, pid) => {
          const seconds = cpuSeconds(pid)
          return sum === null || seconds === null ? null : sum + seconds
        }, 0),
      ]),
    ),
    loadGenerator: (usage.user + usage.system) / 1e6,
    machine: machineCpuSeconds(),
  }
}

/** CPU ms per response over a window, by group, plus the load generator, the rest of the machine and its busy share. */
export function cpuPerResponse(before, after, responses) {
  const perResponse = (seconds) => (responses > 0 ? (seconds * 1000) / responses : null)
  const out = {}
  let ours = 0
  for (const name of Object.keys(after.groups)) {
    if (before.groups[name] === null || after.groups[name] === null) {
      out[name] = null
      continue
    }
    const spent = after.groups[name] - before.groups[name]
    ours += spent
    out[name] = perResponse(spent)
  }
  const loadGenerator = after.loadGenerator - before.loadGenerator
  out.loadGenerator = perResponse(loadGenerator)
  if (before.machine && after.machine) {
    const busy = after.machine.busy - before.machine.busy
    const total = after.machine.total - before.machine.total
    out.other = perResponse(Math.max(0, busy - ours - loadGenerator))
    out.machineBusyPercent = total > 0 ? (100 * busy) / total : null
  }
  return out
}

/**
 * Runs one scenario (see the top of this file). `cpu` names groups of pids whose CPU per response is
 * reported (`server` also as serverCpuMsPerResponse, and its resident memory as serverRssMB). `prime`
 * lists the ports on which each of the scenario's requests is sent once before the warm-up (e.g. each
 * instance behind a balancer, so that every one has rendered every page); none by default.
 */
export async function runScenario(scenario, { connections, warmup, duration, prime = [], cpu = {} }) {
  const statuses = await probe(scenario)
  const ok = statuses.some((s) => typeof s === 'number' && s < 400)
  if (!ok) {
    log(`${scenario.name}: skipped, probe answered ${statuses.join(', ')}`)
    return { name: scenario.name, what: scenario.what, skipped: true, probe: statuses, sample: scenario.sample }
  }
  for (const port of prime) {
    log(`${scenario.name}: priming its ${scenario.size ?? 1} requests once on port ${port}`)
    const amount = scenario.size ?? 1
    await cannon(scenario, { connections: Math.min(connections, amount), amount, port })
  }
  if (warmup > 0) {
    log(`${scenario.name}: warm-up ${warmup} s`)
    await cannon(scenario, { connections, seconds: warmup })
  }
  log(`${scenario.name}: ${duration} s at ${connections} connections`)
  const cpuBefore = cpuNow(cpu)
  const { result, times, statuses: codes, errors, headers } = await cannon(scenario, { connections, seconds: duration })
  const spent = cpuPerResponse(cpuBefore, cpuNow(cpu), times.length)
  times.sort((a, b) => a - b)
  const seconds = result.duration
  const non2xx = Object.entries(codes)
    .filter(([code]) => Number(code) < 200 || Number(code) >= 300)
    .reduce((n, [, c]) => n + c, 0)
  const summary = {
    name: scenario.name,
    what: scenario.what,
    connections,
    seconds,
    responses: times.length,
    rps: times.length / seconds,
    serverCpuMsPerResponse: spent.server ?? null,
    cpuMsPerResponse: spent,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times[times.length - 1] ?? null,
    statusCodes: codes,
    // Next's page cache (HIT, MISS, STALE) and, behind HAProxy, which instance answered: counts by value.
    pageCache: headers['x-nextjs-cache'],
    servedBy: headers['x-served-by'],
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
    serverRssMB: cpu.server ? cpu.server.reduce((sum, pid) => sum + (rssMB(pid) ?? 0), 0) : null,
  }
  log(
    `${scenario.name}: ${summary.rps.toFixed(1)} req/s, server CPU ${summary.serverCpuMsPerResponse?.toFixed(2)} ms per response, p50 ${summary.p50?.toFixed(1)} ms, p95 ${summary.p95?.toFixed(1)} ms, non-2xx ${non2xx}, errors ${summary.errors}, server RSS ${summary.serverRssMB} MB, machine busy ${spent.machineBusyPercent?.toFixed(0)} %`,
  )
  return summary
}
