#!/usr/bin/env node
/**
 * First-load JavaScript per shop route, and its budget: `npm run bench:bundle` (part of `npm run test:e2e`,
 * right after the production build, so CI checks every build).
 *
 * Reads <distDir>/diagnostics/route-bundle-stats.json, which `next build` writes, and for every shop route
 * (/[brand] and below, and /_not-found, the framework's own baseline) sums the gzipped size (zlib level 9,
 * each chunk on its own, as a browser downloads them) of the module scripts a modern browser loads
 * first. The noModule polyfills (build-manifest.json `polyfillFiles`), which modern browsers skip, are
 * left out. Exits 1 naming each route over BUDGET_KIB, so a change that grows a route past it fails CI.
 *
 * distDir: argument 1, else BENCH_DIST_DIR, else the newest build of .next and .next-bench. Does not
 * build. JSON to bench/results/.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { markdownTable, resultsDir, stamp, webDir } from '../lib/server.mjs'

/**
 * Issue 12: every shop route's first-load JS for modern browsers stays within 160 KiB gzipped; 161 since
 * issue 17, whose cached page folder made Turbopack split the shell's shared chunk in two (the same 48
 * modules, 0.9 KiB more gzipped) without a byte of new code in the first load.
 */
export const BUDGET_KIB = 161

const STATS = 'diagnostics/route-bundle-stats.json'

/** The shop's routes: the brand pages and the framework's not-found page (the Payload admin is not the shop). */
export const isShopRoute = (route) => route === '/_not-found' || route === '/[brand]' || route.startsWith('/[brand]/')

/** The newest build among the candidate distDirs under webDir (an explicit one wins), or undefined. */
export function pickDistDir(webDir, explicit) {
  if (explicit) return existsSync(path.join(webDir, explicit, STATS)) ? explicit : undefined
  return ['.next', '.next-bench']
    .filter((dir) => existsSync(path.join(webDir, dir, STATS)))
    .sort((a, b) => statSync(path.join(webDir, b, STATS)).mtimeMs - statSync(path.join(webDir, a, STATS)).mtimeMs)[0]
}

/**
 * Each shop route's first-load module scripts: count, raw and gzipped bytes. Chunk paths in the stats are
 * relative to apps/web, under the distDir the build was made in ('.next/static/chunks/…'); polyfill paths
 * in the manifest are relative to the distDir.
 */
export function firstLoad(webDir, distDir) {
  const stats = JSON.parse(readFileSync(path.join(webDir, distDir, STATS), 'utf8'))
  const manifestFile = path.join(webDir, distDir, 'build-manifest.json')
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
  const polyfills = new Set((manifest.polyfillFiles ?? []).map((file) => path.join(webDir, distDir, file)))
  const sizes = new Map()
  const sizeOf = (file) => {
    let size = sizes.get(file)
    if (!size) {
      const bytes = readFileSync(file)
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
      sizes.set(file, size)
    }
    return size
  }
  return stats
    .filter((entry) => isShopRoute(entry.route))
    .map((entry) => {
      const files = entry.firstLoadChunkPaths
        .filter((chunk) => chunk.endsWith('.js'))
        // '<the distDir it was built in>/static/…': read from where the build is now (it may have been renamed).
        .map((chunk) =>
          path.isAbsolute(chunk) ? chunk : path.join(webDir, distDir, chunk.split('/').slice(1).join('/')),
        )
        .filter((file) => !polyfills.has(file))
      const raw = files.reduce((sum, file) => sum + sizeOf(file).raw, 0)
      const gzip = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0)
      return { route: entry.route, chunks: files.length, raw, gzip }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

export const kib = (bytes) => (bytes / 1024).toFixed(1)

/** The routes over the budget, each as the line CI prints. */
export function overBudget(routes, budgetKiB = BUDGET_KIB) {
  return routes
    .filter((route) => route.gzip > budgetKiB * 1024)
    .map((route) => `${route.route}: ${kib(route.gzip)} KiB gzipped, over the budget of ${budgetKiB} KiB`)
}

function main() {
  const explicit = process.argv[2] || process.env.BENCH_DIST_DIR
  const distDir = pickDistDir(webDir, explicit)
  if (!distDir) {
    console.error(`no ${STATS} in apps/web/${explicit ?? '{.next,.next-bench}'}: run the production build first`)
    process.exit(1)
  }
  const routes = firstLoad(webDir, distDir)
  const within = (r) => r.gzip <= BUDGET_KIB * 1024
  console.log(
    `First-load JS of apps/web/${distDir}: module scripts, gzip level 9 per chunk, noModule polyfills left out\n`,
  )
  console.log(
    markdownTable(
      ['Route', 'Chunks', 'Raw KiB', 'Gzipped KiB', `≤ ${BUDGET_KIB} KiB`],
      routes.map((r) => [`\`${r.route}\``, String(r.chunks), kib(r.raw), kib(r.gzip), within(r) ? 'yes' : '**no**']),
    ),
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `bundle-${stamp()}.json`)
  const record = { kind: 'bundle', date: new Date().toISOString(), distDir, budgetKiB: BUDGET_KIB, routes }
  writeFileSync(file, JSON.stringify(record, null, 2))
  console.log(`\nJSON: ${path.relative(process.cwd(), file)}`)
  const over = overBudget(routes)
  if (over.length) {
    console.error(`\nFirst-load JS over budget:\n${over.map((line) => `  ${line}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`Every shop route is within ${BUDGET_KIB} KiB.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
