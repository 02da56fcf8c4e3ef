import { lenientOrderSearch, orderSearchSchema } from '@shop/commerce/orders/search'
import { t } from '@shop/i18n'
import { z } from '@shop/schemas'
import { ORDER_STATUSES } from '../collections/commerce/Orders'

/** What the order routes and pages accept, as zod schemas with Swedish messages. */

/** The statuses an order can have, as the search accepts them (the orders collection's values). */
export const ORDER_STATUS_VALUES = ORDER_STATUSES.map((status) => status.value) as [
  (typeof ORDER_STATUSES)[number]['value'],
  ...(typeof ORDER_STATUSES)[number]['value'][],
]

/** GET /api/order/orders/search's query. */
export const orderSearchQuery = orderSearchSchema(ORDER_STATUS_VALUES, (key) => t(key))

/** The OrderHistory page's filters from its URL; a bad value falls back to its default. */
export const orderHistoryFilters = (raw: Record<string, unknown>) => lenientOrderSearch(ORDER_STATUS_VALUES, raw)

/** An order number or temporary order number as it may appear in a path. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/
export const orderIdSchema = z
  .string()
  .trim()
  .regex(ORDER_ID_PATTERN, { error: t('orders.errors.order_id') })

/** The path of the routes under orders/{id}; an id no order can have is a 404, as an unknown path. */
export const orderPath = z.object({ id: orderIdSchema })

const EMAIL_MESSAGE_MAX = 500

/** POST orders/{id}/documents/email: an optional message, and an address other than the buyer's. */
export const confirmationEmailBody = z.object({
  message: z
    .string()
    .trim()
    .max(EMAIL_MESSAGE_MAX, { error: t('orders.errors.message_too_long', { max: EMAIL_MESSAGE_MAX }) })
    .optional(),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .email({ error: t('orders.errors.email') })
      .max(254, { error: t('orders.errors.email') })
      .optional(),
  ),
})

const INQUIRY_MAX = 1000

/** POST orders/inquiry: the order asked about and the question. */
export const inquiryBody = z.object({
  orderId: orderIdSchema,
  message: z
    .string({ error: t('orders.errors.message_required') })
    .trim()
    .min(1, { error: t('orders.errors.message_required') })
    .max(INQUIRY_MAX, { error: t('orders.errors.message_too_long', { max: INQUIRY_MAX }) }),
})
