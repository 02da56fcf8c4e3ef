import type { CustomPage } from '@shop/schemas'
import { getSession } from '@/accounts/session'
import { accountPages } from '@/accounts/views/account'
import { MyProfilePage } from '@/accounts/views/profile/MyProfilePage'
import { userAdminPages } from '@/accounts/views/user-admin'
import { addressPages } from '@/addresses/views'
import { findLocations } from '@/catalog/locations'
import { MyStorePage } from '@/content/views/MyStorePage'
import type { CustomPageBody, CustomPageProps } from '@/custom-pages/types'
import { orderPages } from '@/orders/views'
import { quotePages } from '@/quotes/views/pages'
import { shoppingListPages } from '@/shopping-lists/views/pages'

/** MyProfile with the brand's stores to prefer: they are the catalog's, which builds on accounts. */
function MyProfile(props: CustomPageProps) {
  return <MyProfilePage {...props} stores={(instance, brandId) => findLocations(instance, { brand: brandId })} />
}

/** "Min butik": the store the session's user prefers; stores are content, users are accounts'. */
async function StorePage({ brand }: CustomPageProps) {
  const session = await getSession()
  return <MyStorePage brand={brand} preferredStore={session?.preferredStore ?? null} loggedIn={session !== null} />
}

/**
 * The body of each custom page a brand route file can name, by area. A page without a body shows
 * its heading and the pages below it (CustomPageView).
 */
export const customPageBodies: Partial<Record<CustomPage, CustomPageBody>> = {
  ...accountPages,
  MyProfile,
  StorePage,
  ...addressPages,
  ...orderPages,
  ...userAdminPages,
  ...shoppingListPages,
  ...quotePages,
}
