import type { Catalogue } from '../translator'

/** Words every part of the shop uses. Part of the one catalogue in ../messages.ts. */
export const commonMessages = {
  // ── Common words ────────────────────────────────────────────────────────────────────────────────
  'common.close': 'Stäng',
  'common.open': 'Öppna',
  'common.show_all': 'Visa alla',
  'common.show_all_in': 'Visa allt inom {name}',
  'common.loading': 'Laddar…',
  // Where an article has no picture (media/ProductImage.tsx).
  'common.no_image': 'Bild saknas',
  'common.previous_page': 'Föregående',
  'common.next_page': 'Nästa',
  'common.page_of': 'Sida {page} av {pages}',
  'common.try_again': 'Försök igen',
  'common.save': 'Spara',
  'common.cancel': 'Avbryt',
  'common.remove': 'Ta bort',
  'common.yes': 'Ja',
  'common.no': 'Nej',
  'common.unit_pieces': 'st',
  'common.currency': 'SEK',
  'common.language_name': 'Svenska',
} as const satisfies Catalogue
