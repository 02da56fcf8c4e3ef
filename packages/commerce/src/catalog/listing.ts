/**
 * The listing engine: one pure function turns a scope's rows (a category, a campaign, a range or
 * the hits of a search) and the shopper's choices into one page of rows plus facets. Facets are
 * disjunctive: within a facet the values are alternatives (OR), between facets they narrow (AND),
 * and each facet counts as if its own choice were not made, so a shopper can widen a choice.
 */

/** What the engine needs of one variant; the rest of a tile is loaded for the visible page only. */
export interface ListingRow {
  id: number
  articleNumber: string
  name: string
  /** The catalog's own order: product, then variant within the product. */
  order: number
  /** Position in Swedish alphabetical order of names, computed once per snapshot (collation is slow). */
  nameOrder: number
  categoryPaths: readonly string[]
  maker: string | null
  listPrice: number | null
  askForPrice: boolean
  discontinued: boolean
  tags: readonly string[]
  attrs: ReadonlyArray<readonly [string, string]>
  /** Location ids with quantity above zero. */
  inStockAt: readonly string[]
}

export const SORTS = ['recommended', 'relevance', 'name', 'price-asc', 'price-desc'] as const
export type Sort = (typeof SORTS)[number]

export interface ListingQuery {
  attrs: Readonly<Record<string, readonly string[]>>
  brands: readonly string[]
  tags: readonly string[]
  priceMin: number | null
  priceMax: number | null
  inStock: boolean
  sort: Sort
  page: number
}

export const PAGE_SIZE = 24

export interface FacetValue {
  value: string
  count: number
  selected: boolean
}

export interface Facet {
  /** 'brand', 'tag', or 'attr' with the attribute's name. */
  kind: 'brand' | 'tag' | 'attr'
  name: string
  values: FacetValue[]
}

export interface ListingOptions {
  /** Attribute facets in this order (a category's attribute sequence); others are left out. */
  facetNames: readonly string[]
  /** The shopper's price for sorting and the price filter; null hides the article from both. */
  priceOf: ((row: ListingRow) => number | null) | null
  storeId: string
  /** Search relevance per row id (higher first) for the 'relevance' sort. */
  rank?: ReadonlyMap<number, number>
  /** Rows that go first whatever the sort (exact article number or EAN hits). */
  pinned?: ReadonlySet<number>
  pageSize?: number
}

export interface ListingResult {
  total: number
  page: number
  pageCount: number
  rows: ListingRow[]
  facets: Facet[]
  /** The price span of the rows that pass every filter but the price one; null without prices. */
  priceRange: { min: number; max: number } | null
  /** How many rows would show with 'in stock at my store' on, the other filters as they are. */
  inStockCount: number
}

/** Swedish order (å, ä, ö last) with numbers by value, so '10 mm' follows '9 mm'. */
export const collator = new Intl.Collator('sv-SE', { numeric: true, sensitivity: 'base' })

/** A row's value for a facet, or values (a row has several tags). */
function valuesOf(row: ListingRow, facet: Facet['kind'], name: string): readonly string[] {
  if (facet === 'brand') return row.maker ? [row.maker] : []
  if (facet === 'tag') return row.tags
  const out: string[] = []
  for (const [key, value] of row.attrs) if (key === name) out.push(value)
  return out
}

interface Group {
  kind: Facet['kind'] | 'price' | 'stock'
  name: string
  test(row: ListingRow): boolean
}

function filterGroups(query: ListingQuery, options: ListingOptions): Group[] {
  const groups: Group[] = []
  const choice = (kind: Facet['kind'], name: string, selected: readonly string[]) => {
    if (selected.length === 0) return
    const wanted = new Set(selected)
    groups.push({ kind, name, test: (row) => valuesOf(row, kind, name).some((v) => wanted.has(v)) })
  }
  choice('brand', 'brand', query.brands)
  choice('tag', 'tag', query.tags)
  for (const [name, selected] of Object.entries(query.attrs)) choice('attr', name, selected)
  const { priceOf } = options
  if (priceOf && (query.priceMin !== null || query.priceMax !== null)) {
    const min = query.priceMin ?? Number.NEGATIVE_INFINITY
    const max = query.priceMax ?? Number.POSITIVE_INFINITY
    groups.push({
      kind: 'price',
      name: 'price',
      test: (row) => {
        const price = priceOf(row)
        return price !== null && price >= min && price <= max
      },
    })
  }
  if (query.inStock) {
    groups.push({ kind: 'stock', name: 'stock', test: (row) => row.inStockAt.includes(options.storeId) })
  }
  return groups
}

/**
 * The sort as one number per row, lower first (ties go to the catalog's order). Computed once per row
 * rather than in every comparison: prices and relevance are map lookups.
 */
function sortKeyFor(sort: Sort, options: ListingOptions): (row: ListingRow) => number {
  const { priceOf, rank } = options
  switch (sort) {
    case 'relevance':
      return rank ? (row) => -(rank.get(row.id) ?? 0) : () => 0
    case 'name':
      return (row) => row.nameOrder
    case 'price-asc':
    case 'price-desc': {
      if (!priceOf) return () => 0
      const sign = sort === 'price-asc' ? 1 : -1
      // Articles without a visible price go last either way.
      return (row) => {
        const price = priceOf(row)
        return price === null ? Number.POSITIVE_INFINITY : sign * price
      }
    }
    default:
      return () => 0
  }
}

