import 'server-only'
import { type BracketPrice, fail, ok, type Price, type Result, type Shopper } from '@shop/commerce'
import type { Brand } from '@shop/tenants'
import type { Payload } from 'payload'
import type { AttributeJSON, BreadcrumbJSON, ImageJSON, RelationJSON, WarningJSON } from '../collections/shared/json'
import type { CategoryLink } from './categories'
import { priceTablesFor } from './prices'
import { asShopperSees, type StockLocation, stockFor } from './stock'
import { type ProductStock, productStock, type StockRow } from './stock-rows'
import { productWithCategory, storeContacts, variantBySlug, variantsOfProduct } from './storage'
import { type CatalogTile, tilesFor } from './tiles'

/** The product attribute that feeds procurement exports (spec section 3); shoppers never read it. */
const HIDDEN_ATTRIBUTES = new Set(['SSG'])

export type RelationKind = RelationJSON['kind']
/** The order related products are shown in. */
export const RELATION_KINDS_SHOWN: readonly RelationKind[] = ['accessories', 'spareParts', 'complementary', 'upper']

export interface ProductVariant {
  articleNumber: string
  name: string
  variantSlug: string
  ean: string | null
  brandName: string | null
  discontinued: boolean
  replacementArticleNumber: string | null
  askForPrice: boolean
  purchaseConstraints: { onlyStore: boolean; mustBeInStockedAt: boolean; orderMultiple: number }
  webSalesUnit: { unit: string; conversionFactor: number | null; conversionUnit: string | null }
  /** Store ids where the article is stocked. */
  stockedAt: string[]
}

export interface ProductSibling {
  articleNumber: string
  name: string
  variantSlug: string
  url: string
  unit: string
  discontinued: boolean
  /** Attribute values by name (hidden attributes left out). */
  attributes: Record<string, string>
}

export interface RelatedGroup {
  kind: RelationKind
  label: string
  tiles: CatalogTile[]
}

export interface ProductPageData {
  variant: ProductVariant
  product: { productId: string; name: string; slug: string; description: string | null; brandName: string | null }
  siblings: ProductSibling[]
  /** Names of the attributes whose values differ between siblings, in display order. */
  differingAttributes: string[]
  attributes: AttributeJSON[]
  warnings: WarningJSON[]
  /** Pictures, primary first (data sheets are in `documents`). */
  images: ImageJSON[]
  documents: ImageJSON[]
  /** Per sibling article number; null where there is no price or the shopper may not see it. */
  prices: Record<string, Price | null>
  brackets: BracketPrice[] | null
  stock: ProductStock
  /** Stock at the shopper's store per sibling article number, for the variant table. */
  siblingStock: Record<string, StockLocation>
  replacement: CatalogTile | null
  relations: RelatedGroup[]
  breadcrumbs: CategoryLink[]
  /** Contacts for 'Begär pris': the e-mail of each of the brand's stores that has one, by store id. */
  storeEmails: Record<string, string>
}

export type BrandStores = Pick<Brand, 'id' | 'storeIds' | 'centralStorageId'>

/** `attributes` ordered by the category's sequence, the rest after in their own order, hidden ones left out. */
export function orderAttributes(attributes: readonly AttributeJSON[], sequence: readonly string[]): AttributeJSON[] {
  const rank = new Map(sequence.map((name, index) => [name, index]))
  return attributes
    .filter((a) => !HIDDEN_ATTRIBUTES.has(a.attributeName))
    .map((attribute, index) => ({ attribute, index }))
    .sort((a, b) => {
      const ra = rank.get(a.attribute.attributeName) ?? sequence.length
      const rb = rank.get(b.attribute.attributeName) ?? sequence.length
      return ra - rb || a.index - b.index
    })
    .map(({ attribute }) => attribute)
}

/** Attribute names, in display order, on which at least two siblings disagree (a missing value counts). */
export function differingAttributeNames(siblings: readonly ProductSibling[], order: readonly string[]): string[] {
  if (siblings.length < 2) return []
  const names = [...new Set([...order, ...siblings.flatMap((s) => Object.keys(s.attributes))])]
  return names.filter((name) => new Set(siblings.map((s) => s.attributes[name] ?? '')).size > 1)
}

/**
 * What the product page shows alike to every shopper of a brand: the variant, its product with its
 * category, the siblings and the brand's store contacts. JSON only, so it can be kept in Next's data
 * cache across requests (page-cache/product-shared.ts); null for an unknown slug.
 */
export async function loadProductShared(payload: Payload, slug: string, brand: BrandStores) {
  const doc = await variantBySlug(payload, slug)
  if (!doc) return null
  const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
  const [product, siblingRows, stores] = await Promise.all([
    productWithCategory(payload, productId),
    variantsOfProduct(payload, productId),
    storeContacts(payload, [...brand.storeIds, brand.centralStorageId]),
  ])
  return product ? { doc, product, siblingRows, stores } : null
}

export type ProductShared = NonNullable<Awaited<ReturnType<typeof loadProductShared>>>

/**
 * Everything the product page /produkt/{slug} shows; not found for an unknown slug. The shared part
 * comes from `shared` (read afresh unless a cached reader is given); then one round of the shopper's
 * own in one round: brackets, the related tiles, and prices and stock of all siblings.
 */
