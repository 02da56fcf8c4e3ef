import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { favouriteHeartMessages } from '@shop/i18n/messages/favourite-heart'
import { shoppingListMessages } from '@shop/i18n/messages/shopping-lists'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the shopping lists' islands (the two pages' tools, the add-to-list dialog, the
 * favourites flyout). The lists service's own refusals come with its answers (browser/api-fetch.ts).
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...favouriteHeartMessages, ...shoppingListMessages })
