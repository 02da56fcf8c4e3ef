import { errorMessages } from '@shop/i18n/messages/errors'
import { quoteAnswerMessages } from '@shop/i18n/messages/quote-answer'
import { quoteMessages } from '@shop/i18n/messages/quotes'
import { translator } from '@shop/i18n/translator'

/** The answer island's texts: its own, and the quote service's refusals it may show. */
export const texts = { ...errorMessages, ...quoteMessages, ...quoteAnswerMessages }
export const t = translator(texts)
