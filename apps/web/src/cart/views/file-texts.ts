import { cartFileMessages } from '@shop/i18n/messages/cart-files'
import { cartServiceMessages } from '@shop/i18n/messages/cart-service'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of quick order and order from a file (the /cart page's islands that read articles and
 * files); the cart service's section tells the order-multiple refusal that quick order checks early.
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...cartServiceMessages, ...cartFileMessages })
