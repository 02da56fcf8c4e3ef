import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { StockType } from '@shop/schemas'
import type { Payload, Where } from 'payload'
import { drizzleOf, tableOf } from '../../db/bulk'
import { placeholders, sqlRows } from '../../db/sql'

/**
 * The catalog's reads, nothing else: Local API where a page reads a few documents, plain SQL where a
 * listing reads rows for every tile on every view (docs/benchmarks.md). The full-text index is its
 * own engine (search-index.ts beside this file: its tables, its writes from the collection hooks, two query dialects).
 * What the rows mean, and who may see them, is the services' (categories.ts, prices.ts, …).
 */

// Guards against a runaway table, never a limit a real catalog reaches: the seeded tree has about
// 150 categories, a brand tens of stores, a handful of campaigns and ranges, a product a few dozen
// variants.
const MAX_CATEGORIES = 5000
const MAX_STORES = 500
const MAX_CAMPAIGNS = 200
const MAX_RANGES = 200
const MAX_SIBLINGS = 500

// ---- Categories -------------------------------------------------------------------------------

/** Top-category slugs in menu order. */
export async function topCategorySlugs(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { depth: { equals: 0 } },
    sort: ['sortOrder', 'path'],
    select: { slug: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  return docs.map((doc) => doc.slug)
}

/** Categories by path, with what breadcrumbs show. */
export async function categoriesByPath(payload: Payload, paths: readonly string[]) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { path: { in: [...paths] } },
    select: { name: true, slug: true, path: true, imageUrl: true },
    depth: 0,
    limit: paths.length,
    pagination: false,
  })
  return docs
}

