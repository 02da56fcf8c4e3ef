import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { orderMessages } from '@shop/i18n/messages/orders'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the order pages' browser islands (send documents, inquiry, reorder).
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...orderMessages })
