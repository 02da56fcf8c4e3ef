/** Request headers the proxy sets for pages: which brand, and the path the visitor asked for. */
export const BRAND_HEADER = 'x-shop-brand'
export const PATH_HEADER = 'x-shop-path'
