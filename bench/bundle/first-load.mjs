#!/usr/bin/env node
/**
 * First-load JavaScript per storefront route: `npm run bench:bundle`.
 *
 * Reads <distDir>/diagnostics/route-bundle-stats.json, which Turbopack writes on `next build`, and for
 * every route under /[brand] (plus /_not-found as the framework baseline) sums the raw and gzipped
 * (zlib level 9, each chunk on its own, as a browser downloads them) size of its first-load chunks.
 * distDir: argument 1, else BENCH_DIST_DIR, else .next-bench when it has a build, else .next.
 * Does not build; run `npm run bench:catalog` (or `next build`) first. JSON to bench/results/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { markdownTable, resultsDir, stamp, webDir } from '../lib/server.mjs'

const TARGET_KB = 200
const candidates = [process.argv[2], process.env.BENCH_DIST_DIR, '.next-bench', '.next'].filter(Boolean)
const distDir = candidates.find((dir) => existsSync(path.join(webDir, dir, 'diagnostics/route-bundle-stats.json')))
if (!distDir) {
  console.error(`no diagnostics/route-bundle-stats.json in apps/web/{${candidates.join(',')}}; build first`)
  process.exit(1)
}
const statsFile = path.join(webDir, distDir, 'diagnostics/route-bundle-stats.json')
const stats = JSON.parse(readFileSync(statsFile, 'utf8'))

const sizes = new Map()
function chunkSize(chunk) {
  let size = sizes.get(chunk)
  if (!size) {
    // Paths are written relative to apps/web (".next-bench/static/chunks/…").
    const file = path.isAbsolute(chunk) ? chunk : path.join(webDir, chunk)
    const bytes = readFileSync(file)
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    sizes.set(chunk, size)
  }
  return size
}

const wanted = (route) => route === '/_not-found' || route === '/[brand]' || route.startsWith('/[brand]/')
const routes = stats
  .filter((entry) => wanted(entry.route))
  .map((entry) => {
    const chunks = entry.firstLoadChunkPaths.filter((c) => c.endsWith('.js'))
    const total = chunks.reduce(
      (sum, c) => {
        const s = chunkSize(c)
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }
      },
      { raw: 0, gzip: 0 },
    )
    return { route: entry.route, chunks: chunks.length, reportedRaw: entry.firstLoadUncompressedJsBytes, ...total }
  })
  .sort((a, b) => a.route.localeCompare(b.route))

const kb = (n) => (n / 1024).toFixed(1)
console.log(`First-load JS from apps/web/${distDir}/diagnostics/route-bundle-stats.json (gzip level 9 per chunk):\n`)
console.log(
  markdownTable(
    ['Route', 'Chunks', 'Raw KiB', 'Gzipped KiB', `≤ ${TARGET_KB} KB gzipped`],
    routes.map((r) => [
      `\`${r.route}\``,
      String(r.chunks),
      kb(r.raw),
      kb(r.gzip),
      r.route === '/_not-found' ? 'baseline' : r.gzip <= TARGET_KB * 1000 ? 'met' : 'not met',
    ]),
  ),
)
mkdirSync(resultsDir, { recursive: true })
const file = path.join(resultsDir, `bundle-${stamp()}.json`)
writeFileSync(file, JSON.stringify({ kind: 'bundle', date: new Date().toISOString(), distDir, routes }, null, 2))
console.log(`\nJSON: ${path.relative(process.cwd(), file)}`)
