#!/usr/bin/env node
/**
 * Two or more servers that are already running, compared in one run: `BENCH_COMPARE=after:3301,before:3302
 * npm run bench:compare`. On a shared machine windows minutes apart do not compare (docs/benchmarks.md), so
 * the servers take turns: each round sends every scenario's BENCH_AMOUNT requests to each server in turn (the
 * order reversed every other round), and the report is each server's median over BENCH_ROUNDS of the CPU it
 * spent per answer (from /proc, the process and its children), with its answers' p95.
 *
 * Start the servers yourself, e.g. two builds (`NEXT_DIST_DIR=.next-base`) or one build with two settings;
 * on SQLite each on its own copy of the database (one instance per file). The scenarios are bench:catalog's
 * (bench/lib/scenarios.mjs) over the fixtures of DATABASE_URL (default: the demo catalog of bench:weight);
 * each scenario's requests are sent once to every server first, so every page is rendered before the clock runs,
 * then one window each that is not counted (a process's first answers warm its JIT and caches).
 *
 * Env: BENCH_COMPARE (name:port,…), BENCH_SCENARIOS (floor,front-page,product-page,category-page),
 * BENCH_ROUNDS (5), BENCH_AMOUNT (2000), BENCH_CONNECTIONS (10).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { loadFixtures } from '../lib/fixtures.mjs'
import { cannon, catalogScenarios } from '../lib/scenarios.mjs'
import {
  cpuSeconds,
  log,
  machine,
  markdownTable,
  median,
  quantile,
  resultsDir,
  stamp,
  useDemoCatalog,
} from '../lib/server.mjs'

useDemoCatalog()
const SERVERS = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, port] = entry.split(':')
    return { name, port: Number(port) }
  })
const NAMES = (process.env.BENCH_SCENARIOS || 'floor,front-page,product-page,category-page').split(',')
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5)
const AMOUNT = Number(process.env.BENCH_AMOUNT || 2000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)

/** The pid of the process listening on a port (ss from iproute2). */
function listener(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = line.match(/pid=(\d+)/)?.[1]
  if (!pid) throw new Error(`nothing listens on port ${port}`)
  return Number(pid)
}

async function main() {
  if (SERVERS.length < 2 || SERVERS.some((s) => !s.name || !Number.isInteger(s.port))) {
    console.error('BENCH_COMPARE names two or more running servers as name:port, e.g. after:3301,before:3302')
    process.exit(2)
  }
  for (const server of SERVERS) server.pid = listener(server.port)
  const scenarios = catalogScenarios(await loadFixtures()).filter((s) => NAMES.includes(s.name))
  for (const scenario of scenarios) {
    for (const server of SERVERS) {
      log(`${scenario.name}: priming its ${scenario.size ?? 1} requests on ${server.name}`)
      const amount = Math.max(CONNECTIONS, scenario.size ?? 1)
      await cannon(scenario, { connections: CONNECTIONS, amount, port: server.port })
    }
  }
  // One window each, not counted: the first answers from a process warm its JIT and its caches.
  for (const scenario of scenarios) {
    for (const server of SERVERS)
      await cannon(scenario, { connections: CONNECTIONS, amount: AMOUNT, port: server.port })
  }
  const windows = []
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...SERVERS].reverse() : SERVERS
    for (const scenario of scenarios) {
      for (const server of order) {
        const before = cpuSeconds(server.pid)
        const { times, statuses } = await cannon(scenario, {
          connections: CONNECTIONS,
          amount: AMOUNT,
          port: server.port,
        })
        const cpuMs = ((cpuSeconds(server.pid) - before) * 1000) / times.length
        times.sort((a, b) => a - b)
        const failed = Object.entries(statuses).filter(([code]) => Number(code) >= 300)
        windows.push({ round, scenario: scenario.name, server: server.name, cpuMs, p95: quantile(times, 0.95), failed })
        log(`round ${round + 1} ${scenario.name} ${server.name}: ${cpuMs.toFixed(2)} ms of CPU an answer`)
      }
    }
  }
  const rows = scenarios.flatMap((scenario) =>
    SERVERS.map((server) => {
      const mine = windows.filter((w) => w.scenario === scenario.name && w.server === server.name)
      const failed = mine.flatMap((w) => w.failed.map(([code, n]) => `${n} × ${code}`))
      return [
        scenario.name,
        server.name,
        median(mine.map((w) => w.cpuMs)).toFixed(2),
        mine.map((w) => w.cpuMs.toFixed(2)).join(' '),
        median(mine.map((w) => w.p95)).toFixed(1),
        failed.join(', ') || 'none',
      ]
    }),
  )
  const header = ['Scenario', 'Server', 'CPU ms/answer, median', 'each round', 'p95 ms, median', 'non-2xx']
  const m = machine()
  console.log(
    `\nInterleaved comparison, ${m.date}, ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadAverage.join(' ')}`,
  )
  console.log(`${ROUNDS} rounds of ${AMOUNT} requests a scenario and server, ${CONNECTIONS} connections\n`)
  console.log(markdownTable(header, rows))
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `compare-${stamp()}.json`)
  writeFileSync(file, JSON.stringify({ servers: SERVERS, rounds: ROUNDS, amount: AMOUNT, windows }, null, 2))
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
