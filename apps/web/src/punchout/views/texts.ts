import { errorMessages } from '@shop/i18n/messages/errors'
import { punchoutMessages } from '@shop/i18n/messages/punchout'
import { translator } from '@shop/i18n/translator'

/** The texts of the punch-out islands (the transfer on /cart). */
export const t = translator({ ...errorMessages, ...punchoutMessages })
