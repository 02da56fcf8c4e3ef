import { pictureOf } from '@/media/picture'
import type { CatalogTile } from '../tiles'
import { CARD_SIZES } from './image-sizes'
import { type ProductCardData, ProductCardView, type ProductCardViewProps } from './ProductCardView'

export type { ProductCardOwn } from './ProductCardView'

/** A card's props, but the whole tile in place of the fields it shows (cardOf picks them). */
export type ProductCardProps = Omit<ProductCardViewProps, 'card'> & {
  tile: CatalogTile
  /** Above the fold (the first row of a listing): load the picture at once, it is the page's largest paint. */
  eager?: boolean
}

/**
 * What a card shows of a tile, and nothing more: the card is rendered from these fields in the browser
 * too, so they are all the RSC payload carries of it. A listing's 24 cards sent as elements were 60 % of
 * a category page's payload (docs/benchmarks.md, "The category page's weight").
 */
export function cardOf(tile: CatalogTile, eager = false): ProductCardData {
  const { price } = tile
  return {
    articleNumber: tile.articleNumber,
    name: tile.name,
    url: tile.url,
    picture: pictureOf(tile.image, CARD_SIZES, { eager }),
    unit: tile.unit,
    orderMultiple: tile.orderMultiple,
    ...(tile.discontinued ? { discontinued: true } : {}),
    ...(tile.onlyStore ? { onlyStore: true } : {}),
    price: price && {
      netPrice: price.netPrice,
      salesPriceUnit: price.salesPriceUnit,
      preCampaignPrice: price.preCampaignPrice,
      askForPrice: price.askForPrice,
    },
    storeStock: { level: tile.storeStock.level, availability: tile.storeStock.availability },
    centralStock: { level: tile.centralStock.level, availability: tile.centralStock.availability },
  }
}

/**
 * One product in a grid (listings, search, related products): picture with the heart and add-to-list
 * over it, name, price, stock, buy link, and "Lägg till i offerten" while a quote is being edited.
 */
export function ProductCard({ tile, eager, ...props }: ProductCardProps) {
  return <ProductCardView card={cardOf(tile, eager)} {...props} />
}
