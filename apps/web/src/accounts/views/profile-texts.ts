import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { profileMessages } from '@shop/i18n/messages/profile'
import { userAdminMessages } from '@shop/i18n/messages/user-admin'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the profile and user administration forms.
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...profileMessages, ...userAdminMessages })
