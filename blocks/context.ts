import type { Asset, DynamicForm } from '@shop/schemas'
import type { ReactNode } from 'react'
import type { EntryRenderers } from './shared/RichText'

/** What a product tile of SelectedProducts shows; the app maps its catalog variants to it. */
export interface ProductTile {
  articleNumber: string
  name: string
  /** The product page, e.g. `/produkt/{variantSlug}`. */
  url: string
  /** The article's picture; absent for one without (the tile then says so). */
  image?: Asset
  /** Sales unit, e.g. 'st', 'm', 'pkt'. */
  unit: string
  /** Already formatted price (e.g. '129,00 kr/st'); absent when prices are hidden or unknown. */
  priceText?: string
}

/** What a block may ask of the platform while rendering. Blocks never know where content came from. */
export interface BlockContext {
  brand: string
  /** Tiles for the given article numbers, in that order; unknown numbers are left out. */
  loadProducts(articleNumbers: string[]): Promise<ProductTile[]>
  /** Tiles of the brand's most popular articles right now (best first, at most `limit`); empty when none. */
  loadPopularProducts(limit: number): Promise<ProductTile[]>
  /** A dynamic form by id, or null when there is none. */
  loadForm(id: string): Promise<DynamicForm | null>
  /**
   * A tile's price filled in by the browser, on a page rendered once for many logged-in shoppers (the
   * tiles then carry no `priceText`); `perUnit` is the text after the price. Absent elsewhere.
   */
  ownPrice?(articleNumber: string, perUnit: string): ReactNode
  /** Random source in [0, 1) for RandomBanners; Math.random when absent (tests pass a seeded one). */
  random?: () => number
  /**
   * Renderers for entries embedded in running text (the platform's brand rules: the cut-off hour, the closed
   * days), passed to every rich text of the page; without them such entries render nothing.
   */
  richText?: EntryRenderers
}
