import { authMessages } from '@shop/i18n/messages/auth'
import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The keys a start message may carry: the session's end and the spec's error keys. Every other sender
 * translates its own text, so the whole catalogue need not ship with the toaster on every page.
 */
const startMessages = { ...authMessages, ...errorMessages }
const t = translator(startMessages)
type StartMessageKey = keyof typeof startMessages

/** The text to show: a message key is translated, anything else is shown as it is. */
export function messageText(text: string): string {
  return Object.hasOwn(startMessages, text) ? t(text as StartMessageKey) : text
}
