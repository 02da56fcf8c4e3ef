import { type GaItem, TRACKING_LISTS, type TrackedVariant, viewItemList } from '@shop/commerce/tracking/ecommerce'
import type { CatalogTile } from '../catalog/tiles'
import type { ListingLocation } from '../catalog/views/listing-urls'
import { pageEvents } from './page-events'
import { TrackEvents } from './TrackEvents'
import { TrackSelections } from './TrackSelections'

/** Spec section 5's list names: a search's results, or any other listing of products. */
export const trackingList = (location: Pick<ListingLocation, 'basePath'>) =>
  location.basePath.startsWith('/search') ? TRACKING_LISTS.search : TRACKING_LISTS.productList

const trackedTile = (tile: CatalogTile): TrackedVariant => ({
  articleNumber: tile.articleNumber,
  name: tile.name,
  brands: tile.brandName ? [tile.brandName] : [],
  price: tile.price,
})

/** A listing's view_item_list when shown, and select_item for the product a shopper opens from it. */
export function ListingEvents({
  tiles,
  list,
  containerId,
}: {
  tiles: CatalogTile[]
  list: string
  containerId: string
}) {
  const view = viewItemList(list, tiles.map(trackedTile))
  return (
    <>
      <TrackEvents events={pageEvents(view)} />
      <TrackSelections containerId={containerId} list={list} items={(view?.ecommerce.items as GaItem[]) ?? []} />
    </>
  )
}
