import { cartMessages } from '@shop/i18n/messages/cart'
import { cartServiceMessages } from '@shop/i18n/messages/cart-service'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { productMessages } from '@shop/i18n/messages/product'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the product page's browser islands (gallery, quantity, add to cart, print).
 */
export const t = translator({
  ...commonMessages,
  ...cartServiceMessages,
  ...errorMessages,
  ...productMessages,
  ...cartMessages,
})
