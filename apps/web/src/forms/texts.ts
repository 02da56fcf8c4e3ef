import { accountMessages } from '@shop/i18n/messages/accounts'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the password field (show password). A failed submit's text comes from
 * browser/api-fetch.ts, not from here.
 */
export const t = translator({ ...accountMessages })
