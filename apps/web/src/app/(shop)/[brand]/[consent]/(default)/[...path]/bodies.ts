import type { CustomPage } from '@shop/schemas'
import { accountPages } from '@/accounts/views/account'
import { profilePages } from '@/accounts/views/profile'
import { userAdminPages } from '@/accounts/views/user-admin'
import { addressPages } from '@/addresses/views'
import { findLocations } from '@/catalog/locations'
import type { CustomPageBody } from '@/custom-pages/types'
import { orderPages } from '@/orders/views'
import { quotePages } from '@/quotes/views/pages'
import { shoppingListPages } from '@/shopping-lists/views/pages'

/**
 * The body of each custom page a brand route file can name, by area. A page without a body shows
 * its heading and the pages below it (CustomPageView).
 */
export const customPageBodies: Partial<Record<CustomPage, CustomPageBody>> = {
  ...accountPages,
  ...profilePages((instance, brandId) => findLocations(instance, { brand: brandId })),
  ...addressPages,
  ...orderPages,
  ...userAdminPages,
  ...shoppingListPages,
  ...quotePages,
}
