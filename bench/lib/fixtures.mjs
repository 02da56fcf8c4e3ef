/**
 * What the benchmarks ask for, read from the benchmark database so they hit real rows: search
 * queries (some with a facet filter and a sort), find-as-you-type prefixes, ~200 variant slugs,
 * depth-2 and depth-3 category paths and 50 article numbers for the stock lookup. Deterministic:
 * the same catalog gives the same fixtures.
 */
import { openDb } from './server.mjs'

/** Realistic Swedish builders' merchant searches; the article number and EAN are added from the DB. */
export const SEARCH_TERMS = [
  'skruv',
  'skruvar',
  'träskruv',
  'gipsskiva',
  'gipsskruv',
  'reglar 45x95',
  'målarfärg',
  'isolering',
  'spik',
  'fogskum',
  'silikon',
  'väggfärg',
  'plywood',
  'spackel',
  'borr',
  'kakel',
  'takpapp',
  'tätningslist',
  'lim',
  'forzinkad', // only the å/ä/ö-folded form matches
  'gipskiva', // typo fallback
]

export const SUGGEST_PREFIXES = [
  'skr',
  'skru',
  'gips',
  'gipss',
  'regl',
  'tät',
  'isol',
  'mål',
  'spi',
  'fog',
  'sil',
  'bor',
  'kak',
  'tak',
  'lim',
  'skruv t',
]

const json = (value, fallback) => {
  if (value === null || value === undefined) return fallback
  if (typeof value === 'string') {
    try {
      return JSON.parse(value)
    } catch {
      return fallback
    }
  }
  return value
}

/** Every `step`-th row by id, so fixtures spread over the whole catalog. */
async function spread(db, column, count, where = '1=1') {
  const [{ n }] = await db.all(`SELECT count(*) AS n FROM variants WHERE ${where}`)
  const step = Math.max(1, Math.floor(Number(n) / count))
  const rows = await db.all(`SELECT ${column} AS v FROM variants WHERE ${where} AND id % ? = 0 ORDER BY id LIMIT ?`, [
    step,
    count,
  ])
  return rows.map((r) => String(r.v))
}

/**
 * A facet selection that exists for a term: the maker and one attribute of a variant whose name
 * contains the term's first word. Null when no name contains it.
 */
async function facetFor(db, term) {
  const word = term.split(' ')[0].slice(0, 5)
  const [row] = await db.all(
    `SELECT brands, attributes FROM variants WHERE lower(name) LIKE ? AND attributes IS NOT NULL ORDER BY id LIMIT 1`,
    [`%${word.toLowerCase()}%`],
  )
  if (!row) return null
  const maker = json(row.brands, [])[0]
  const attribute = json(row.attributes, []).find((a) => a.attributeName !== 'SSG' && a.attributeName !== 'Tillverkare')
  return { maker, attribute }
}

/** At most this many texts for the miss scenario: more than the search memo keeps (500). */
export const MISS_TEXTS = 2000

/**
 * Search texts for the miss scenario, each once: every word of four letters or more in the
 * catalog's names (most common first, one per five-letter beginning so 'skruv' and 'skruvar' do not
 * both appear), then pairs of such words that follow each other in a name, most common first. The
 * catalog has only about 400 distinct words, hence the pairs (1,641 texts in all on the benchmark
 * catalog); they find fewer rows than the fixed terms (310 on average against 2,223), so `names`
 * records how many names hold each.
 */
async function missTexts(db) {
  const names = await db.all('SELECT name FROM variants ORDER BY id')
  const singles = new Map()
  const pairs = new Map()
  for (const { name } of names) {
    const words =
      String(name)
        .toLocaleLowerCase('sv-SE')
        .match(/\p{L}{4,}/gu) ?? []
    for (const word of new Set(words)) singles.set(word, (singles.get(word) ?? 0) + 1)
    for (let i = 1; i < words.length; i++) {
      if (words[i] === words[i - 1]) continue
      const pair = `${words[i - 1]} ${words[i]}`
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1)
    }
  }
  const byCount = (map) => [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const beginnings = new Set()
  const texts = []
  for (const [word, count] of byCount(singles)) {
    if (beginnings.has(word.slice(0, 5))) continue
    beginnings.add(word.slice(0, 5))
    texts.push({ q: word, names: count })
  }
  for (const [pair, count] of byCount(pairs)) {
    if (texts.length >= MISS_TEXTS) break
    texts.push({ q: pair, names: count })
  }
  return texts
}

export async function loadFixtures() {
  const db = await openDb()
  try {
    const slugs = await spread(db, 'variant_slug', 200)
    const stockArticles = await spread(db, 'article_number', 50)
    const categories = (await db.all('SELECT path, depth FROM categories WHERE depth IN (1, 2) ORDER BY path')).map(
      (r) => ({ path: String(r.path), depth: Number(r.depth) }),
    )
    const [code] = await db.all(
      'SELECT article_number, ean FROM variants WHERE ean IS NOT NULL ORDER BY id LIMIT 1 OFFSET 4321',
    )
    const storeRow = await db.all('SELECT DISTINCT location_id AS id FROM stock ORDER BY location_id LIMIT 3')

    // Plain searches, then the same terms with a facet chosen and a sort, as a shopper narrows down.
    const searches = SEARCH_TERMS.map((q) => ({ q }))
    if (code) searches.push({ q: String(code.article_number) }, { q: String(code.ean) })
    const sorts = ['name', 'price-asc', 'relevance']
    let i = 0
    for (const q of SEARCH_TERMS.slice(0, 10)) {
      const facet = await facetFor(db, q)
      if (!facet) continue
      const filters = {}
      if (i % 3 === 0 && facet.maker) filters.brands = [facet.maker]
      else if (i % 3 === 1 && facet.attribute)
        filters.attrs = { [facet.attribute.attributeName]: [facet.attribute.attributeValue] }
      else filters.inStock = true
      if (i % 2 === 1) filters.priceMax = 500
      searches.push({ q, filters, sort: sorts[i % sorts.length] })
      i++
    }
    return {
      searches,
      misses: await missTexts(db),
      prefixes: SUGGEST_PREFIXES,
      slugs,
      categories,
      stockArticles,
      stockLocations: storeRow.map((r) => String(r.id)),
    }
  } finally {
    await db.close()
  }
}
