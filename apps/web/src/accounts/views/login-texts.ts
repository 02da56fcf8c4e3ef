import { accountMessages } from '@shop/i18n/messages/accounts'
import { authMessages } from '@shop/i18n/messages/auth'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the login and password forms (the account flyout, /logga-in, activation, reset).
 */
export const authTexts = { ...authMessages, ...errorMessages, ...accountMessages }
export const t = translator(authTexts)
