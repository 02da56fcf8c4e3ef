/**
 * The search engine alone, in-process (no HTTP, no React): Payload on the benchmark database, then
 * for the same queries as the HTTP benchmark, N timed iterations each of
 *   - searchCatalog (text match only: FTS5 / tsvector plus fallbacks),
 *   - searchCatalog with asYouType and limit 30 (what the suggest API asks for),
 *   - listCatalog for a search (match + filter + facets + sort + page + tiles), without and with facets chosen,
 *   - listCatalog for category pages,
 *   - stockFor 50 articles.
 * Run by catalog/run.mjs, or alone: `npm run catalog:engine -w @shop/bench`. It must run from apps/web
 * with the server-only stub (bench/lib/server-only.mjs) registered; run.mjs does that.
 *
 * Env: BENCH_ENGINE_ITERATIONS (default 500), BENCH_ENGINE_OUT (JSON file to write).
 */
import { writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import type { Shopper } from '@shop/commerce'
import { listingQueryFrom } from '@shop/commerce/catalog/listing-query'
import { brands } from '@shop/tenants'
import { getPayload } from 'payload'
import { listCatalog, searchCatalog } from '../../apps/web/src/catalog/listing'
import { catalogSnapshot } from '../../apps/web/src/catalog/snapshot'
import { stockFor } from '../../apps/web/src/catalog/stock'
import { loadPayloadConfig } from '../../apps/web/src/payload/load-config'
import { loadFixtures } from '../lib/fixtures.mjs'

interface Search {
  q: string
  filters?: {
    attrs?: Record<string, string[]>
    brands?: string[]
    tags?: string[]
    priceMin?: number
    priceMax?: number
    inStock?: boolean
  }
  sort?: string
}

const ITERATIONS = Number(process.env.BENCH_ENGINE_ITERATIONS || 500)
const WARMUP = Math.min(50, ITERATIONS)

const brand = brands.find((b) => b.isDefault) ?? brands[0]
if (!brand) throw new Error('no brand')
const shopper: Shopper = {
  loggedIn: false,
  customerId: null,
  storeId: brand.defaultStoreId,
  visibility: { prices: true, discounts: false },
}

/** ListingQuery from the search API's body shape, through the same parser the pages use. */
function queryOf(search: Search) {
  const params: Record<string, string | string[]> = {}
  const f = search.filters ?? {}
  if (f.brands?.length) params.brand = f.brands
  if (f.tags?.length) params.tag = f.tags
  for (const [name, values] of Object.entries(f.attrs ?? {})) params[`attr.${name}`] = values
  if (f.priceMin !== undefined) params.priceMin = String(f.priceMin)
  if (f.priceMax !== undefined) params.priceMax = String(f.priceMax)
  if (f.inStock) params.inStock = '1'
  if (search.sort) params.sort = search.sort
  return listingQueryFrom(params, 'relevance')
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN

/** Runs `fn` over the inputs round-robin: WARMUP untimed calls, then ITERATIONS timed ones. */
async function measure<T>(name: string, inputs: T[], fn: (input: T) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn(inputs[i % inputs.length] as T)
  const times: number[] = []
  const perInput = new Map<T, number[]>()
  for (let i = 0; i < ITERATIONS; i++) {
    const input = inputs[i % inputs.length] as T
    const start = performance.now()
    await fn(input)
    const ms = performance.now() - start
    times.push(ms)
    const list = perInput.get(input) ?? []
    list.push(ms)
    perInput.set(input, list)
  }
  times.sort((a, b) => a - b)
  // The inputs that cost most (median per input), to tell a slow query from a slow machine.
  const slowest = [...perInput]
    .map(([input, list]) => {
      list.sort((a, b) => a - b)
      return {
        input: typeof input === 'string' ? input : JSON.stringify(input),
        p50: quantile(list, 0.5),
        n: list.length,
      }
    })
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 5)
  const result = {
    name,
    iterations: ITERATIONS,
    inputs: inputs.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times[times.length - 1] ?? Number.NaN,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    slowest,
  }
  process.stderr.write(
    `[engine] ${name.padEnd(44)} p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms; slowest: ${slowest
      .slice(0, 3)
      .map((s) => `${s.input.slice(0, 40)} ${s.p50.toFixed(1)} ms`)
      .join(', ')}\n`,
  )
  return result
}

const fixtures = await loadFixtures()
const payload = await getPayload({ config: await loadPayloadConfig() })
const snapshotStart = performance.now()
const snapshot = await catalogSnapshot(payload, { wait: true })
const snapshotMs = performance.now() - snapshotStart
process.stderr.write(`[engine] snapshot: ${snapshot.rows.length} rows loaded in ${snapshotMs.toFixed(0)} ms\n`)

const searches = fixtures.searches as Search[]
const plain = searches.filter((s) => !s.filters)
const faceted = searches.filter((s) => s.filters)
const categories = (fixtures.categories as Array<{ path: string }>).map((c) => c.path)
const attributeSequences = new Map<string, string[]>()
{
  const { docs } = await payload.find({
    collection: 'categories',
    where: { path: { in: categories } },
    limit: 1000,
    pagination: false,
    depth: 0,
  })
  for (const doc of docs as unknown as Array<{ path: string; attributeSequence?: unknown }>) {
    const seq = Array.isArray(doc.attributeSequence) ? (doc.attributeSequence as unknown[]).map(String) : []
    attributeSequences.set(doc.path, seq)
  }
}

const counts: Record<string, number> = {}
for (const s of plain) {
  const match = await searchCatalog(payload, snapshot, s.q)
  counts[s.q] = match.rank.size + match.pinned.size
}
process.stderr.write(`[engine] hits per query: ${JSON.stringify(counts)}\n`)

const results = [
  await measure('searchCatalog (text match)', plain, (s) => searchCatalog(payload, snapshot, s.q)),
  await measure('searchCatalog asYouType limit 30', fixtures.prefixes as string[], (q) =>
    searchCatalog(payload, snapshot, q, { asYouType: true, limit: 30 }),
  ),
  await measure('listCatalog search, no facet chosen', plain, (s) =>
    listCatalog(payload, { kind: 'search', q: s.q }, queryOf(s), shopper, brand.centralStorageId),
  ),
  await measure('listCatalog search, facet chosen + sort', faceted, (s) =>
    listCatalog(payload, { kind: 'search', q: s.q }, queryOf(s), shopper, brand.centralStorageId),
  ),
  await measure('listCatalog category (depth 2 and 3)', categories, (path) =>
    listCatalog(
      payload,
      { kind: 'category', path, attributeSequence: attributeSequences.get(path) ?? [] },
      listingQueryFrom({}),
      shopper,
      brand.centralStorageId,
    ),
  ),
  await measure('stockFor 50 articles, all locations', [fixtures.stockArticles as string[]], (articles) =>
    stockFor(payload, articles, { centralId: brand.centralStorageId }),
  ),
  await measure('stockFor 50 articles, brand stores', [fixtures.stockArticles as string[]], (articles) =>
    stockFor(payload, articles, {
      locationIds: [...brand.storeIds, brand.centralStorageId],
      centralId: brand.centralStorageId,
    }),
  ),
]

const out = {
  kind: 'engine',
  dialect: payload.db.name,
  snapshot: { rows: snapshot.rows.length, loadMs: snapshotMs },
  hits: counts,
  results,
}
if (process.env.BENCH_ENGINE_OUT) writeFileSync(process.env.BENCH_ENGINE_OUT, JSON.stringify(out, null, 2))
else process.stdout.write(`${JSON.stringify(out, null, 2)}\n`)
await payload.destroy()
process.exit(0)
