/**
 * How wide each place shows a catalog picture, as the `sizes` attribute says it: the browser picks the
 * optimizer's width from it before any style has loaded, so each follows the place's own grid.
 */

/** A listing's card: two columns, three from `sm`, four from `xl`, beside the 16rem facets from `lg`. */
export const CARD_SIZES = '(min-width: 1280px) 16rem, (min-width: 640px) 33vw, 50vw'

/** The product page's picture: the full width, half of the max-w-6xl page from `md`. */
export const PRODUCT_SIZES = '(min-width: 1152px) 36rem, (min-width: 768px) 50vw, 100vw'

/** The product page's image modal: at most 56rem, the viewport less its margins below that. */
export const GALLERY_SIZES = '(min-width: 58rem) 54rem, calc(100vw - 4rem)'

/** A thumbnail in the search suggestions and the product history (size-10). */
export const THUMBNAIL_SIZES = '2.5rem'

/** A cart line's (5rem) or list line's (4rem) picture. */
export const LINE_SIZES = '5rem'

/** A hazard pictogram beside its warning on the product page (size-16). */
export const PICTOGRAM_SIZES = '4rem'

/** A campaign's or range's card on their overviews: one column, two from `sm`, three from `lg`. */
export const OVERVIEW_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
