import { cartMessages } from '@shop/i18n/messages/cart'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the cart's browser islands (/cart, the flyout's lines, the added-items notice). What the
 * cart service answers comes with its answer (browser/api-fetch.ts), so its section is not needed here.
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...cartMessages })
