#!/usr/bin/env node
/**
 * Page weight (issue 17), one command: `npm run bench:weight`.
 *
 * What a visitor downloads for a page before any script runs: the HTML of `GET <page>` and the RSC
 * payload of the same page (`GET <page>` with `RSC: 1`, what a client-side navigation fetches), for the
 * front page, a category page and a product page of every brand, anonymous. Sizes are the bytes of the
 * body as sent (uncompressed, `next start` does not compress below a proxy's gzip) and, for scale, gzipped
 * here. Sizes do not vary with load, so each page is fetched once after a warm-up request.
 *
 *  1. prepares the demo catalog (BENCH_VARIANTS, default 6,000) in apps/web/data/bench-weight.db unless it
 *     already holds it,
 *  2. builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it),
 *  3. starts `next start`, fetches every page twice (warm-up, then measured), stops the server,
 *  4. prints a Markdown table and writes bench/results/weight-<time>.json.
 *
 * Env: those of bench/lib/server.mjs (DATABASE_URL, BENCH_PORT, BENCH_SKIP_BUILD, BENCH_DIST_DIR, …).
 * Exit code 1 when a page does not answer 200 or a front page's HTML is over BENCH_WEIGHT_LIMIT_KB (100). The
 * limit is on the HTML, which carries the page's RSC payload inline: issue 17's "HTML plus RSC payload,
 * 233 KB today" is that document (the HTML of its day was 233–235 kB). The RSC fetch of a client-side
 * navigation is reported beside it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { brandHosts } from '../lib/brands.mjs'
import {
  ensureBuild,
  log,
  machine,
  markdownTable,
  openDb,
  prepareDatabase,
  repoRoot,
  request,
  resultsDir,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'

// The shell, the heaviest part of a page, is the same at any catalog size.
useDemoCatalog()
const LIMIT_KB = Number(process.env.BENCH_WEIGHT_LIMIT_KB || 100)

const KB = 1000
const kb = (bytes) => (bytes / KB).toFixed(1)

/** A depth-2 category with products and a variant in it: real pages of the catalog, the same every run. */
async function pagePaths() {
  const db = await openDb()
  try {
    const [category] = await db.all(
      "SELECT path FROM categories WHERE path LIKE '%/%' AND path NOT LIKE '%/%/%' ORDER BY path LIMIT 1",
    )
    const [variant] = await db.all('SELECT variant_slug AS slug FROM variants ORDER BY article_number LIMIT 1')
    if (!category || !variant) throw new Error('the benchmark database has no categories or variants')
    return [
      { page: 'front', path: '/' },
      { page: 'category', path: `/kategorier/${category.path}` },
      { page: 'product', path: `/produkt/${encodeURIComponent(variant.slug)}` },
    ]
  } finally {
    await db.close()
  }
}

/**
 * The RSC payload as the router fetches it. Next answers a request without the `_rsc` search param that
 * hashes its router headers with a 307 to the URL that has it; the router sends that param itself.
 */
async function rscPayload(host, p) {
  const headers = { RSC: '1' }
  const first = await request({ host, path: p, headers })
  if (first.status !== 307 || !first.headers.location) return first
  return request({ host, path: first.headers.location, headers })
}

async function weigh(host, p) {
  const html = await request({ host, path: p, headers: { accept: 'text/html' } })
  const rsc = await rscPayload(host, p)
  for (const [kind, res] of [
    ['HTML', html],
    ['RSC', rsc],
  ]) {
    if (res.status !== 200) throw new Error(`${kind} ${host}${p} answered ${res.status}`)
  }
  const size = (body) => Buffer.byteLength(body)
  const gzip = (body) => gzipSync(body).length
  return {
    html: size(html.body),
    rsc: size(rsc.body),
    htmlGzip: gzip(html.body),
    rscGzip: gzip(rsc.body),
  }
}

async function main() {
  await prepareDatabase()
  await ensureBuild()
  const pages = await pagePaths()
  const server = await startServer()
  const rows = []
  try {
    for (const { brand, host } of brandHosts()) {
      for (const { page, path: p } of pages) {
        await weigh(host, p) // warm-up: the first request of a page also loads caches and code
        const sizes = await weigh(host, p)
        rows.push({ brand, page, path: p, ...sizes, total: sizes.html + sizes.rsc })
        log(`${brand} ${page}: HTML ${kb(sizes.html)} kB + RSC ${kb(sizes.rsc)} kB`)
      }
    }
  } finally {
    await server.stop()
  }

  const table = markdownTable(
    ['Brand', 'Page', 'HTML kB', 'RSC kB', 'HTML + RSC kB', 'gzipped HTML + RSC kB'],
    rows.map((r) => [r.brand, r.page, kb(r.html), kb(r.rsc), kb(r.total), kb(r.htmlGzip + r.rscGzip)]),
  )
  const over = rows.filter((r) => r.page === 'front' && r.html > LIMIT_KB * KB)
  const env = machine()
  process.stdout.write(
    `\nPage weight, anonymous, ${env.database}, ${env.cpus}× ${env.cpuModel}, commit ${env.commit}` +
      `${env.changedFiles ? ` (+${env.changedFiles} changed files)` : ''}, ${env.date.slice(0, 10)}\n\n${table}\n\n` +
      `Front page HTML (with its inline RSC payload) limit ${LIMIT_KB} kB: ${over.length ? `over on ${over.map((r) => r.brand).join(', ')}` : 'met on every brand'}\n`,
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `weight-${stamp()}.json`)
  writeFileSync(file, `${JSON.stringify({ machine: env, limitKB: LIMIT_KB, rows }, null, 2)}\n`)
  log(`results in ${path.relative(repoRoot, file)}`)
  if (over.length) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
