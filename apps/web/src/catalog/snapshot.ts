import 'server-only'
import { collator, FacetDictionary, type ListingRow, ListingTable } from '@shop/commerce/catalog/listing'
import { stem, words } from '@shop/commerce/catalog/text'
import type { Payload } from 'payload'
import { jsonColumn } from '../db/sql'
import { customerNetPrices, snapshotSources } from './storage'
import { catalogVersion } from './storage/search-index'

/**
 * An in-process copy of what listings filter, facet and sort on (one small row per variant), read
 * with five plain queries (storage.ts snapshotSources) and kept until the catalog version moves. Facet counts over thousands of
 * rows then cost a loop in memory instead of a GROUP BY per request. Tiles for the visible page are
 * still read from the database, so prices and stock shown are never stale.
 */
export interface CatalogSnapshot {
  version: number
  rows: ListingRow[]
  byId: Map<number, ListingRow>
  byArticle: Map<string, ListingRow>
  /** Row positions per category path, each row under its categories and all their ancestors, in catalog order. */
  byCategory: Map<string, Int32Array>
  /** The rows as the columns listings read (`rows[p]` is at position p). */
  table: ListingTable
  /** Index tokens (stems) with how many variant names use them: the typo corrector's dictionary. */
  vocabulary: Map<string, number>
  /** The ids of the rows' facet values (makers, tags, attributes), which listings count. */
  facets: FacetDictionary
  loadedAt: number
}

/** Interning keeps one copy of each repeated string (attribute names and values, makers, tags). */
function interner() {
  const pool = new Map<string, string>()
  return (value: string) => {
    const known = pool.get(value)
    if (known !== undefined) return known
    pool.set(value, value)
    return value
  }
}

async function load(payload: Payload, version: number): Promise<CatalogSnapshot> {
  const { variants, products, listPrices, stock, categories } = await snapshotSources(payload)
  const intern = interner()
  const pathsByProduct = new Map(
    products.map((p) => [Number(p.id), jsonColumn<string[]>(p.category_paths, []).map(intern)] as const),
  )
  const priceByArticle = new Map(listPrices.map((p) => [p.article_number, Number(p.net_price)]))
  const stockByArticle = new Map<string, string[]>()
  for (const s of stock) {
    const list = stockByArticle.get(s.article_number)
    if (list) list.push(intern(s.location_id))
    else stockByArticle.set(s.article_number, [intern(s.location_id)])
  }
  variants.sort(
    (a, b) => Number(a.product_id) - Number(b.product_id) || Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0),
  )
  const vocabulary = new Map<string, number>()
  const facets = new FacetDictionary()
  const rows: ListingRow[] = variants.map((v, order) => {
    for (const word of new Set(words(v.name))) {
      const token = stem(word)
      vocabulary.set(token, (vocabulary.get(token) ?? 0) + 1)
    }
    const attributes = jsonColumn<Array<{ attributeName: string; attributeValue: string }>>(v.attributes, [])
    const maker = jsonColumn<string[]>(v.brands, []).map(intern)[0] ?? null
    const tags = jsonColumn<string[]>(v.filter_tags, []).map(intern)
    const attrs = attributes
      .filter((a) => a.attributeName !== 'SSG')
      .map((a) => [intern(a.attributeName), intern(a.attributeValue)] as const)
    // One object literal with every field: rows built by spreading get a slower shape (measured).
    return {
      id: Number(v.id),
      articleNumber: v.article_number,
      name: v.name,
      order,
      nameOrder: 0,
      categoryPaths: pathsByProduct.get(Number(v.product_id)) ?? [],
      maker,
      listPrice: priceByArticle.get(v.article_number) ?? null,
      askForPrice: Boolean(v.ask_for_price),
      discontinued: Boolean(v.discontinued),
      tags,
      attrs,
      inStockAt: stockByArticle.get(v.article_number) ?? [],
      codes: facets.encode({ maker, tags, attrs }),
    }
  })
  // Category names belong to the words a shopper may type ('färg' in 'målarfärg').
  for (const category of categories) {
    for (const word of words(category.name)) {
      const token = stem(word)
      if (!vocabulary.has(token)) vocabulary.set(token, 1)
    }
  }
  const byCategory = new Map<string, number[]>()
  rows.forEach((row, position) => {
    const paths = new Set<string>()
    for (const path of row.categoryPaths) {
      const parts = path.split('/')
      for (let depth = 1; depth <= parts.length; depth += 1) paths.add(parts.slice(0, depth).join('/'))
    }
    for (const path of paths) {
      const list = byCategory.get(path)
      if (list) list.push(position)
      else byCategory.set(path, [position])
    }
  })
  // Swedish collation is slow; sort by name once here so the 'name' sort compares numbers.
  const keys = rows.map((row) => ({ row, key: row.name }))
  keys.sort((a, b) => collator.compare(a.key, b.key))
  keys.forEach(({ row }, index) => {
    row.nameOrder = index
  })
  return {
    version,
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    byArticle: new Map(rows.map((row) => [row.articleNumber, row])),
    byCategory: new Map([...byCategory].map(([path, positions]) => [path, Int32Array.from(positions)])),
    table: new ListingTable(rows, facets),
    vocabulary,
    facets,
    loadedAt: Date.now(),
  }
}

