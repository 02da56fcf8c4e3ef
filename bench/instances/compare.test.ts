import { describe, expect, it } from 'vitest'
import { ceiling, compareRuns, comparisonTable, hitShare, runsTable, split } from './compare.mjs'

const result = (name: string, rps: number, extra: Record<string, unknown> = {}) => ({
  name,
  rps,
  p50: 10,
  p95: 20,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  cpuMsPerResponse: { server: 2, balancer: 0.2, loadGenerator: 0.5, services: 0.3, other: 0.1, machineBusyPercent: 99 },
  ...extra,
})

const runs = [
  { round: 1, instances: 1, results: [result('floor', 800), result('front-page', 400)] },
  {
    round: 1,
    instances: 2,
    results: [result('floor', 1000), result('front-page', 500, { p95: 15 }), result('search', 50)],
  },
]

describe('bench:instances tables', () => {
  it('compares each route with the 1-instance run of the same round', () => {
    const rows = compareRuns(runs)
    expect(rows.map((r) => [r.name, r.instances, r.ratio])).toEqual([
      ['floor', 2, 1.25],
      ['front-page', 2, 1.25],
      ['search', 2, null], // not measured at 1 instance: no ratio
    ])
    expect(rows[1]?.other.p95).toBe(15)
    expect(rows[1]?.base.p95).toBe(20)
  })

  it('gives no ratio for a skipped route and no row without a base run in the round', () => {
    const skipped = { name: 'front-page', skipped: true, probe: [500, 500, 500] }
    const rows = compareRuns([
      { round: 1, instances: 1, results: [skipped] },
      { round: 1, instances: 2, results: [result('front-page', 500)] },
      { round: 2, instances: 2, results: [result('front-page', 500)] },
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.ratio).toBeNull()
    expect(rows[0]?.base.rps).toBeNull()
  })

  it('reads the page cache and the split over the instances from the counted headers', () => {
    expect(hitShare({ HIT: 99, MISS: 1 })).toBe('99')
    expect(hitShare({})).toBe('–')
    expect(hitShare(undefined)).toBe('–')
    expect(split({ web2: 1, web1: 3 })).toBe('75/25')
    expect(split({})).toBe('–')
  })

  it('gives the ceiling of the cores for the CPU the benchmark itself spends per response', () => {
    // 2 cores, 3 ms a response over instances, HAProxy, load generator and services: 666.7 req/s.
    expect(ceiling({ server: 2, balancer: 0.2, loadGenerator: 0.5, services: 0.3, other: 9 }, 2)).toBeCloseTo(666.7, 1)
    expect(ceiling({ server: 2, balancer: null, loadGenerator: 0.5, services: 0.3 }, 2)).toBeNull()
    expect(ceiling(undefined, 2)).toBeNull()
  })

  it('prints Markdown rows with the share of the floor of the same run', () => {
    const table = runsTable(runs, 2)
    expect(table).toContain(
      '| 1 | front-page | 400 | 10.0 | 20.0 | 0 | – | – | 0.50 | 2.00 | 0.20 | 0.50 | 0.30 | 0.10 | 99 | 667 |',
    )
    expect(comparisonTable(compareRuns(runs))).toContain(
      '| front-page | 400 | 500 | 2 | 1.25 | 10.0 → 10.0 | 20.0 → 15.0 |',
    )
  })
})
