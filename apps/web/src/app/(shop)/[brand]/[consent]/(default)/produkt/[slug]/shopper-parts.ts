import type React from 'react'
import type { ProductPageData } from '@/catalog/product'
import type { CatalogTile } from '@/catalog/tiles'
import type { ProductCardOwn } from '@/catalog/views/ProductCard'

type Part<P = object> = (props: { data: ProductPageData } & P) => React.ReactNode

/**
 * The product page's parts that are the shopper's own: the price and its steps, stock at their store,
 * the delivery methods they may choose, and the view event with their price. The page for one shopper
 * renders them on the server (server-parts.tsx); the member page, rendered once for many shoppers
 * (page-cache/member-view.ts), leaves them to the browser (browser-parts.tsx). The rest of the page is
 * one render for both.
 */
export interface ShopperParts {
  ViewTracking: Part
  Price: Part<{ className?: string }>
  Brackets: Part
  Purchase: Part<{ loginHref: string }>
  Stock: Part
  /** The variant table's price column: its heading and each sibling's cell, or nothing without prices. */
  VariantPriceHeading: Part<{ className: string; label: string }>
  VariantPriceCell: Part<{ articleNumber: string; className: string }>
  VariantStock: Part<{ articleNumber: string }>
  /** A tile's price and store stock in place of the tile's own (the related products, the replacement). */
  tileOwn?: (tile: CatalogTile) => ProductCardOwn
}
