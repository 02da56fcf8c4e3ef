#!/usr/bin/env node
/**
 * Image bytes per page type (issue 38), one command: `npm run bench:images`.
 *
 * For each brand host (nordbygg.localhost:PORT, …) and each page type (front, a category, a product, the
 * content page /om-oss, a store page /butiker/<id>, a campaign page /kampanjer/<slug>, else /kampanjer),
 * loads the page anonymously in Playwright's Chromium (/usr/bin/chromium, CHROME_PATH) in a fresh context
 * per viewport, so nothing comes from the browser's cache, and sums the body bytes of every response whose
 * resource type is `image`:
 *  - first view: after `load` and the network going quiet, no scroll (what the browser fetches on its own,
 *    lazy images inside Chromium's load-ahead distance included),
 *  - after scrolling to the bottom in steps of most of a screen (lazy images below the fold).
 * It also counts the formats served (the response's content type) and where they came from (/_next/image,
 * /media directly, anything else).
 *
 * Viewports: 390×844 at DPR 1 (the figure reported), 390×844 at DPR 3 (a real phone: next/image's srcset
 * then picks about 3× the width), 1280×800 at DPR 1. BENCH_IMAGES_VIEWPORTS narrows them (comma list of
 * mobile,phone,desktop).
 *
 *  1. prepares the demo catalog (BENCH_VARIANTS, default 6,000) in apps/web/data/bench-weight.db unless it
 *     already holds it (the pages' pictures do not depend on the catalog's size),
 *  2. builds into apps/web/.next-bench (BENCH_SKIP_BUILD=1 reuses it),
 *  3. starts `next start` on BENCH_PORT (default 3340), visits every page, stops the server,
 *  4. prints a Markdown table and writes bench/results/images-<time>.json.
 *
 * Env: those of bench/lib/server.mjs, CHROME_PATH, BENCH_IMAGES_BRANDS, BENCH_IMAGES_PAGES,
 * BENCH_IMAGES_VIEWPORTS. Exit code 1 when a page does not answer 200.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { brandHosts } from '../lib/brands.mjs'
import {
  config,
  ensureBuild,
  log,
  machine,
  markdownTable,
  openDb,
  prepareDatabase,
  repoRoot,
  resultsDir,
  sleep,
  stamp,
  startServer,
  useDemoCatalog,
} from '../lib/server.mjs'

useDemoCatalog()
if (!process.env.BENCH_PORT) config.port = 3340
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const list = (name) =>
  process.env[name]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const onlyBrands = list('BENCH_IMAGES_BRANDS')
const onlyPages = list('BENCH_IMAGES_PAGES')
const onlyViewports = list('BENCH_IMAGES_VIEWPORTS')

const VIEWPORTS = [
  { id: 'mobile', label: '390×844 DPR 1', width: 390, height: 844, dpr: 1, mobile: true },
  { id: 'phone', label: '390×844 DPR 3', width: 390, height: 844, dpr: 3, mobile: true },
  { id: 'desktop', label: '1280×800 DPR 1', width: 1280, height: 800, dpr: 1, mobile: false },
].filter((v) => !onlyViewports || onlyViewports.includes(v.id))

const kB = (bytes) => (bytes / 1000).toFixed(1)

/** Real rows of the benchmark database, the same every run: a depth-2 category, a variant, a store and a campaign per brand. */
async function pagePaths(brand) {
  const db = await openDb()
  try {
    const [category] = await db.all(
      "SELECT path FROM categories WHERE path LIKE '%/%' AND path NOT LIKE '%/%/%' ORDER BY path LIMIT 1",
    )
    const [variant] = await db.all('SELECT variant_slug AS slug FROM variants ORDER BY article_number LIMIT 1')
    const [store] = await db.all('SELECT store_id AS id FROM stores WHERE brand = ? ORDER BY store_id LIMIT 1', [brand])
    // A campaign a visitor who is not logged in may see, valid today.
    const [campaign] = await db.all(
      `SELECT slug FROM campaigns WHERE (brand = ? OR brand IS NULL) AND NOT coalesce(customer_only, 0)
         AND (valid_to IS NULL OR valid_to >= ?) ORDER BY id LIMIT 1`,
      [brand, new Date().toISOString()],
    )
    if (!category || !variant || !store)
      throw new Error(`the benchmark database has no category, variant or store for ${brand}`)
    return [
      { page: 'front', path: '/' },
      { page: 'category', path: `/kategorier/${category.path}` },
      { page: 'product', path: `/produkt/${encodeURIComponent(variant.slug)}` },
      { page: 'content', path: '/om-oss' },
      { page: 'store', path: `/butiker/${encodeURIComponent(store.id)}` },
      { page: 'campaign', path: campaign ? `/kampanjer/${encodeURIComponent(campaign.slug)}` : '/kampanjer' },
    ].filter((p) => !onlyPages || onlyPages.includes(p.page))
  } finally {
    await db.close()
  }
}

/** Waits until no request has been in flight for `quietMs`, or `timeoutMs` passed (then says so). */
async function quiet(inflight, quietMs = 750, timeoutMs = 60_000) {
  const started = Date.now()
  let since = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (inflight.size > 0) since = Date.now()
    else if (Date.now() - since >= quietMs) return true
    await sleep(50)
  }
  return false
}

