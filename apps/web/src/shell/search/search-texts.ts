import { searchMessages } from '@shop/i18n/messages/search'
import { translator } from '@shop/i18n/translator'

/** The texts of the search suggestions (FaytPanel), loaded with them when the search is first used. */
export const t = translator({ ...searchMessages })
