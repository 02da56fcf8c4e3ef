import { productMessages } from '@shop/i18n/messages/product'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the recently viewed products.
 */
export const t = translator({ ...productMessages })
