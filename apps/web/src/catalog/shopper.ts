import 'server-only'
import { type Shopper, shopperFor } from '@shop/commerce'
import type { Brand } from '@shop/tenants'
import { cache } from 'react'
import { getSession } from '../accounts/session'

/** The shopper behind this request on `brand` (session, chosen customer, deny codes), once per request. */
export const currentShopper = cache(async (brand: Brand): Promise<Shopper> => shopperFor(brand, await getSession()))

/**
 * Whom a page rendered once for many logged-in shoppers (page-cache/member-view.ts) is rendered for: a
 * shopper who sees no price, at the brand's default store. The browser fills in each one's own.
 */
export const memberPageShopper = (brand: Brand): Shopper => ({
  loggedIn: true,
  customerId: null,
  storeId: brand.defaultStoreId,
  visibility: { prices: false, discounts: false },
})
