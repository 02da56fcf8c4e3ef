import { addressMessages } from '@shop/i18n/messages/addresses'
import { cartServiceMessages } from '@shop/i18n/messages/cart-service'
import { checkoutMessages } from '@shop/i18n/messages/checkout'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the checkout's browser islands (/delivery, /summary; the address flyout shows addresses).
 */
export const t = translator({
  ...commonMessages,
  ...cartServiceMessages,
  ...errorMessages,
  ...checkoutMessages,
  ...addressMessages,
})