/** Adds one row's values to a facet's counts; a row counts once per value even if it repeats one. */
function count(facet: Map<string, number>, values: readonly string[]) {
  if (values.length === 1) {
    const value = values[0] as string
    facet.set(value, (facet.get(value) ?? 0) + 1)
    return
  }
  for (const value of new Set(values)) facet.set(value, (facet.get(value) ?? 0) + 1)
}

export function runListing(rows: readonly ListingRow[], query: ListingQuery, options: ListingOptions): ListingResult {
  const groups = filterGroups(query, options)
  const facetDefs: Array<{ kind: Facet['kind']; name: string }> = [
    { kind: 'brand', name: 'brand' },
    { kind: 'tag', name: 'tag' },
    ...options.facetNames.map((name) => ({ kind: 'attr' as const, name })),
  ]
  // One counter per facet, indexed like facetDefs: this loop runs for every row of the scope.
  const counts = facetDefs.map(() => new Map<string, number>())
  const attrFacet = new Map(facetDefs.flatMap((def, d) => (def.kind === 'attr' ? [[def.name, d] as const] : [])))
  // The filter group a facet's own choice makes, if any: a row failing only that group still counts.
  const groupOfFacet = facetDefs.map((def) => groups.find((g) => g.kind === def.kind && g.name === def.name))
  const passing: ListingRow[] = []
  let inStockCount = 0
  let priceMin = Number.POSITIVE_INFINITY
  let priceMax = Number.NEGATIVE_INFINITY
  const stockGroup = groups.findIndex((g) => g.kind === 'stock')
  const priceGroup = groups.findIndex((g) => g.kind === 'price')

  for (const row of rows) {
    // Which filter groups does the row fail? Only the count of failures and the one failed group matter.
    let failed = -1
    let failures = 0
    for (let i = 0; i < groups.length && failures < 2; i += 1) {
      if (!(groups[i] as Group).test(row)) {
        failures += 1
        failed = i
      }
    }
    if (failures >= 2) continue
    const failedGroup = failures === 1 ? (groups[failed] as Group) : null
    const countable = (d: number) => !failedGroup || failedGroup === groupOfFacet[d]
    if (row.maker && countable(0)) count(counts[0] as Map<string, number>, [row.maker])
    if (row.tags.length && countable(1)) count(counts[1] as Map<string, number>, row.tags)
    // One pass over the row's attributes serves every attribute facet (a variant has one value per name).
    for (const [name, value] of row.attrs) {
      const d = attrFacet.get(name)
      if (d === undefined || !countable(d)) continue
      const facet = counts[d] as Map<string, number>
      facet.set(value, (facet.get(value) ?? 0) + 1)
    }
    if (failures === 0 || failed === stockGroup) {
      if (row.inStockAt.includes(options.storeId)) inStockCount += 1
    }
    if ((failures === 0 || failed === priceGroup) && options.priceOf) {
      const price = options.priceOf(row)
      if (price !== null) {
        if (price < priceMin) priceMin = price
        if (price > priceMax) priceMax = price
      }
    }
    if (failures === 0) passing.push(row)
  }

  const selectedFor = (kind: Facet['kind'], name: string): readonly string[] =>
    kind === 'brand' ? query.brands : kind === 'tag' ? query.tags : (query.attrs[name] ?? [])
  const facets: Facet[] = facetDefs.flatMap((def, d) => {
    const found = counts[d] as Map<string, number>
    const selected = new Set(selectedFor(def.kind, def.name))
    // A chosen value stays visible with a zero count, so it can be unchosen.
    for (const value of selected) if (!found.has(value)) found.set(value, 0)
    if (found.size === 0) return []
    const values = [...found]
      .map(([value, n]) => ({ value, count: n, selected: selected.has(value) }))
      .sort((a, b) => collator.compare(a.value, b.value))
    return [{ kind: def.kind, name: def.name, values }]
  })

  const pageSize = options.pageSize ?? PAGE_SIZE
  const pageCount = Math.max(1, Math.ceil(passing.length / pageSize))
  const page = Math.min(Math.max(1, query.page), pageCount)
  const keyOf = sortKeyFor(query.sort, options)
  const pinned = options.pinned
  const sorted = passing
    .map((row) => ({ row, pin: pinned?.has(row.id) ? 0 : 1, key: keyOf(row) }))
    .sort((a, b) => a.pin - b.pin || a.key - b.key || a.row.order - b.row.order)
    .map((entry) => entry.row)
  return {
    total: passing.length,
    page,
    pageCount,
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    facets,
    priceRange: priceMin <= priceMax ? { min: priceMin, max: priceMax } : null,
    inStockCount,
  }
}

/**
 * Attribute facets for a result with no category to order them: the attribute names most rows
 * carry, most common first, at most `limit`.
 */
export function commonAttributeNames(
  rows: readonly ListingRow[],
  limit = 6,
  exclude: readonly string[] = [],
): string[] {
  const frequency = new Map<string, number>()
  for (const row of rows) {
    for (const [name] of row.attrs) frequency.set(name, (frequency.get(name) ?? 0) + 1)
  }
  for (const name of exclude) frequency.delete(name)
  return [...frequency]
    .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
    .slice(0, limit)
    .map(([name]) => name)
}
