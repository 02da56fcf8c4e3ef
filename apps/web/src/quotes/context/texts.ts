import { errorMessages } from '@shop/i18n/messages/errors'
import { quoteContextMessages } from '@shop/i18n/messages/quote-context'
import { quoteMessages } from '@shop/i18n/messages/quotes'
import { translator } from '@shop/i18n/translator'

/** The quote context's islands: the bar, "Lägg till i offerten" and the quote service's refusals. */
export const texts = { ...errorMessages, ...quoteMessages, ...quoteContextMessages }
export const t = translator(texts)
