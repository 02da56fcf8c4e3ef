import { accountMessages } from '@shop/i18n/messages/accounts'
import { errorMessages } from '@shop/i18n/messages/errors'
import { shellMessages } from '@shop/i18n/messages/shell'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the customer and project picker (the project flyout).
 */
export const contextTexts = { ...shellMessages, ...errorMessages, ...accountMessages }
export const t = translator(contextTexts)
