import 'server-only'
import type { Price, Shopper } from '@shop/commerce'
import type { Payload } from 'payload'
import { pricesFor } from './prices'
import { type StockLocation, stockFor } from './stock'

/**
 * Everything a product tile shows a trade buyer (listings, search, related products): the article,
 * its unit, the price the shopper may see, and stock at their store and in the central warehouse.
 */
export interface CatalogTile {
  articleNumber: string
  ean: string | null
  name: string
  url: string
  imageUrl: string
  unit: string
  brandName: string | null
  discontinued: boolean
  askForPrice: boolean
  onlyStore: boolean
  orderMultiple: number
  price: Price | null
  storeStock: StockLocation
  centralStock: StockLocation
}

const VARIANT_FIELDS = {
  articleNumber: true,
  ean: true,
  name: true,
  variantSlug: true,
  images: true,
  webSalesUnit: true,
  brands: true,
  discontinued: true,
  askForPrice: true,
  purchaseConstraints: true,
} as const

/**
 * Tiles for the given article numbers, in that order; unknown numbers are left out. Three queries
 * whatever the count (variants, prices, stock), so a page of 24 tiles costs the same as one.
 */
export async function tilesFor(
  payload: Payload,
  articleNumbers: readonly string[],
  shopper: Pick<Shopper, 'customerId' | 'visibility' | 'storeId'>,
  centralId: string,
): Promise<CatalogTile[]> {
  if (articleNumbers.length === 0) return []
  const [{ docs }, prices, stock] = await Promise.all([
    payload.find({
      collection: 'variants',
      where: { articleNumber: { in: [...articleNumbers] } },
      depth: 0,
      limit: articleNumbers.length,
      pagination: false,
      select: VARIANT_FIELDS,
    }),
    pricesFor(payload, articleNumbers, shopper),
    stockFor(payload, articleNumbers, { locationIds: [shopper.storeId, centralId], centralId }),
  ])
  const byNumber = new Map(docs.map((doc) => [doc.articleNumber, doc]))
  const stockByNumber = new Map(stock.map((entry) => [entry.articleNumber, entry.locations]))
  return articleNumbers.flatMap((articleNumber) => {
    const variant = byNumber.get(articleNumber)
    const locations = stockByNumber.get(articleNumber)
    if (!variant || !locations) return []
    const image = variant.images?.find((i) => i.assetType === 'PRIMARY') ?? variant.images?.[0]
    return [
      {
        articleNumber,
        ean: variant.ean ?? null,
        name: variant.name,
        url: `/produkt/${variant.variantSlug}`,
        imageUrl: image?.assetUrl ?? `/placeholder/product/${articleNumber}.svg`,
        unit: variant.webSalesUnit?.unit ?? 'st',
        brandName: variant.brands?.[0] ?? null,
        discontinued: Boolean(variant.discontinued),
        askForPrice: Boolean(variant.askForPrice),
        onlyStore: Boolean(variant.purchaseConstraints?.onlyStore),
        orderMultiple: variant.purchaseConstraints?.orderMultiple ?? 1,
        price: prices.get(articleNumber) ?? null,
        storeStock: locations[0] as StockLocation,
        centralStock: locations[1] as StockLocation,
      },
    ]
  })
}