/** One category by its full path, with what its listing needs; null when there is none. */
export async function categoryByPath(payload: Payload, path: string) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { path: { equals: path } },
    select: { name: true, slug: true, path: true, description: true, attributeSequence: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** One category by its slug (the filter order's key); null when there is none. */
export async function categoryBySlug(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    select: { slug: true, attributeSequence: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** The direct subcategories of `parentId`, in sort order. */
export async function childCategories(payload: Payload, parentId: number) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { parent: { equals: parentId } },
    sort: ['sortOrder', 'name'],
    select: { name: true, slug: true, path: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  return docs
}

/** How many direct subcategories each of `parentIds` has (parents without any are left out). */
export async function childCounts(payload: Payload, parentIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (parentIds.length === 0) return counts
  const { docs } = await payload.find({
    collection: 'categories',
    where: { parent: { in: [...parentIds] } },
    select: { parent: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  for (const row of docs) {
    const parent = typeof row.parent === 'object' ? row.parent?.id : row.parent
    if (parent != null) counts.set(parent, (counts.get(parent) ?? 0) + 1)
  }
  return counts
}

/** Every category down to `maxDepth` (0 is the top), by path. */
export async function categoriesToDepth(payload: Payload, maxDepth: number) {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { depth: { less_than_equal: maxDepth } },
    sort: 'path',
    select: { name: true, slug: true, path: true, sortOrder: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  return docs
}

/** Every category's name, path and depth (find-as-you-type matches names). */
export async function categoryNames(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'categories',
    select: { name: true, path: true, depth: true },
    depth: 0,
    limit: MAX_CATEGORIES,
    pagination: false,
  })
  return docs
}

/** A product's category trail by the spec's product id; null for an unknown product. */
export async function productBreadcrumbParents(payload: Payload, productId: string) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { productId: { equals: productId } },
    select: { breadcrumbParents: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const product = docs[0]
  return product ? (product.breadcrumbParents ?? []) : null
}

/** A customer by the spec's customer number, with its assortment; null when there is none. */
export async function customerByNumber(payload: Payload, customerNumber: string) {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { customerId: { equals: customerNumber } },
    select: { customerId: true, assortment: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

// ---- Campaigns and ranges ---------------------------------------------------------------------

export interface CampaignWindow {
  brand: string
  /** ISO time the campaigns run at (both ends inclusive). */
  at: string
  includeCustomerOnly: boolean
}

/** The brand's campaigns running at `at`, those ending first first. */
export async function runningCampaigns(payload: Payload, window: CampaignWindow) {
  const where: Where = {
    and: [
      { brand: { equals: window.brand } },
      { validFrom: { less_than_equal: window.at } },
      { validTo: { greater_than_equal: window.at } },
      ...(window.includeCustomerOnly ? [] : [{ customerOnly: { not_equals: true } }]),
    ],
  }
  const { docs } = await payload.find({
    collection: 'campaigns',
    where,
    sort: ['validTo', 'name'],
    select: {
      name: true,
      slug: true,
      description: true,
      imageUrl: true,
      validFrom: true,
      validTo: true,
      articleNumbers: true,
    },
    depth: 0,
    limit: MAX_CAMPAIGNS,
    pagination: false,
  })
  return docs
}

/** A campaign's article numbers in the campaign's order; null when the campaign is gone. */
export async function campaignArticleNumbers(payload: Payload, id: number): Promise<string[] | null> {
  const doc = await payload.findByID({
    collection: 'campaigns',
    id,
    select: { articleNumbers: true },
    depth: 0,
    disableErrors: true,
  })
  return doc ? (doc.articleNumbers ?? []) : null
}

/** The brand's range by slug or numeric id; null when the brand has no such range. */
export async function rangeOfBrand(payload: Payload, brand: string, idOrSlug: string) {
  const byKey: Where[] = [{ slug: { equals: idOrSlug } }]
  if (/^\d{1,15}$/.test(idOrSlug)) byKey.push({ id: { equals: Number(idOrSlug) } })
  const { docs } = await payload.find({
    collection: 'ranges',
    where: { and: [{ brand: { equals: brand } }, { or: byKey }] },
    select: { name: true, slug: true, articleNumbers: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** The brand's ranges in the editors' order. */
export async function rangesOfBrand(payload: Payload, brand: string) {
  const { docs } = await payload.find({
    collection: 'ranges',
    where: { brand: { equals: brand } },
    sort: ['sortOrder', 'name'],
    select: { name: true, slug: true, description: true, imageUrl: true, articleNumbers: true },
    depth: 0,
    limit: MAX_RANGES,
    pagination: false,
  })
  return docs
}

// ---- Stores -----------------------------------------------------------------------------------

const STORE_SELECT = {
  storeId: true,
  name: true,
  address1: true,
  postalCode: true,
  city: true,
  phone: true,
  email: true,
  latitude: true,
  longitude: true,
  services: true,
  openingHours: true,
  isCentralWarehouse: true,
} as const

/**
 * The brand's stores and the central warehouse (which belongs to no brand), narrowed to those with
 * any of `services`. Payload joins a hasMany select once, so two `in` conditions would both have to
 * hold for one service row: having all of them is the caller's check.
 */
export async function storesOfBrand(payload: Payload, brand: string, services: readonly string[]) {
  const where: Where = {
    and: [
      { or: [{ brand: { equals: brand } }, { isCentralWarehouse: { equals: true } }] },
      ...(services.length > 0 ? [{ services: { in: [...services] } }] : []),
    ],
  }
  const { docs } = await payload.find({
    collection: 'stores',
    where,
    select: STORE_SELECT,
    depth: 0,
    limit: MAX_STORES,
    pagination: false,
  })
  return docs
}

/** Name and e-mail of the stores with these ids. */
export async function storeContacts(payload: Payload, storeIds: readonly string[]) {
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { in: [...storeIds] } },
    depth: 0,
    limit: MAX_STORES,
    pagination: false,
    select: { storeId: true, name: true, email: true },
  })
  return docs
}

// ---- Variants and products --------------------------------------------------------------------

/** Does an article with this number exist? */
export async function articleExists(payload: Payload, articleNumber: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'variants',
    where: { articleNumber: { equals: articleNumber } },
  })
  return totalDocs > 0
}

/** Variant row ids whose article number or EAN is exactly `code` (a search for a code). */
export async function variantIdsByCode(payload: Payload, code: string): Promise<number[]> {
  const hits = await sqlRows<{ id: number }>(payload, 'SELECT id FROM variants WHERE article_number = ? OR ean = ?', [
    code,
    code,
  ])
  return hits.map((hit) => Number(hit.id))
}

/** The variant at /produkt/{slug} with everything its page shows; null for an unknown slug. */
export async function variantBySlug(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'variants',
    where: { variantSlug: { equals: slug } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {
      articleNumber: true,
      name: true,
      variantSlug: true,
      product: true,
      ean: true,
      discontinued: true,
      replacementArticleNumber: true,
      askForPrice: true,
      stockedAt: true,
      purchaseConstraints: true,
      webSalesUnit: true,
      brands: true,
      images: true,
      attributes: true,
      warnings: true,
      relations: true,
    },
  })
  return docs[0] ?? null
}

/** A product row with its category's filter order; null when it is gone. */
export async function productWithCategory(payload: Payload, id: number) {
  return payload.findByID({
    collection: 'products',
    id,
    depth: 1,
    select: {
      productId: true,
      name: true,
      slug: true,
      description: true,
      brandName: true,
      category: true,
      breadcrumbParents: true,
    },
    populate: { categories: { attributeSequence: true } },
    disableErrors: true,
  })
}

/** The variants of a product in display order. */
export async function variantsOfProduct(payload: Payload, productId: number) {
  const { docs } = await payload.find({
    collection: 'variants',
    where: { product: { equals: productId } },
    sort: ['sortOrder', 'articleNumber'],
    depth: 0,
    limit: MAX_SIBLINGS,
    pagination: false,
    select: {
      articleNumber: true,
      name: true,
      variantSlug: true,
      discontinued: true,
      webSalesUnit: true,
      attributes: true,
    },
  })
  return docs
}

export interface TileVariantRow {
  article_number: string
  ean: string | null
  name: string
  variant_slug: string
  images: unknown
  web_sales_unit_unit: string | null
  brands: unknown
  discontinued: boolean | number | null
  ask_for_price: boolean | number | null
  purchase_constraints_only_store: boolean | number | null
  purchase_constraints_order_multiple: number | null
}

/** What a tile shows of each article. */
export function tileVariantRows(payload: Payload, articleNumbers: readonly string[]): Promise<TileVariantRow[]> {
  return sqlRows<TileVariantRow>(
    payload,
    `SELECT article_number, ean, name, variant_slug, images, web_sales_unit_unit, brands, discontinued,
            ask_for_price, purchase_constraints_only_store, purchase_constraints_order_multiple
       FROM variants WHERE article_number IN (${placeholders(articleNumbers.length)})`,
    [...articleNumbers],
  )
}

type Condition = ReturnType<typeof sql>

// The part of Drizzle's select builder that SQLite and Postgres share; their precise types do not
// unite into one callable type (see db/bulk.ts).
interface SelectDb {
  select(fields: Record<string, unknown>): {
    from(table: unknown): {
      where(condition: Condition): {
        orderBy(column: unknown): { limit(n: number): PromiseLike<Array<Record<string, unknown>>> }
      }
    }
  }
}

/**
 * Variants with one attribute of exactly that name and value, by article number. Attributes are a
 * JSON array on the variant row; Payload's JSON queries test each key on its own, which would also
 * match a variant whose name and value sit in two different attributes, so the pair is matched in
 * SQL per dialect.
 */
export async function variantsWithAttribute(
  payload: Payload,
  query: { attributeName: string; attributeValue: string; limit: number },
): Promise<Array<{ articleNumber: string; name: string; variantSlug: string }>> {
  const { drizzle, name } = drizzleOf(payload)
  const variants = tableOf(payload, 'variants') as Record<
    'attributes' | 'articleNumber' | 'name' | 'variantSlug',
    unknown
  >
  const pair = JSON.stringify([{ attributeName: query.attributeName, attributeValue: query.attributeValue }])
  const condition =
    name === 'postgres'
      ? sql`${variants.attributes} @> ${pair}::jsonb`
      : sql`exists (select 1 from json_each(${variants.attributes}) as attribute
          where json_extract(attribute.value, '$.attributeName') = ${query.attributeName}
            and json_extract(attribute.value, '$.attributeValue') = ${query.attributeValue})`
  const rows = await (drizzle as unknown as SelectDb)
    .select({ articleNumber: variants.articleNumber, name: variants.name, variantSlug: variants.variantSlug })
    .from(variants)
    .where(condition)
    .orderBy(variants.articleNumber)
    .limit(query.limit)
  return rows.map((row) => ({
    articleNumber: String(row.articleNumber),
    name: String(row.name),
    variantSlug: String(row.variantSlug),
  }))
}

// ---- Prices -----------------------------------------------------------------------------------

export interface PriceRow {
  article_number: string
  customer_id: number | null
  net_price: number
  sales_price: number
  sales_price_including_vat: number | null
  sales_price_unit: string | null
  alloying_price: number | null
  pre_campaign_price: number | null
  price_type: string
  discounts: unknown
  brackets: unknown
}

/** The list rows of the articles and, with a customer, that customer's own rows. */
export function priceRows(
  payload: Payload,
  articleNumbers: readonly string[],
  customer: number | null,
): Promise<PriceRow[]> {
  return sqlRows<PriceRow>(
    payload,
    `SELECT article_number, customer_id, net_price, sales_price, sales_price_including_vat, sales_price_unit,
            alloying_price, pre_campaign_price, price_type, discounts, brackets
       FROM prices
      WHERE article_number IN (${placeholders(articleNumbers.length)})
        AND (customer_id IS NULL${customer !== null ? ' OR customer_id = ?' : ''})`,
    customer !== null ? [...articleNumbers, customer] : [...articleNumbers],
  )
}

/** Those of the articles that are sold on request only. */
export async function askForPriceArticles(payload: Payload, articleNumbers: readonly string[]): Promise<Set<string>> {
  if (articleNumbers.length === 0) return new Set()
  const rows = await sqlRows<{ article_number: string }>(
    payload,
    `SELECT article_number FROM variants WHERE article_number IN (${placeholders(articleNumbers.length)}) AND ask_for_price = true`,
    [...articleNumbers],
  )
  return new Set(rows.map((row) => row.article_number))
}

/** A customer's own net prices by article number. */
export async function customerNetPrices(payload: Payload, customer: number): Promise<Map<string, number>> {
  const rows = await sqlRows<{ article_number: string; net_price: number }>(
    payload,
    'SELECT article_number, net_price FROM prices WHERE customer_id = ?',
    [customer],
  )
  return new Map(rows.map((r) => [r.article_number, Number(r.net_price)]))
}

// ---- Stock ------------------------------------------------------------------------------------

export interface StockRowSql {
  article_number: string
  location_id: string
  stock_type: StockType
  quantity: number
  order_multiple: number | null
  stocked: boolean | number | null
  available_from_days: number | null
  available_to_days: number | null
  availability_date: unknown
}

/** Stock rows of the articles, at `locationIds` only when any are given. */
export function stockRows(
  payload: Payload,
  articleNumbers: readonly string[],
  locationIds: readonly string[],
): Promise<StockRowSql[]> {
  return sqlRows<StockRowSql>(
    payload,
    `SELECT article_number, location_id, stock_type, quantity, order_multiple, stocked, available_from_days,
            available_to_days, availability_date
       FROM stock
      WHERE article_number IN (${placeholders(articleNumbers.length)})
        ${locationIds.length ? `AND location_id IN (${placeholders(locationIds.length)})` : ''}`,
    [...articleNumbers, ...locationIds],
  )
}

// ---- The listing snapshot's sources -----------------------------------------------------------

export interface SnapshotVariantRow {
  id: number
  article_number: string
  name: string
  product_id: number
  sort_order: number | null
  brands: unknown
  discontinued: number | boolean | null
  ask_for_price: number | boolean | null
  filter_tags: unknown
  attributes: unknown
}

/** Everything the listing snapshot (snapshot.ts) is built from, in five plain queries. */
export async function snapshotSources(payload: Payload) {
  const [variants, products, listPrices, stock, categories] = await Promise.all([
    sqlRows<SnapshotVariantRow>(
      payload,
      `SELECT id, article_number, name, product_id, sort_order, brands, discontinued, ask_for_price, filter_tags, attributes
         FROM variants`,
    ),
    sqlRows<{ id: number; category_paths: unknown }>(payload, 'SELECT id, category_paths FROM products'),
    sqlRows<{ article_number: string; net_price: number }>(
      payload,
      'SELECT article_number, net_price FROM prices WHERE customer_id IS NULL',
    ),
    sqlRows<{ article_number: string; location_id: string }>(
      payload,
      'SELECT article_number, location_id FROM stock WHERE quantity > 0',
    ),
    sqlRows<{ name: string }>(payload, 'SELECT name FROM categories'),
  ])
  return { variants, products, listPrices, stock, categories }
}
