import type { Catalogue } from '../translator'

/**
 * The quote as its receiver reads it (issue 14): the PDF's headings, the line table's columns (which the
 * wizard's price step and QuoteDetails show too) and the totals. Part of the one catalogue in
 * ../messages.ts; small enough for an island to take whole.
 */
export const quoteDocumentMessages = {
  'quoteDocument.title': 'Offert',
  'quoteDocument.quote_id': 'Offertnummer',
  'quoteDocument.date': 'Datum',
  'quoteDocument.valid_until': 'Giltig till',
  'quoteDocument.sender': 'Avsändare',
  'quoteDocument.receiver': 'Mottagare',
  'quoteDocument.organization_number': 'Org.nr',
  'quoteDocument.reference': 'Vår referens',
  'quoteDocument.contact_person': 'Kontaktperson',
  'quoteDocument.receiver_label': 'Avser',
  'quoteDocument.receiver_type.private': 'Privatperson',
  'quoteDocument.receiver_type.business': 'Företag',
  'quoteDocument.lines': 'Artiklar',
  'quoteDocument.custom_items': 'Övriga rader',
  'quoteDocument.prices.net': 'Priser exkl. moms',
  'quoteDocument.prices.gross': 'Priser inkl. moms',
  'quoteDocument.column.articleNumber': 'Artikelnr',
  'quoteDocument.column.articleName': 'Benämning',
  'quoteDocument.column.customItemName': 'Benämning',
  'quoteDocument.column.quantity': 'Antal',
  'quoteDocument.column.unit': 'Enhet',
  'quoteDocument.column.quoteSalesPrice': 'Pris före rabatt',
  'quoteDocument.column.salesDiscount': 'Rabatt',
  'quoteDocument.column.quoteNetPrice': 'À-pris',
  'quoteDocument.column.price': 'À-pris',
  'quoteDocument.column.vatRate': 'Moms',
  'quoteDocument.column.lineTotal': 'Belopp',
  'quoteDocument.rot': 'ROT',
  'quoteDocument.totals.net': 'Summa exkl. moms',
  'quoteDocument.totals.vat': 'Moms {rate} %',
  'quoteDocument.totals.gross': 'Summa inkl. moms',
  'quoteDocument.totals.rot': 'ROT-avdrag',
  'quoteDocument.totals.to_pay': 'Att betala',
  'quoteDocument.message': 'Meddelande',
  'quoteDocument.attachments': 'Bilagor',
  'quoteDocument.page': 'Sida {page} av {pages}',
} as const satisfies Catalogue
