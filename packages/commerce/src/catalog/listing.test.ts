import { describe, expect, it } from 'vitest'
import {
  commonAttributeNames,
  FacetDictionary,
  isListable,
  type ListingOptions,
  type ListingQuery,
  type ListingRow,
  ListingTable,
  pageOf,
  rankListing,
  runListing,
} from './listing'
import {
  emptyListingQuery,
  listingQueryFrom,
  listingSearchParams,
  parseListingParams,
  toggleValue,
} from './listing-query'

const dictionary = new FacetDictionary()

function row(id: number, extra: Partial<Omit<ListingRow, 'codes'>> = {}): ListingRow {
  const fields = {
    id,
    articleNumber: String(1000 + id),
    name: `Artikel ${id}`,
    order: id,
    nameOrder: id,
    categoryPaths: ['bygg/skruv'],
    maker: 'Essve',
    listPrice: id * 10,
    askForPrice: false,
    discontinued: false,
    tags: [],
    attrs: [],
    inStockAt: [],
    ...extra,
  }
  return { ...fields, codes: dictionary.encode(fields) }
}

const base: ListingQuery = emptyListingQuery()

const rows = [
  row(1, { maker: 'Essve', attrs: [['Längd', '30 mm']], inStockAt: ['101'] }),
  row(2, { maker: 'Essve', attrs: [['Längd', '50 mm']], tags: ['nyhet'] }),
  row(3, { maker: 'Gunnebo', attrs: [['Längd', '30 mm']], inStockAt: ['101', '900'] }),
  row(4, { maker: 'Gunnebo', attrs: [['Längd', '100 mm']] }),
  row(5, { maker: 'ESSVE', attrs: [['Längd', '9 mm']], listPrice: null }),
]

const options: Omit<ListingOptions, 'prices'> = { facetNames: ['Längd'], storeId: '101' }

/** All of `source` listed: a table of its own, list prices unless `extra` says otherwise. */
function list(source: ListingRow[], query: ListingQuery, extra: Partial<ListingOptions> = {}) {
  const table = new ListingTable(source, dictionary)
  return runListing(table, table.all(), query, { ...options, prices: table.prices(), ...extra })
}

const facet = (result: ReturnType<typeof runListing>, name: string) =>
  Object.fromEntries(result.facets.find((f) => f.name === name)?.values.map((v) => [v.value, v.count]) ?? [])

describe('runListing', () => {
  it('counts facet values over the whole scope when nothing is chosen', () => {
    const result = list(rows, base)
    expect(result.total).toBe(5)
    expect(facet(result, 'brand')).toEqual({ Essve: 2, ESSVE: 1, Gunnebo: 2 })
    expect(facet(result, 'Längd')).toEqual({ '9 mm': 1, '30 mm': 2, '50 mm': 1, '100 mm': 1 })
    // Numbers in values sort by value.
    expect(result.facets.find((f) => f.name === 'Längd')?.values.map((v) => v.value)).toEqual([
      '9 mm',
      '30 mm',
      '50 mm',
      '100 mm',
    ])
    expect(result.priceRange).toEqual({ min: 10, max: 40 })
    expect(result.inStockCount).toBe(2)
  })

  it('ORs values within a facet and ANDs facets, counting each facet without its own choice', () => {
    const query = { ...base, brands: ['Gunnebo'], attrs: { Längd: ['30 mm', '50 mm'] } }
    const result = list(rows, query)
    expect(result.rows.map((r) => r.id)).toEqual([3])
    // Brand counts ignore the brand choice but honour the length choice.
    expect(facet(result, 'brand')).toEqual({ Essve: 2, Gunnebo: 1 })
    // Length counts ignore the length choice but honour the brand choice.
    expect(facet(result, 'Längd')).toEqual({ '30 mm': 1, '100 mm': 1, '50 mm': 0 })
    expect(result.facets.find((f) => f.name === 'Längd')?.values.find((v) => v.value === '50 mm')?.selected).toBe(true)
  })

  it('filters on price and stock at the shopper store', () => {
    expect(list(rows, { ...base, priceMin: 15, priceMax: 35 }).rows.map((r) => r.id)).toEqual([2, 3])
    const inStock = list(rows, { ...base, inStock: true })
    expect(inStock.rows.map((r) => r.id)).toEqual([1, 3])
    expect(inStock.inStockCount).toBe(2)
  })

  it('sorts by price with unpriced articles last, and pins exact hits first', () => {
    const desc = list(rows, { ...base, sort: 'price-desc' })
    expect(desc.rows.map((r) => r.id)).toEqual([4, 3, 2, 1, 5])
    const pinned = list(rows, { ...base, sort: 'price-asc' }, { pinned: new Set([4]) })
    expect(pinned.rows.map((r) => r.id)).toEqual([4, 1, 2, 3, 5])
    const relevance = list(
      rows,
      { ...base, sort: 'relevance' },
      {
        rank: new Map([
          [2, 5],
          [5, 9],
        ]),
      },
    )
    expect(relevance.rows.map((r) => r.id)).toEqual([5, 2, 1, 3, 4])
  })

  it('ignores the price filter and sort when prices are hidden', () => {
    const result = list(rows, { ...base, priceMax: 10, sort: 'price-desc' }, { prices: null })
    expect(result.total).toBe(5)
    expect(result.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5])
    expect(result.priceRange).toBeNull()
  })

  it('pages and clamps a page past the end', () => {
    const many = Array.from({ length: 30 }, (_, i) => row(i + 1))
    const second = list(many, { ...base, page: 2 }, { pageSize: 24 })
    expect(second.rows.map((r) => r.id)).toEqual([25, 26, 27, 28, 29, 30])
    expect(second.pageCount).toBe(2)
    expect(list(many, { ...base, page: 9 }).page).toBe(2)
  })

  it('finds the common attribute names for a search without a category', () => {
    const table = new ListingTable(rows, dictionary)
    expect(commonAttributeNames(table, table.all(), 3)).toEqual(['Längd'])
    expect(commonAttributeNames(table, table.all(), 3, ['Längd'])).toEqual([])
  })
})

