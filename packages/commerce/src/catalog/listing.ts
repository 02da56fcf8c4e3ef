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
  /** The dictionary the rows' codes come from. */
  dictionary: FacetDictionary
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

interface Group {
  kind: Facet['kind'] | 'price' | 'stock'
  name: string
  test(row: ListingRow): boolean
}

function filterGroups(query: ListingQuery, options: ListingOptions): Group[] {
  const groups: Group[] = []
  const { dictionary } = options
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
      test: (row) => {
        const codes = row.codes
        for (let i = 0; i < codes.length; i += 1) if (wanted[codes[i] as number]) return true
        return false
      },
    })
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

export function runListing(rows: readonly ListingRow[], query: ListingQuery, options: ListingOptions): ListingResult {
  const groups = filterGroups(query, options)
  const facetDefs: Array<{ kind: Facet['kind']; name: string }> = [
    { kind: 'brand', name: 'brand' },
    { kind: 'tag', name: 'tag' },
    ...options.facetNames.map((name) => ({ kind: 'attr' as const, name })),
  ]
  const { dictionary } = options
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
    const codes = row.codes
    for (let i = 0; i < codes.length; i += 1) {
      const code = codes[i] as number
      const d = slotOfFacet[valueFacet[code] as number] as number
      if (d === -1 || (failedGroup && failedGroup !== groupOfFacet[d])) continue
      const before = counts[code] as number
      counts[code] = before + 1
      if (before === 0) (seen[d] as number[]).push(code)
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
  dictionary: FacetDictionary,
  limit = 6,
  exclude: readonly string[] = [],
): string[] {
  const { facetKind, valueFacet } = dictionary
  const frequency = new Int32Array(facetKind.length)
  // Facet ids in the order first met, so names of equal frequency keep the order they had as Map keys.
  const met: number[] = []
  for (const row of rows) {
    const codes = row.codes
    for (let i = 0; i < codes.length; i += 1) {
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
