import { commonMessages } from '@shop/i18n/messages/common'
import { errorMessages } from '@shop/i18n/messages/errors'
import { quotePageMessages } from '@shop/i18n/messages/quote-pages'
import { quoteMessages } from '@shop/i18n/messages/quotes'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the quote pages' islands (MyQuotes' tools, the wizard, QuoteDetails' actions) and of the
 * lines table the server renders with them. The quote service's refusals come with its answers, raw
 * (spec section 8); its section is here for the browser's own check of an attachment's size.
 */
export const t = translator({ ...commonMessages, ...errorMessages, ...quoteMessages, ...quotePageMessages })
