import 'server-only'
import type { Price, Shopper } from '@shop/commerce'
import { collator, isListable } from '@shop/commerce/catalog/listing'
import { fold, words } from '@shop/commerce/catalog/text'
import type { ContentSource } from '@shop/content'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import { type Picture, pictureOf } from '../media/picture'
import { searchCatalog } from './listing'
import { type CatalogSnapshot, catalogSnapshot } from './snapshot'
import { categoryNames } from './storage'
import { tilesFor } from './tiles'
import { THUMBNAIL_SIZES } from './views/image-sizes'

/** Find-as-you-type (the header's fayt panel): a few products, categories and content pages. */
export interface SuggestedProduct {
  articleNumber: string
  name: string
  url: string
  /** The picture's own address, for a client of the API; null for an article without one. */
  imageUrl: string | null
  /** The suggestion's thumbnail as next/image makes it (the panel renders it as it is). */
  picture: Picture | null
  unit: string
  price: Price | null
}

export interface SuggestedCategory {
  name: string
  path: string
  url: string
  parentName: string | null
}

export interface SuggestedPage {
  title: string
  url: string
}

export interface Suggestions {
  q: string
  products: SuggestedProduct[]
  categories: SuggestedCategory[]
  pages: SuggestedPage[]
}

export const SUGGESTED_PRODUCTS = 6
export const SUGGESTED_CATEGORIES = 5
export const SUGGESTED_PAGES = 3
// Enough candidates that pinned hits and rank ties still leave six listable products.
const CANDIDATES = 30

interface CategoryEntry extends SuggestedCategory {
  depth: number
  /** Folded, lower-case words of the name, matched against the query's words. */
  words: string[]
}

/** Lower case without accents, so 'tatning' finds 'Tätningslist' and 'SKRUV' finds 'Skruv'. */
const foldedWords = (text: string) => words(text).map(fold)

const categoryCache = new WeakMap<CatalogSnapshot, Promise<CategoryEntry[]>>()

/**
 * All categories, read once per catalog snapshot: the tree is small (about 150 in the seed) and
 * changes only with a catalog import, which also moves the snapshot's version.
 */
function categoryEntries(payload: Payload, snapshot: CatalogSnapshot): Promise<CategoryEntry[]> {
  let entries = categoryCache.get(snapshot)
  if (!entries) {
    entries = categoryNames(payload)
      .then((docs) => {
        const nameByPath = new Map(docs.map((doc) => [doc.path, doc.name]))
        return docs.map((doc) => {
          const parentPath = doc.path.includes('/') ? doc.path.slice(0, doc.path.lastIndexOf('/')) : null
          return {
            name: doc.name,
            path: doc.path,
            url: `/kategorier/${doc.path}`,
            parentName: parentPath ? (nameByPath.get(parentPath) ?? null) : null,
            depth: doc.depth ?? 0,
            words: foldedWords(doc.name),
          }
        })
      })
      // A failed read must not stick to the snapshot for its whole life.
      .catch((error) => {
        categoryCache.delete(snapshot)
        throw error
      })
    categoryCache.set(snapshot, entries)
  }
  return entries
}

/**
 * Categories whose name has, for every query word, a word starting with it. A name holding the
 * query words whole ranks above one that merely starts with them ('gips': Gips before Gipsskivor);
 * then shallower before deeper, so the broad category comes before its namesakes further down.
 */
export function matchCategories(
  entries: readonly CategoryEntry[],
  q: string,
  limit = SUGGESTED_CATEGORIES,
): SuggestedCategory[] {
  const terms = foldedWords(q)
  if (terms.length === 0) return []
  const hits: Array<{ entry: CategoryEntry; whole: number }> = []
  for (const entry of entries) {
    let whole = 0
    const all = terms.every((term) => {
      if (entry.words.includes(term)) whole++
      return entry.words.some((word) => word.startsWith(term))
    })
    if (all) hits.push({ entry, whole })
  }
  hits.sort(
    (a, b) => b.whole - a.whole || a.entry.depth - b.entry.depth || collator.compare(a.entry.name, b.entry.name),
  )
  return hits.slice(0, limit).map(({ entry }) => ({
    name: entry.name,
    path: entry.path,
    url: entry.url,
    parentName: entry.parentName,
  }))
}

async function productSuggestions(
  payload: Payload,
  snapshot: CatalogSnapshot,
  q: string,
  shopper: Shopper,
  centralId: string,
): Promise<SuggestedProduct[]> {
  const match = await searchCatalog(payload, snapshot, q, { asYouType: true, limit: CANDIDATES })
  const ranked = [...match.rank.keys()]
    .filter((id) => !match.pinned.has(id))
    .sort((a, b) => (match.rank.get(b) ?? 0) - (match.rank.get(a) ?? 0))
  const articleNumbers: string[] = []
  for (const id of [...match.pinned, ...ranked]) {
    const row = snapshot.byId.get(id)
    if (!row) continue
    // As in listings (spec section 5): a discontinued article without stock is only found by its number.
    if (!isListable(row) && !match.pinned.has(id)) continue
    articleNumbers.push(row.articleNumber)
    if (articleNumbers.length === SUGGESTED_PRODUCTS) break
  }
  const tiles = await tilesFor(payload, articleNumbers, shopper, centralId)
  return tiles.map(({ articleNumber, name, url, image, unit, price }) => ({
    articleNumber,
    name,
    url,
    imageUrl: image?.assetUrl ?? null,
    picture: pictureOf(image, THUMBNAIL_SIZES),
    unit,
    price,
  }))
}

async function pageSuggestions(content: ContentSource, brand: Brand, q: string, shopper: Shopper) {
  try {
    const pages = await content.searchPages({
      brand: brand.id,
      q,
      authenticated: shopper.loggedIn,
      limit: SUGGESTED_PAGES,
    })
    return pages.slice(0, SUGGESTED_PAGES).map((page) => ({
      title: page.preTitle ? `${page.preTitle}: ${page.title}` : page.title,
      url: page.path,
    }))
  } catch {
    // A slow or failing content service must not take product and category suggestions with it.
    return []
  }
}

/**
 * Suggestions for `q` as `shopper` sees them on `brand`: prices in the shopper's context (none
 * without the price right), pages the shopper may read. The three lookups run in parallel.
 * `content` is the brand's content source (content/source.ts contentSourceFor): content builds on the
 * catalog, so the caller hands it in.
 */
export async function suggestions(
  payload: Payload,
  brand: Brand,
  q: string,
  shopper: Shopper,
  { content }: { content: ContentSource },
): Promise<Suggestions> {
  const query = q.trim()
  const snapshot = await catalogSnapshot(payload)
  const [products, entries, pages] = await Promise.all([
    productSuggestions(payload, snapshot, query, shopper, brand.centralStorageId),
    categoryEntries(payload, snapshot),
    pageSuggestions(content, brand, query, shopper),
  ])
  return { q: query, products, categories: matchCategories(entries, query), pages }
}
