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
  /**
   * The maker, the tags (each once) and the attribute values as ids of the row set's FacetDictionary:
   * what filtering and facet counting read, so a search over thousands of rows increments an array
   * instead of hashing strings (`FacetDictionary.encode` makes it).
   */
  codes: Int32Array
}

/**
 * Every facet value a row set holds (maker, tag, attribute name and value) under a small integer,
 * one dictionary per row set (the catalog snapshot). Counting the facets of a broad search cost
 * several milliseconds of string-keyed Map operations per request; with ids it is array arithmetic.
 */
export class FacetDictionary {
  /** Facet id → kind and name: 'brand', 'tag', or an attribute's name. */
  readonly facetKind: Array<Facet['kind']> = []
  readonly facetName: string[] = []
  /** Value id → its facet id and text. */
  readonly valueFacet: number[] = []
  readonly valueText: string[] = []
  private readonly facets = new Map<string, number>()
  private readonly values: Array<Map<string, number>> = []

  get valueCount(): number {
    return this.valueText.length
  }

  /** The facet's id, or undefined when no row has it. */
  facetId(kind: Facet['kind'], name: string): number | undefined {
    return this.facets.get(`${kind}\u0000${name}`)
  }

  /** The value's id within the facet, or undefined when no row has it. */
  valueId(facet: number, value: string): number | undefined {
    return this.values[facet]?.get(value)
  }

  private intern(kind: Facet['kind'], name: string, value: string): number {
    const key = `${kind}\u0000${name}`
    let facet = this.facets.get(key)
    if (facet === undefined) {
      facet = this.facetKind.length
      this.facets.set(key, facet)
      this.facetKind.push(kind)
      this.facetName.push(name)
      this.values.push(new Map())
    }
    const values = this.values[facet] as Map<string, number>
    let id = values.get(value)
    if (id === undefined) {
      id = this.valueText.length
      values.set(value, id)
      this.valueFacet.push(facet)
      this.valueText.push(value)
    }
    return id
  }

  /** A row's codes: its maker, its tags once each, its attributes as they come (one per pair). */
  encode(row: Pick<ListingRow, 'maker' | 'tags' | 'attrs'>): Int32Array {
    const codes: number[] = []
    if (row.maker) codes.push(this.intern('brand', 'brand', row.maker))
    for (const tag of new Set(row.tags)) codes.push(this.intern('tag', 'tag', tag))
    for (const [name, value] of row.attrs) codes.push(this.intern('attr', name, value))
    return Int32Array.from(codes)
  }
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
  /**
   * The shopper's price per table position (`ListingTable.prices`), NaN where there is none to show;
   * null when the shopper may see no prices: no price filter, sort or range then.
   */
  prices: Float64Array | null
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

/**
 * A row set (the catalog snapshot) as columns by position, which the engine's passes read: a search
 * of thousands of hits then walks a few typed arrays instead of thousands of row objects and their
 * own small arrays, in half the time (measured on the 100,000-variant catalog, docs/benchmarks.md).
 * The rows stay for what a page shows.
 */
export class ListingTable {
  readonly dictionary: FacetDictionary
  readonly rows: readonly ListingRow[]
  /** Each row's facet value ids are `codes[codeStart[p]]` up to `codes[codeStart[p + 1]]`. */
  readonly codeStart: Int32Array
  readonly codes: Int32Array
  readonly ids: Int32Array
  readonly order: Float64Array
  readonly nameOrder: Float64Array
  /** 1 where the row is listed at all (`isListable`). */
  readonly listable: Uint8Array
  private readonly positionById: Map<number, number>
  private readonly stockAt = new Map<string, Uint8Array>()
  private listPrices: Float64Array | null = null

