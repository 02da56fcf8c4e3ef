import { type TrackedVariant, viewItem } from '@shop/commerce/tracking/ecommerce'
import { pushPageEvents } from './data-layer'
import { pageEvents } from './page-events'

/**
 * view_item for a product page whose price the browser filled in (a member page). Loaded once the price
 * is known, as ./TrackEvents loads the data layer, so the page's first load carries neither.
 */
export function sendProductView(tracked: TrackedVariant): void {
  pushPageEvents(pageEvents(viewItem(tracked)))
}
