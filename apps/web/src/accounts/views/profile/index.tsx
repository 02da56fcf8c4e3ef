import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '@/custom-pages/types'
import { MyProfilePage, type StoreList } from './MyProfilePage'

/**
 * Bodies of MyProfile. The brand's stores are the catalog's, which builds on accounts: the route's body
 * list hands in how to read them.
 */
export const profilePages = (stores: StoreList): Partial<Record<CustomPage, CustomPageBody>> => ({
  MyProfile: (props) => <MyProfilePage {...props} stores={stores} />,
})