  constructor(rows: readonly ListingRow[], dictionary: FacetDictionary) {
    const n = rows.length
    this.rows = rows
    this.dictionary = dictionary
    this.codeStart = new Int32Array(n + 1)
    this.ids = new Int32Array(n)
    this.order = new Float64Array(n)
    this.nameOrder = new Float64Array(n)
    this.listable = new Uint8Array(n)
    this.positionById = new Map()
    let total = 0
    for (const row of rows) total += row.codes.length
    this.codes = new Int32Array(total)
    let at = 0
    rows.forEach((row, p) => {
      this.codeStart[p] = at
      this.codes.set(row.codes, at)
      at += row.codes.length
      this.ids[p] = row.id
      this.order[p] = row.order
      this.nameOrder[p] = row.nameOrder
      this.listable[p] = isListable(row) ? 1 : 0
      this.positionById.set(row.id, p)
    })
    this.codeStart[n] = at
  }

  get size(): number {
    return this.rows.length
  }

  /** The row's position, or -1 when the table has no such id. */
  position(id: number): number {
    return this.positionById.get(id) ?? -1
  }

  /** Every position in table order. */
  all(): Int32Array {
    return Int32Array.from({ length: this.rows.length }, (_, p) => p)
  }

  /** 1 where the row has stock above zero at the location; kept per location. */
  inStockAt(locationId: string): Uint8Array {
    let column = this.stockAt.get(locationId)
    if (!column) {
      column = Uint8Array.from(this.rows, (row) => (row.inStockAt.includes(locationId) ? 1 : 0))
      this.stockAt.set(locationId, column)
    }
    return column
  }

