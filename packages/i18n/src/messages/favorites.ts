import type { Catalogue } from '../translator'

/**
 * Favourite articles and shopping lists (spec sections 3, 5, 7 and 9: the heart, the lists' service
 * answers). Part of the one catalogue in ../messages.ts.
 */
export const favoriteMessages = {
  // ── Favourite articles (the heart) ──────────────────────────────────────────────────────────────
  'favorites.info_modal.body': 'Du kan ha högst 50 favoriter. Ta bort en favorit innan du lägger till en ny.',
  'favorites.unknown_article': 'Artikeln {id} finns inte i sortimentet och kan inte bli en favorit.',

  // ── Shopping lists: the service's refusals ────────────────────────────────────────────────────────
  'favorites.no_customer': 'Välj kund och projekt innan du använder inköpslistor.',
  'favorites.list_limit_exceeded': 'Listan kan inte innehålla fler än {limit} rader. Ta bort några och försök igen.',
  'favorites.not_added_limit': 'Lades inte till: listan skulle få för många rader.',
  'favorites.export.nothing': 'Listan har inga rader att exportera.',
  'favorites.export.sheet': 'Inköpslista',
  'favorites.export.note': 'Anteckning',
} as const satisfies Catalogue
