import 'server-only'
import { type BracketPrice, ok, type Price, type Result, type Shopper } from '@shop/commerce'
import type { Payload } from 'payload'
import { priceTablesFor } from './prices'
import { asShopperSees, type StockLocation, stockFor } from './stock'

/** One article as this shopper sees it: the parts of a page that are theirs alone. */
export interface ShopperVariant {
  articleNumber: string
  /** Null where there is no price or the shopper may not see it. */
  price: Price | null
  /** Empty unless the shopper may see prices and discounts and the article has steps. */
  brackets: BracketPrice[]
  /** Stock at the shopper's store. */
  storeStock: StockLocation
}

export interface ShopperVariants {
  /** The shopper's store (the preferred one of the brand, else the brand's default). */
  storeId: string
  variants: ShopperVariant[]
}

/**
 * Spec getVariants (articleNumbers, locationId; price and stock): what a page rendered once for many
 * shoppers (page-cache/member-view.ts) leaves to the browser, for every article it shows, in three
 * queries whatever the count: prices with their brackets, and stock at the shopper's store.
 */
export async function shopperVariants(
  payload: Payload,
  shopper: Pick<Shopper, 'customerId' | 'visibility' | 'storeId'>,
  articleNumbers: readonly string[],
  centralId: string,
): Promise<Result<ShopperVariants>> {
  const unique = [...new Set(articleNumbers)]
  const [tables, stock] = await Promise.all([
    priceTablesFor(payload, unique, shopper),
    stockFor(payload, unique, { locationIds: [shopper.storeId, centralId], centralId }),
  ])
  // The central row is read too: an article the catalog does not know has none there, and keeps the dash.
  const storeStock = new Map(
    stock.map((entry) => {
      const location = entry.locations[0] as StockLocation
      return [entry.articleNumber, entry.stockType === null ? location : asShopperSees(location, centralId)]
    }),
  )
  return ok({
    storeId: shopper.storeId,
    variants: unique.map((articleNumber) => ({
      articleNumber,
      price: tables.prices.get(articleNumber) ?? null,
      brackets: tables.brackets.get(articleNumber) ?? [],
      storeStock: storeStock.get(articleNumber) as StockLocation,
    })),
  })
}
