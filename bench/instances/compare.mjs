/**
 * bench:instances' tables, from its runs (pure, unit-tested in compare.test.ts). A run is one case of one
 * round: `{ round, instances, results }`, `results` being runScenario's summaries (scenarios.mjs).
 */
import { markdownTable } from '../lib/server.mjs'

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–')

/** Share (%) of the responses Next's page cache answered with HIT; '–' when none said (not a cached route). */
export function hitShare(pageCache = {}) {
  const total = Object.values(pageCache).reduce((sum, n) => sum + n, 0)
  return total === 0 ? '–' : fmt((100 * (pageCache.HIT ?? 0)) / total)
}

/** How the responses split over the instances, in % by instance name: `50/50`. */
export function split(servedBy = {}) {
  const names = Object.keys(servedBy).sort()
  const total = names.reduce((sum, name) => sum + servedBy[name], 0)
  return total === 0 ? '–' : names.map((name) => fmt((100 * servedBy[name]) / total)).join('/')
}

/**
 * Each route at each instance count against the same route at `base` instances in the same round:
 * requests/s, p50 and p95 of both and the ratio of their requests/s. A route skipped (or missing) in
 * either run has no ratio.
 */
export function compareRuns(runs, base = 1) {
  const rows = []
  for (const run of runs) {
    if (run.instances === base) continue
    const baseRun = runs.find((r) => r.round === run.round && r.instances === base)
    if (!baseRun) continue
    for (const result of run.results) {
      const before = baseRun.results.find((r) => r.name === result.name)
      const measured = (r) => r && !r.skipped
      rows.push({
        round: run.round,
        name: result.name,
        instances: run.instances,
        base: measured(before)
          ? { rps: before.rps, p50: before.p50, p95: before.p95 }
          : { rps: null, p50: null, p95: null },
        other: measured(result)
          ? { rps: result.rps, p50: result.p50, p95: result.p95 }
          : { rps: null, p50: null, p95: null },
        ratio: measured(before) && measured(result) && before.rps > 0 ? result.rps / before.rps : null,
      })
    }
  }
  return rows
}

/** The comparison as Markdown: a row a route and instance count, p50 and p95 as `base → N`. */
export function comparisonTable(rows, base = 1) {
  const rounds = new Set(rows.map((r) => r.round)).size
  return markdownTable(
    [
      ...(rounds > 1 ? ['Round'] : []),
      'Route',
      `req/s at ${base}`,
      'req/s at N',
      'N',
      `N / ${base}`,
      'p50 ms',
      'p95 ms',
    ],
    rows.map((r) => [
      ...(rounds > 1 ? [String(r.round)] : []),
      r.name,
      fmt(r.base.rps),
      fmt(r.other.rps),
      String(r.instances),
      fmt(r.ratio, 2),
      `${fmt(r.base.p50, 1)} → ${fmt(r.other.p50, 1)}`,
      `${fmt(r.base.p95, 1)} → ${fmt(r.other.p95, 1)}`,
    ]),
  )
}

/**
 * Requests/s the machine's `cpus` cores would allow if nothing but this benchmark ran on them: cores over
 * the CPU one response costs the instances, HAProxy, the load generator, Postgres and Redis together. A
 * ceiling that neighbours on a shared machine move far less than the measured requests/s; null without
 * the CPU figures.
 */
export function ceiling(cpu, cpus) {
  const parts = [cpu?.server, cpu?.balancer, cpu?.loadGenerator, cpu?.services]
  if (!parts.every((n) => Number.isFinite(n))) return null
  const ms = parts.reduce((sum, n) => sum + n, 0)
  return ms > 0 ? (cpus * 1000) / ms : null
}

/**
 * Every measured window of every run: requests/s, latency, share of the floor of the same run, where the
 * machine's CPU went per response (the instances, HAProxy, the load generator, Postgres and Redis, anything
 * else on the machine) with how busy the machine was, and the ceiling of `cpus` cores for this work.
 */
export function runsTable(runs, cpus) {
  const rounds = new Set(runs.map((r) => r.round)).size
  return markdownTable(
    [
      ...(rounds > 1 ? ['Round'] : []),
      'Instances',
      'Route',
      'req/s',
      'p50 ms',
      'p95 ms',
      'non-2xx',
      'cache HIT %',
      'split %',
      '× floor req/s',
      'CPU ms/resp: instances',
      'HAProxy',
      'load gen.',
      'Postgres + Redis',
      'other',
      'machine busy %',
      `req/s ceiling of ${cpus} cores`,
    ],
    runs.flatMap((run) => {
      const floor = run.results.find((r) => r.name === 'floor' && !r.skipped)
      return run.results.map((r) =>
        r.skipped
          ? [
              ...(rounds > 1 ? [String(run.round)] : []),
              String(run.instances),
              r.name,
              `skipped: probe ${r.probe.join(', ')}`,
              ...Array(13).fill('–'),
            ]
          : [
              ...(rounds > 1 ? [String(run.round)] : []),
              String(run.instances),
              r.name,
              fmt(r.rps),
              fmt(r.p50, 1),
              fmt(r.p95, 1),
              String(r.non2xx + r.errors + r.timeouts),
              hitShare(r.pageCache),
              split(r.servedBy),
              floor ? fmt(r.rps / floor.rps, 2) : '–',
              fmt(r.cpuMsPerResponse?.server, 2),
              fmt(r.cpuMsPerResponse?.balancer, 2),
              fmt(r.cpuMsPerResponse?.loadGenerator, 2),
              fmt(r.cpuMsPerResponse?.services, 2),
              fmt(r.cpuMsPerResponse?.other, 2),
              fmt(r.cpuMsPerResponse?.machineBusyPercent),
              fmt(ceiling(r.cpuMsPerResponse, cpus)),
            ],
      )
    }),
  )
}