  /**
   * The price each row shows, NaN for none: nothing for an ask-for-price article, else the customer's
   * own net price when `own` has one, else the list price. The list prices alone are kept.
   */
  prices(own?: ReadonlyMap<string, number> | null): Float64Array {
    if (!own && this.listPrices) return this.listPrices
    const column = Float64Array.from(this.rows, (row) =>
      row.askForPrice ? Number.NaN : (own?.get(row.articleNumber) ?? row.listPrice ?? Number.NaN),
    )
    if (!own) this.listPrices = column
    return column
  }
}

/** Discontinued articles leave listings once no location has any left (spec section 5). */
export const isListable = (row: Pick<ListingRow, 'discontinued' | 'inStockAt'>): boolean =>
  !row.discontinued || row.inStockAt.length > 0

interface Group {
  kind: Facet['kind'] | 'price' | 'stock'
  name: string
  /** Does the row at this position pass? */
  test(p: number): boolean
}

function filterGroups(table: ListingTable, query: Omit<ListingQuery, 'page'>, options: ListingOptions): Group[] {
  const groups: Group[] = []
  const { dictionary, codes, codeStart } = table
  const choice = (kind: Facet['kind'], name: string, selected: readonly string[]) => {
    if (selected.length === 0) return
    // A value no row has matches nothing; a facet no row has leaves the mask empty.
    const wanted = new Uint8Array(dictionary.valueCount)
    const facet = dictionary.facetId(kind, name)
    for (const value of selected) {
      const id = facet === undefined ? undefined : dictionary.valueId(facet, value)
      if (id !== undefined) wanted[id] = 1
    }
    groups.push({
      kind,
      name,
      test: (p) => {
        const end = codeStart[p + 1] as number
        for (let i = codeStart[p] as number; i < end; i += 1) if (wanted[codes[i] as number]) return true
        return false
      },
    })
  }
  choice('brand', 'brand', query.brands)
  choice('tag', 'tag', query.tags)
  for (const [name, selected] of Object.entries(query.attrs)) choice('attr', name, selected)
  const { prices } = options
  if (prices && (query.priceMin !== null || query.priceMax !== null)) {
    const min = query.priceMin ?? Number.NEGATIVE_INFINITY
    const max = query.priceMax ?? Number.POSITIVE_INFINITY
    // NaN (no price) fails both comparisons.
    groups.push({
      kind: 'price',
      name: 'price',
      test: (p) => (prices[p] as number) >= min && (prices[p] as number) <= max,
    })
  }
  if (query.inStock) {
    const stocked = table.inStockAt(options.storeId)
    groups.push({ kind: 'stock', name: 'stock', test: (p) => stocked[p] === 1 })
  }
  return groups
}

/**
 * The sort as one number per position, lower first (ties go to the catalog's order). Computed once
 * per row rather than in every comparison: relevance is a map lookup.
 */
function sortKeyFor(table: ListingTable, sort: Sort, options: ListingOptions): (p: number) => number {
  const { prices, rank } = options
  switch (sort) {
    case 'relevance':
      return rank ? (p) => -(rank.get(table.ids[p] as number) ?? 0) : () => 0
    case 'name':
      return (p) => table.nameOrder[p] as number
    case 'price-asc':
    case 'price-desc': {
      if (!prices) return () => 0
      const sign = sort === 'price-asc' ? 1 : -1
      // Articles without a visible price go last either way.
      return (p) => {
        const price = prices[p] as number
        return Number.isNaN(price) ? Number.POSITIVE_INFINITY : sign * price
      }
    }
    default:
      return () => 0
  }
}

/**
 * A listing before paging: every passing row's position in order, with the facets and counts of the
 * whole result. It depends on the query's filters and sort but not on its page, so a search that is
 * paged through or repeated can keep it (apps/web catalog/listing.ts does, per catalog version).
 */
export interface RankedListing extends Omit<ListingResult, 'rows' | 'page' | 'pageCount'> {
  positions: Int32Array
}

/** Pinned rows first, then by the sort's key, ties in catalog order. */
function sortPositions(table: ListingTable, passing: Int32Array, sort: Sort, options: ListingOptions): Int32Array {
  const keyOf = sortKeyFor(table, sort, options)
  const { pinned } = options
  const n = passing.length
  const pin = new Uint8Array(n)
  const key = new Float64Array(n)
  const order = new Float64Array(n)
  const index = new Uint32Array(n)
  for (let i = 0; i < n; i += 1) {
    const p = passing[i] as number
    pin[i] = pinned?.has(table.ids[p] as number) ? 0 : 1
    key[i] = keyOf(p)
    order[i] = table.order[p] as number
    index[i] = i
  }
  index.sort(
    (a, b) =>
      (pin[a] as number) - (pin[b] as number) ||
      (key[a] as number) - (key[b] as number) ||
      (order[a] as number) - (order[b] as number),
  )
  return Int32Array.from(index, (i) => passing[i] as number)
}

/** One listing page: the rows at `positions` of the table, filtered, counted, sorted and paged. */
export function runListing(
  table: ListingTable,
  positions: Int32Array,
  query: ListingQuery,
  options: ListingOptions,
): ListingResult {
  return pageOf(table, rankListing(table, positions, query, options), query.page, options.pageSize)
}

/** One page of a ranked listing; a page past the end shows the last one. */
export function pageOf(
  table: ListingTable,
  ranked: RankedListing,
  wanted: number,
  pageSize = PAGE_SIZE,
): ListingResult {
  const pageCount = Math.max(1, Math.ceil(ranked.positions.length / pageSize))
  const page = Math.min(Math.max(1, wanted), pageCount)
  const shown = ranked.positions.subarray((page - 1) * pageSize, page * pageSize)
  return {
    total: ranked.total,
    page,
    pageCount,
    rows: Array.from(shown, (p) => table.rows[p] as ListingRow),
    facets: ranked.facets,
    priceRange: ranked.priceRange,
    inStockCount: ranked.inStockCount,
  }
}

/** Filters, counts the facets and sorts the rows at `positions`; `query.page` is not read. */
export function rankListing(
  table: ListingTable,
  positions: Int32Array,
  query: Omit<ListingQuery, 'page'>,
  options: ListingOptions,
): RankedListing {
  const groups = filterGroups(table, query, options)
  const facetDefs: Array<{ kind: Facet['kind']; name: string }> = [
    { kind: 'brand', name: 'brand' },
    { kind: 'tag', name: 'tag' },
    ...options.facetNames.map((name) => ({ kind: 'attr' as const, name })),
  ]
  const { dictionary, codes, codeStart } = table
  // Facet id → its index in facetDefs (-1: not shown). One count per value id serves every facet;
  // `seen` keeps each facet's values in the order they were first counted.
  const slotOfFacet = new Int32Array(dictionary.facetKind.length).fill(-1)
  facetDefs.forEach((def, d) => {
    // A name listed twice counts in its last place, as it always has.
    const facet = dictionary.facetId(def.kind, def.name)
    if (facet !== undefined) slotOfFacet[facet] = d
  })
  const valueFacet = dictionary.valueFacet
  const counts = new Int32Array(dictionary.valueCount)
  const seen = facetDefs.map((): number[] => [])
  // The filter group a facet's own choice makes, if any: a row failing only that group still counts.
  const groupOfFacet = facetDefs.map((def) => groups.find((g) => g.kind === def.kind && g.name === def.name))
  const passing = new Int32Array(positions.length)
  let passed = 0
  let inStockCount = 0
  let priceMin = Number.POSITIVE_INFINITY
  let priceMax = Number.NEGATIVE_INFINITY
  const stockGroup = groups.findIndex((g) => g.kind === 'stock')
  const priceGroup = groups.findIndex((g) => g.kind === 'price')
  const stocked = table.inStockAt(options.storeId)
  const { prices } = options

  for (let r = 0; r < positions.length; r += 1) {
    const p = positions[r] as number
    // Which filter groups does the row fail? Only the count of failures and the one failed group matter.
    let failed = -1
    let failures = 0
    for (let i = 0; i < groups.length && failures < 2; i += 1) {
      if (!(groups[i] as Group).test(p)) {
        failures += 1
        failed = i
      }
    }
    if (failures >= 2) continue
    const failedGroup = failures === 1 ? (groups[failed] as Group) : null
    const end = codeStart[p + 1] as number
    for (let i = codeStart[p] as number; i < end; i += 1) {
      const code = codes[i] as number
      const d = slotOfFacet[valueFacet[code] as number] as number
      if (d === -1 || (failedGroup && failedGroup !== groupOfFacet[d])) continue
      const before = counts[code] as number
      counts[code] = before + 1
      if (before === 0) (seen[d] as number[]).push(code)
    }
    if ((failures === 0 || failed === stockGroup) && stocked[p] === 1) inStockCount += 1
    if ((failures === 0 || failed === priceGroup) && prices) {
      const price = prices[p] as number
      if (price < priceMin) priceMin = price
      if (price > priceMax) priceMax = price
    }
    if (failures === 0) {
      passing[passed] = p
      passed += 1
    }
  }

  const selectedFor = (kind: Facet['kind'], name: string): readonly string[] =>
    kind === 'brand' ? query.brands : kind === 'tag' ? query.tags : (query.attrs[name] ?? [])
  const facets: Facet[] = facetDefs.flatMap((def, d) => {
    const found = new Map<string, number>()
    for (const code of seen[d] as number[]) found.set(dictionary.valueText[code] as string, counts[code] as number)
    const selected = new Set(selectedFor(def.kind, def.name))
    // A chosen value stays visible with a zero count, so it can be unchosen.
    for (const value of selected) if (!found.has(value)) found.set(value, 0)
    if (found.size === 0) return []
    const values = [...found]
      .map(([value, n]) => ({ value, count: n, selected: selected.has(value) }))
      .sort((a, b) => collator.compare(a.value, b.value))
    return [{ kind: def.kind, name: def.name, values }]
  })

  return {
    total: passed,
    positions: sortPositions(table, passing.subarray(0, passed), query.sort, options),
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
  table: ListingTable,
  positions: Int32Array,
  limit = 6,
  exclude: readonly string[] = [],
): string[] {
  const { dictionary, codes, codeStart } = table
  const { facetKind, valueFacet } = dictionary
  const frequency = new Int32Array(facetKind.length)
  // Facet ids in the order first met, so names of equal frequency keep the order they had as Map keys.
  const met: number[] = []
  for (let r = 0; r < positions.length; r += 1) {
    const p = positions[r] as number
    const end = codeStart[p + 1] as number
    for (let i = codeStart[p] as number; i < end; i += 1) {
      const facet = valueFacet[codes[i] as number] as number
      if (facetKind[facet] !== 'attr') continue
      const before = frequency[facet] as number
      frequency[facet] = before + 1
      if (before === 0) met.push(facet)
    }
  }
  const excluded = new Set(exclude)
  return met
    .map((facet) => [dictionary.facetName[facet] as string, frequency[facet] as number] as const)
    .filter(([name]) => !excluded.has(name))
    .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
    .slice(0, limit)
    .map(([name]) => name)
}