function sourceOf(url) {
  const { pathname } = new URL(url)
  if (pathname.startsWith('/_next/image')) return '/_next/image'
  if (pathname.startsWith('/media/')) return '/media'
  if (url.startsWith('data:')) return 'data:'
  return pathname.split('/').slice(0, 2).join('/') || '/'
}

/** One page in a fresh context: the image responses of the first view and of the whole page after scrolling. */
async function measure(browser, viewport, url) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.dpr,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  })
  const page = await context.newPage()
  const inflight = new Set()
  const images = []
  let phase = 'first'
  page.on('request', (req) => inflight.add(req))
  page.on('requestfailed', (req) => inflight.delete(req))
  page.on('requestfinished', (req) => {
    inflight.delete(req)
    if (req.resourceType() !== 'image' || req.url().startsWith('data:')) return
    const at = phase
    images.push(
      (async () => {
        const response = await req.response()
        const sizes = await req.sizes()
        return {
          phase: at,
          url: req.url(),
          status: response?.status(),
          type: (response?.headers()['content-type'] ?? '?').split(';')[0],
          bytes: sizes.responseBodySize,
        }
      })(),
    )
  })
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    const status = response?.status()
    const firstQuiet = await quiet(inflight)
    phase = 'scroll'
    // Most of a screen at a time, so each lazy image crosses the load-ahead distance on the way down.
    for (let i = 0; i < 200; i++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8))
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      })
      await sleep(150)
      if (atBottom) break
    }
    const scrollQuiet = await quiet(inflight)
    const rows = await Promise.all(images)
    return { status, quiet: firstQuiet && scrollQuiet, images: rows }
  } finally {
    await context.close()
  }
}

/** Bytes, count, formats and sources of a set of image responses. */
function summary(images) {
  const count = (key) => {
    const counts = {}
    for (const i of images) counts[i[key]] = (counts[i[key]] ?? 0) + 1
    return counts
  }
  return {
    bytes: images.reduce((sum, i) => sum + (i.bytes ?? 0), 0),
    count: images.length,
    types: count('type'),
    sources: count('source'),
  }
}

async function main() {
  await prepareDatabase()
  await ensureBuild()
  const brands = brandHosts().filter((b) => !onlyBrands || onlyBrands.includes(b.brand))
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  try {
    for (const { brand, host } of brands) {
      for (const { page, path: p } of await pagePaths(brand)) {
        for (const viewport of VIEWPORTS) {
          const url = `http://${host}:${config.port}${p}`
          const result = await measure(browser, viewport, url)
          const images = result.images.map((i) => ({ ...i, source: sourceOf(i.url) }))
          const first = summary(images.filter((i) => i.phase === 'first'))
          const all = summary(images)
          rows.push({
            brand,
            page,
            path: p,
            viewport: viewport.id,
            status: result.status,
            quiet: result.quiet,
            first,
            all,
            images,
          })
          log(
            `${brand} ${page} ${viewport.label}: HTTP ${result.status}, first view ${kB(first.bytes)} kB (${first.count}), scrolled ${kB(all.bytes)} kB (${all.count})${result.quiet ? '' : ', network not quiet within 60 s'}`,
          )
        }
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }

  const fmt = (counts) =>
    Object.entries(counts)
      .map(([k, n]) => `${k.replace('image/', '')} ${n}`)
      .join(', ') || '–'
  const label = (id) => VIEWPORTS.find((v) => v.id === id)?.label ?? id
  const table = markdownTable(
    ['Brand', 'Page', 'Viewport', 'First view kB (images)', 'Scrolled to the bottom kB (images)', 'Formats', 'From'],
    rows.map((r) => [
      r.brand,
      `${r.page} \`${decodeURIComponent(r.path)}\``,
      label(r.viewport),
      r.status === 200 ? `${kB(r.first.bytes)} (${r.first.count})` : `HTTP ${r.status}`,
      `${kB(r.all.bytes)} (${r.all.count})${r.quiet ? '' : ' not quiet'}`,
      fmt(r.all.types),
      fmt(r.all.sources),
    ]),
  )
  const pages = [...new Set(rows.map((r) => r.page))]
  const span = (values) => {
    const lo = Math.min(...values)
    const hi = Math.max(...values)
    return lo === hi ? kB(lo) : `${kB(lo)}–${kB(hi)}`
  }
  const byPage = markdownTable(
    ['Page', ...VIEWPORTS.flatMap((v) => [`${v.label} first view kB`, `${v.label} scrolled kB`])],
    pages.map((page) => [
      page,
      ...VIEWPORTS.flatMap((v) => {
        const of = rows.filter((r) => r.page === page && r.viewport === v.id)
        return [span(of.map((r) => r.first.bytes)), span(of.map((r) => r.all.bytes))]
      }),
    ]),
  )
  const env = machine()
  process.stdout.write(
    `\nImage bytes (response bodies of resource type image), anonymous, fresh context per page, ${env.cpus}× ${env.cpuModel}, ` +
      `commit ${env.commit}${env.changedFiles ? ` (+${env.changedFiles} changed files)` : ''}, ${env.date.slice(0, 16)} UTC\n\n` +
      `Per page type, the range over the brands:\n\n${byPage}\n\nEvery page:\n\n${table}\n`,
  )
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `images-${stamp()}.json`)
  writeFileSync(file, `${JSON.stringify({ machine: env, viewports: VIEWPORTS, rows }, null, 2)}\n`)
  log(`results in ${path.relative(repoRoot, file)}`)
  if (rows.some((r) => r.status !== 200)) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
