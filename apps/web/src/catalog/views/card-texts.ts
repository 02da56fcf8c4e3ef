import { productCardMessages } from '@shop/i18n/messages/product-card'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of a product card and a price, which the browser renders too (ProductCardView): the
 * listings carry this section, not all of the product page's texts.
 */
export const t = translator(productCardMessages)
