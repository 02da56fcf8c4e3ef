import type { CustomPage } from '@shop/schemas'
import type { CustomPageBody } from '../../custom-pages/types'
import { OrderHistory } from './OrderHistory'
import { OrderHistoryPage } from './OrderHistoryPage'

/** Bodies of OrderHistory and OrderHistoryPage. */
export const orderPages: Partial<Record<CustomPage, CustomPageBody>> = {
  OrderHistory,
  OrderHistoryPage,
}