describe('listing URL', () => {
  it('round-trips a filtered, sorted, paged query', () => {
    const query: ListingQuery = {
      attrs: { Längd: ['30 mm', '50 mm'], Material: ['Rostfritt A4'] },
      brands: ['Essve'],
      tags: ['nyhet'],
      priceMin: 10,
      priceMax: 99.5,
      inStock: true,
      sort: 'price-asc',
      page: 3,
    }
    const params = listingSearchParams(query)
    const raw: Record<string, string | string[]> = {}
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key)
      raw[key] = all.length === 1 ? (all[0] as string) : all
    }
    expect(listingQueryFrom(raw)).toEqual(query)
  })

  it('leaves defaults out of the URL', () => {
    expect(listingSearchParams(base).toString()).toBe('')
    expect(listingSearchParams({ ...base, sort: 'relevance' }, 'relevance', { q: 'skruv' }).toString()).toBe('q=skruv')
  })

  it('refuses bad parameters with a reason and falls back for shared links', () => {
    const parsed = parseListingParams({ sort: 'cheapest', page: '0' })
    expect(parsed.ok).toBe(false)
    expect(listingQueryFrom({ sort: 'cheapest' }).sort).toBe('recommended')
    expect(parseListingParams({ priceMin: 'tio' }).ok).toBe(false)
  })

  it('toggles a value and returns to the first page', () => {
    const on = toggleValue({ ...base, page: 4 }, 'attr', 'Längd', '30 mm')
    expect(on).toMatchObject({ attrs: { Längd: ['30 mm'] }, page: 1 })
    expect(toggleValue(on, 'attr', 'Längd', '30 mm').attrs).toEqual({})
  })
})

describe('rankListing and pageOf', () => {
  it('pages a kept ranking exactly as runListing pages the rows', () => {
    const table = new ListingTable(rows, dictionary)
    const all = table.all()
    const query = { ...base, brands: ['Essve', 'Gunnebo'], sort: 'price-desc' as const }
    const withPrices = { ...options, prices: table.prices(), pageSize: 3 }
    const ranked = rankListing(table, all, query, withPrices)
    expect(Array.from(ranked.positions, (p) => table.rows[p]?.id)).toEqual([4, 3, 2, 1])
    for (const page of [1, 2, 3, 99, 0]) {
      expect(pageOf(table, ranked, page, 3)).toEqual(runListing(table, all, { ...query, page }, withPrices))
    }
    // A page past the end shows the last one.
    expect(pageOf(table, ranked, 99, 3)).toMatchObject({ page: 2, pageCount: 2, total: 4 })
  })

  it('lists only the positions given, in their own catalog order', () => {
    const table = new ListingTable(rows, dictionary)
    const result = runListing(table, Int32Array.from([4, 2, 0]), base, { ...options, prices: table.prices() })
    expect(result.rows.map((r) => r.id)).toEqual([1, 3, 5])
    expect(facet(result, 'brand')).toEqual({ Essve: 1, ESSVE: 1, Gunnebo: 1 })
    expect(result.priceRange).toEqual({ min: 10, max: 30 })
  })
})

describe('ListingTable', () => {
  const table = new ListingTable(
    [
      row(7, { listPrice: 70, inStockAt: ['101'] }),
      row(8, { listPrice: 80, askForPrice: true }),
      row(9, { listPrice: null, discontinued: true }),
    ],
    dictionary,
  )

  it('finds rows by id and keeps columns by position', () => {
    expect([table.position(8), table.position(9), table.position(1)]).toEqual([1, 2, -1])
    expect(Array.from(table.ids)).toEqual([7, 8, 9])
    expect(Array.from(table.inStockAt('101'))).toEqual([1, 0, 0])
    expect(Array.from(table.inStockAt('900'))).toEqual([0, 0, 0])
    // A discontinued article without stock anywhere is not listed.
    expect(Array.from(table.listable)).toEqual([1, 1, 0])
    expect(isListable({ discontinued: true, inStockAt: ['900'] })).toBe(true)
  })

  it('gives each row the price it shows: own over list, none on request or without a price', () => {
    expect(Array.from(table.prices())).toEqual([70, Number.NaN, Number.NaN])
    const own = new Map([
      ['1007', 65],
      ['1008', 75],
    ])
    expect(Array.from(table.prices(own))).toEqual([65, Number.NaN, Number.NaN])
    // The list prices are kept; a customer's are the caller's to keep.
    expect(table.prices()).toBe(table.prices())
  })
})
