import { productMessages } from '@shop/i18n/messages/product'
import { translator } from '@shop/i18n/translator'

/**
 * The product texts alone, for the views a browser island renders too (prices, stock, brackets, the
 * recently viewed products): an island that imports them carries this section, not the catalogue.
 */
export const t = translator(productMessages)
