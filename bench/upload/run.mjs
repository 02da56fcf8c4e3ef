#!/usr/bin/env node
/**
 * Upload of a 12-megapixel JPEG (issue 38: all its sizes within 5 s), one command: `npm run bench:upload`.
 *
 * Runs bench/upload/upload.ts in apps/web (tsx, react-server condition) against its own SQLite file
 * (apps/web/data/bench-upload.db, migrated on first use; DATABASE_URL overrides) and a temporary UPLOAD_DIR
 * that is removed afterwards, so no upload lands among the shop's. It times BENCH_UPLOAD_RUNS (9) uploads
 * through Payload's local API after one warm-up, each followed by the floor: sharp alone drawing the same
 * sizes from the same bytes. Reports median and p95 of both and Payload ÷ sharp alone; no server is started.
 *
 * Env: DATABASE_URL, BENCH_UPLOAD_RUNS. Exit code 1 when the p95 through Payload is over BENCH_UPLOAD_LIMIT_MS (5000).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  benchDir,
  childEnv,
  config,
  log,
  machine,
  markdownTable,
  median,
  quantile,
  repoRoot,
  resultsDir,
  runTsx,
  stamp,
} from '../lib/server.mjs'

config.databaseUrl = process.env.DATABASE_URL || 'file:./data/bench-upload.db'
const LIMIT_MS = Number(process.env.BENCH_UPLOAD_LIMIT_MS || 5000)

const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'))
const outFile = path.join(uploadDir, 'result.json')
const before = machine()
try {
  log(`uploading to ${uploadDir}, database ${config.databaseUrl}`)
  await runTsx(path.join(benchDir, 'upload/upload.ts'), [], {
    env: childEnv({ UPLOAD_DIR: uploadDir, BENCH_UPLOAD_OUT: outFile }),
  })
  const result = JSON.parse(readFileSync(outFile, 'utf8'))
  const after = machine()
  const stats = (key) => {
    const sorted = result.runs.map((r) => r[key]).sort((a, b) => a - b)
    return { median: median(sorted), p95: quantile(sorted, 0.95), min: sorted[0], max: sorted.at(-1) }
  }
  const payload = stats('payloadMs')
  const floor = stats('sharpMs')
  const ms = (n) => n.toFixed(0)
  const table = markdownTable(
    ['', 'median ms', 'p95 ms', 'min–max ms'],
    [
      [
        '`payload.create` (local API, all sizes)',
        ms(payload.median),
        ms(payload.p95),
        `${ms(payload.min)}–${ms(payload.max)}`,
      ],
      ['sharp alone, the same sizes (floor)', ms(floor.median), ms(floor.p95), `${ms(floor.min)}–${ms(floor.max)}`],
      ['Payload ÷ sharp alone', (payload.median / floor.median).toFixed(2), (payload.p95 / floor.p95).toFixed(2), ''],
    ],
  )
  const { photo } = result
  process.stdout.write(
    `\nUpload of a ${photo.width}×${photo.height} JPEG (${(photo.bytes / 1e6).toFixed(2)} MB), ${result.runs.length} runs after a warm-up, ` +
      `sizes ${result.sizes.map((s) => `${s.name} ${s.width}×${s.height}`).join(', ')}; sharp concurrency ${result.sharpConcurrency}; ` +
      `${before.cpus}× ${before.cpuModel}, commit ${before.commit}, ${before.date.slice(0, 16)} UTC, ` +
      `load average before ${before.loadAverage.join(' ')}, after ${after.loadAverage.join(' ')}\n\n${table}\n\n` +
      `Target p95 ≤ ${LIMIT_MS} ms through Payload: ${payload.p95 <= LIMIT_MS ? 'met' : 'not met'}\n`,
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `upload-${stamp()}.json`)
  writeFileSync(
    file,
    `${JSON.stringify({ machineBefore: before, machineAfter: after, payload, floor, ...result }, null, 2)}\n`,
  )
  log(`results in ${path.relative(repoRoot, file)}`)
  if (payload.p95 > LIMIT_MS) process.exitCode = 1
} finally {
  rmSync(uploadDir, { recursive: true, force: true })
}
