import type { Catalogue } from '../translator'

/**
 * The quote context (spec section 4): the bar on product and search pages while a quote is being
 * edited, and the product page's "Lägg till i offerten". A section of its own, since it ships with
 * those islands only. Part of the one catalogue in ../messages.ts.
 */
export const quoteContextMessages = {
  'quoteContext.bar': 'Du lägger till artiklar i offert {quoteId}.',
  'quoteContext.back': 'Tillbaka till offerten',
  'quoteContext.add': 'Lägg till i offerten',
  'quoteContext.add_named': 'Lägg till i offerten: {name}',
  'quoteContext.adding': 'Lägger till i offerten…',
  'quoteContext.added': '{quantity} {unit} lades till i offert {quoteId}.',
} as const satisfies Catalogue
