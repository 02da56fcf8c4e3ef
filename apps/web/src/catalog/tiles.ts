import 'server-only'
import type { Price, Shopper } from '@shop/commerce'
import type { Payload } from 'payload'
import type { ImageJSON } from '../collections/shared/json'
import { jsonColumn } from '../db/sql'
import { primaryImage } from '../media/picture'
import { pricesFor } from './prices'
import { asShopperSees, type StockLocation, stockFor } from './stock'
import { tileVariantRows } from './storage'

/**
 * Everything a product tile shows a trade buyer (listings, search, related products): the article,
 * its unit, the price the shopper may see, and stock at their store and in the central warehouse.
 */
export interface CatalogTile {
  articleNumber: string
  ean: string | null
  name: string
  url: string
  /** The variant's primary picture (else its first); null for an article without one. */
  image: ImageJSON | null
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
  const unique = [...new Set(articleNumbers)]
  const [variants, prices, stock] = await Promise.all([
    tileVariantRows(payload, unique),
    pricesFor(payload, articleNumbers, shopper),
    stockFor(payload, articleNumbers, { locationIds: [shopper.storeId, centralId], centralId }),
  ])
  const byNumber = new Map(variants.map((row) => [row.article_number, row]))
  const stockByNumber = new Map(stock.map((entry) => [entry.articleNumber, entry.locations]))
  return articleNumbers.flatMap((articleNumber) => {
    const variant = byNumber.get(articleNumber)
    const locations = stockByNumber.get(articleNumber)
    if (!variant || !locations) return []
    const images = jsonColumn<ImageJSON[]>(variant.images, [])
    return [
      {
        articleNumber,
        ean: variant.ean ?? null,
        name: variant.name,
        url: `/produkt/${variant.variant_slug}`,
        image: primaryImage(images) ?? null,
        unit: variant.web_sales_unit_unit ?? 'st',
        brandName: jsonColumn<string[]>(variant.brands, [])[0] ?? null,
        discontinued: Boolean(variant.discontinued),
        askForPrice: Boolean(variant.ask_for_price),
        onlyStore: Boolean(variant.purchase_constraints_only_store),
        orderMultiple: Number(variant.purchase_constraints_order_multiple ?? 1),
        price: prices.get(articleNumber) ?? null,
        storeStock: asShopperSees(locations[0] as StockLocation, centralId),
        centralStock: locations[1] as StockLocation,
      },
    ]
  })
}
