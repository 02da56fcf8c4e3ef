import { accountMessages } from '@shop/i18n/messages/accounts'
import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { shellMessages } from '@shop/i18n/messages/shell'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the customer and project picker (the project flyout).
 */
export const contextTexts = { ...commonMessages, ...shellMessages, ...errorMessages, ...accountMessages }
export const t = translator(contextTexts)
