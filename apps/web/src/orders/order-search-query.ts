import { lenientOrderSearch, orderSearchSchema } from '@shop/commerce/orders/search'
import { t } from '@shop/i18n'
import { ORDER_STATUSES } from '../collections/commerce/Orders'

/** The statuses an order can have, as the search accepts them (the orders collection's values). */
export const ORDER_STATUS_VALUES = ORDER_STATUSES.map((status) => status.value) as [
  (typeof ORDER_STATUSES)[number]['value'],
  ...(typeof ORDER_STATUSES)[number]['value'][],
]

/** GET /api/order/orders/search's query, with Swedish messages. */
export const orderSearchQuery = orderSearchSchema(ORDER_STATUS_VALUES, (key) => t(key))

/** The OrderHistory page's filters from its URL; a bad value falls back to its default. */
export const orderHistoryFilters = (raw: Record<string, unknown>) => lenientOrderSearch(ORDER_STATUS_VALUES, raw)
