import { listingMessages } from '@shop/i18n/messages/listing'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the listings' browser islands (the filter disclosure).
 */
export const t = translator({ ...listingMessages })
