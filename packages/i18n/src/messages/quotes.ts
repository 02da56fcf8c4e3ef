import type { Catalogue } from '../translator'

/**
 * Quotes to the shopper's own customers (spec sections 2, 4, 7 and 8): the quote service's refusals.
 * The quote service's answers show their own text (spec section 8), so each says what to do next.
 * Part of the one catalogue in ../messages.ts.
 */
export const quoteMessages = {
  'quote.no_customer': 'Välj kund innan du skapar eller öppnar offerter.',
  'quote.locked': 'Offerten är {status} och kan inte längre ändras. Kopiera den om du vill göra en ny.',
  'quote.line_limit_exceeded': 'En offert kan innehålla högst {limit} rader. Ta bort några och försök igen.',
  'quote.unknown_article': 'Artikeln {id} finns inte i sortimentet och kan inte läggas till i offerten.',
  'quote.no_price':
    'Artikeln {id} har inget pris att räkna på och kan inte läggas till i offerten. Lägg den som egen rad i stället.',
  'quote.empty': 'Offerten har inga rader. Lägg till artiklar eller egna rader innan du skickar den.',
  'quote.send_limit':
    'Du har skickat {limit} offerter den senaste timmen. Vänta en stund och försök igen, eller kontakta kundservice.',
  'quote.attachment_too_large': 'Filen är för stor. En bilaga får vara högst 2 MB.',
  'quote.attachment_type': 'Bilagor kan vara PDF eller bilder (JPEG, PNG, WebP).',
  'quote.attachment_limit': 'En offert kan ha högst {limit} bilagor.',
  'quote.attachment_unreadable':
    'Filen gick inte att läsa. Kontrollera att den är en hel PDF eller bild (JPEG, PNG, WebP) och försök igen.',
  'quote.valid_from_range': 'Offertens datum ska ligga mellan {earliest} och {latest}.',
  'quote.price_missing':
    '{count, plural, one {En artikelrad saknar} other {# artikelrader saknar}} pris. Ange ditt eget pris på raderna i steg 3 innan offerten skickas eller skrivs ut.',
  'quote.price_missing_line': 'Ange ditt eget pris för {name}.',
  'quote.link_invalid':
    'Länken till offerten är ogiltig. Kontrollera att hela länken kom med, eller be avsändaren skicka offerten igen.',
  'quote.link_expired': 'Offerten har gått ut och kan inte längre besvaras. Kontakta avsändaren för en ny offert.',
  'quote.link_used': 'Offerten är redan besvarad eller har ändrats sedan den skickades.',
  'quote.not_accepted': 'Bara en accepterad offert kan bli en varukorg.',
  'quote.mail_failed':
    'Offerten kunde inte skickas eftersom e-posten inte gick iväg. Den är kvar som utkast; försök igen om en stund.',
  'quote.cart_failed': 'Ingen av offertens artiklar kunde läggas i varukorgen.',
} as const satisfies Catalogue
