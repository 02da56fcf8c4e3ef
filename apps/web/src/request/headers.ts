import { type Brand, brandById, defaultBrand } from '@shop/tenants'

/** Request headers the proxy sets for pages: which brand, and the path the visitor asked for. */
export const BRAND_HEADER = 'x-shop-brand'
export const PATH_HEADER = 'x-shop-path'

/** The brand the proxy chose for a request; a request that never met the proxy (a script) gets the default. */
export function chosenBrand(headers: Pick<Headers, 'get'>): Brand {
  const id = headers.get(BRAND_HEADER)
  return (id ? brandById(id) : undefined) ?? defaultBrand
}