export async function loadProductPage(
  payload: Payload,
  slug: string,
  shopper: Pick<Shopper, 'customerId' | 'visibility' | 'storeId'>,
  brand: BrandStores,
  shared: (slug: string) => Promise<ProductShared | null> = (s) => loadProductShared(payload, s, brand),
): Promise<Result<ProductPageData>> {
  const found = await shared(slug)
  if (!found) return fail('not_found', 'errors.not_found')
  const { doc, product: productResult, siblingRows, stores } = found
  const centralId = brand.centralStorageId
  const relations = (doc.relations ?? []).filter((r) => r.articleNumbers.length > 0)
  const replacementNumber = doc.discontinued ? (doc.replacementArticleNumber ?? null) : null
  const tileNumbers = [
    ...new Set([...(replacementNumber ? [replacementNumber] : []), ...relations.flatMap((r) => r.articleNumbers)]),
  ].filter((n) => n !== doc.articleNumber)

  const siblings: ProductSibling[] = siblingRows.map((s) => ({
    articleNumber: s.articleNumber,
    name: s.name,
    variantSlug: s.variantSlug,
    url: `/produkt/${s.variantSlug}`,
    unit: s.webSalesUnit?.unit ?? 'st',
    discontinued: Boolean(s.discontinued),
    attributes: Object.fromEntries(
      (s.attributes ?? [])
        .filter((a) => !HIDDEN_ATTRIBUTES.has(a.attributeName))
        .map((a) => [a.attributeName, a.attributeValue]),
    ),
  }))
  const siblingNumbers = siblings.map((s) => s.articleNumber)
  if (!siblingNumbers.includes(doc.articleNumber)) siblingNumbers.push(doc.articleNumber)

  const storeNames = new Map(stores.map((s) => [s.storeId, s.name]))
  const locationIds = [shopper.storeId, ...brand.storeIds, centralId]

  const [tiles, { prices, brackets }, stock] = await Promise.all([
    tilesFor(payload, tileNumbers, shopper, centralId),
    priceTablesFor(payload, siblingNumbers, shopper),
    stockFor(payload, siblingNumbers, { locationIds, centralId }),
  ])

  const stockByArticle = new Map(stock.map((entry) => [entry.articleNumber, entry.locations]))
  const rows: StockRow[] = (stockByArticle.get(doc.articleNumber) ?? []).map((location) => ({
    ...asShopperSees(location, centralId),
    name: storeNames.get(location.locationId) ?? location.locationId,
    isCentral: location.locationId === centralId,
    isMyStore: false,
  }))

  const category = productResult.category
  const sequence = (typeof category === 'object' && category ? category.attributeSequence : null) ?? []
  const attributes = orderAttributes(doc.attributes ?? [], sequence)
  const displayOrder = [...new Set([...sequence, ...attributes.map((a) => a.attributeName)])]

  const tileByNumber = new Map(tiles.map((tile) => [tile.articleNumber, tile]))
  const images = doc.images ?? []
  const pictures = images.filter((i) => i.assetType !== 'DOCUMENT')
  pictures.sort((a, b) => Number(b.assetType === 'PRIMARY') - Number(a.assetType === 'PRIMARY'))

  return ok({
    variant: {
      articleNumber: doc.articleNumber,
      name: doc.name,
      variantSlug: doc.variantSlug,
      ean: doc.ean ?? null,
      brandName: doc.brands?.[0] ?? productResult.brandName ?? null,
      discontinued: Boolean(doc.discontinued),
      replacementArticleNumber: replacementNumber,
      askForPrice: Boolean(doc.askForPrice),
      purchaseConstraints: {
        onlyStore: Boolean(doc.purchaseConstraints?.onlyStore),
        mustBeInStockedAt: Boolean(doc.purchaseConstraints?.mustBeInStockedAt),
        orderMultiple: Math.max(1, doc.purchaseConstraints?.orderMultiple ?? 1),
      },
      webSalesUnit: {
        unit: doc.webSalesUnit?.unit ?? 'st',
        conversionFactor: doc.webSalesUnit?.conversionFactor ?? null,
        conversionUnit: doc.webSalesUnit?.conversionUnit ?? null,
      },
      stockedAt: doc.stockedAt ?? [],
    },
    product: {
      productId: productResult.productId,
      name: productResult.name,
      slug: productResult.slug,
      description: productResult.description ?? null,
      brandName: productResult.brandName ?? null,
    },
    siblings,
    differingAttributes: differingAttributeNames(siblings, displayOrder),
    attributes,
    warnings: doc.warnings ?? [],
    images: pictures,
    documents: images.filter((i) => i.assetType === 'DOCUMENT'),
    prices: Object.fromEntries(siblingNumbers.map((n) => [n, prices.get(n) ?? null])),
    brackets: brackets.get(doc.articleNumber) ?? null,
    stock: productStock(rows, shopper.storeId),
    siblingStock: Object.fromEntries(
      siblingNumbers.flatMap((n) => {
        const mine = stockByArticle.get(n)?.[0]
        return mine ? [[n, asShopperSees(mine, centralId)]] : []
      }),
    ),
    replacement: replacementNumber ? (tileByNumber.get(replacementNumber) ?? null) : null,
    relations: RELATION_KINDS_SHOWN.flatMap((kind) =>
      relations
        .filter((r) => r.kind === kind)
        .map((r) => ({
          kind,
          label: r.label,
          tiles: r.articleNumbers.flatMap((n) => tileByNumber.get(n) ?? []),
        }))
        .filter((group) => group.tiles.length > 0),
    ),
    breadcrumbs: (productResult.breadcrumbParents ?? []).map((crumb: BreadcrumbJSON) => ({
      name: crumb.name,
      slug: crumb.slug,
      path: crumb.path,
      url: `/kategorier/${crumb.path}`,
    })),
    storeEmails: Object.fromEntries(stores.flatMap((s) => (s.email ? [[s.storeId, s.email]] : []))),
  })
}
