import { addressMessages } from '@shop/i18n/messages/addresses'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the address book's browser islands (MyAddresses).
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...addressMessages })
