import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../../custom-pages/types'
import { MyProfilePage } from './MyProfilePage'

/** Bodies of MyProfile. */
export const profilePages: Partial<Record<CustomPage, CustomPageBody>> = {
  MyProfile: MyProfilePage,
}