const cache = new WeakMap<Payload, { current?: CatalogSnapshot; loading?: Promise<CatalogSnapshot> }>()

/**
 * The snapshot for the catalog as it is now. After a change the first caller waits for the reload
 * only if there is no snapshot yet; otherwise callers get the previous one while a single reload
 * runs (a large catalog takes a second or two to read), and the next request sees the new one.
 */
export async function catalogSnapshot(payload: Payload, options: { wait?: boolean } = {}): Promise<CatalogSnapshot> {
  return (await catalogState(payload, options)).snapshot
}

/**
 * The snapshot, and whether it is the catalog's current version: while a reload runs it is not,
 * and answers kept per version (the search memo) must then be neither read nor stored.
 */
export async function catalogState(
  payload: Payload,
  options: { wait?: boolean } = {},
): Promise<{ snapshot: CatalogSnapshot; current: boolean }> {
  let entry = cache.get(payload)
  if (!entry) {
    entry = {}
    cache.set(payload, entry)
  }
  const state = entry
  const version = await catalogVersion(payload)
  if (state.current && state.current.version === version) return { snapshot: state.current, current: true }
  if (!state.loading) {
    state.loading = load(payload, version)
      .then((snapshot) => {
        state.current = snapshot
        return snapshot
      })
      .finally(() => {
        state.loading = undefined
      })
  }
  if (state.current && !options.wait) return { snapshot: state.current, current: false }
  const snapshot = await state.loading
  return { snapshot, current: snapshot.version === version }
}

const customerPrices = new WeakMap<CatalogSnapshot, Map<string, Promise<Float64Array>>>()

/**
 * Customers whose price columns are kept per snapshot, the least recently used dropped first: one is 8
 * bytes per variant (800 kB at 100,000), so without a bound every customer who ever sorted by price
 * would stay in memory until the catalog changed (issue 36, finding 19).
 */
export const PRICE_COLUMNS_PER_SNAPSHOT = 64

/**
 * The prices a customer sees per table position: their own net prices (about one article in twenty
 * in the seed) over the list prices, for sorting and the price filter, cached with the snapshot
 * they belong to (at most PRICE_COLUMNS_PER_SNAPSHOT customers; a failed read is not kept).
 */
export function customerPriceColumn(
  payload: Payload,
  snapshot: CatalogSnapshot,
  customerId: string,
): Promise<Float64Array> {
  let perCustomer = customerPrices.get(snapshot)
  if (!perCustomer) {
    perCustomer = new Map()
    customerPrices.set(snapshot, perCustomer)
  }
  const columns = perCustomer
  let prices = columns.get(customerId)
  if (prices) {
    // Map order is insertion order: moved to the end, it is the most recently used.
    columns.delete(customerId)
  } else {
    prices = customerNetPrices(payload, Number(customerId)).then((own) => snapshot.table.prices(own))
    const kept = prices
    kept.catch(() => {
      if (columns.get(customerId) === kept) columns.delete(customerId)
    })
  }
  columns.set(customerId, prices)
  if (columns.size > PRICE_COLUMNS_PER_SNAPSHOT) columns.delete(columns.keys().next().value as string)
  return prices
}
