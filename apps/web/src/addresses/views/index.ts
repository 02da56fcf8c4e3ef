import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../custom-pages/types'
import { MyAddresses } from './MyAddresses'

/** Bodies of MyAddresses. */
export const addressPages: Partial<Record<CustomPage, CustomPageBody>> = {
  MyAddresses: () => MyAddresses(),
}
