import type { Catalogue } from '../translator'

/** Search and its suggestions. Part of the one catalogue in ../messages.ts. */
export const searchMessages = {
  // ── Search ──────────────────────────────────────────────────────────────────────────────────────
  'search.label': 'Sök',
  'search.placeholder': 'Sök produkt, artikelnummer eller varumärke',
  'search.submit': 'Sök',
  'search.suggestions': 'Sökförslag',
  'search.suggestions_empty': 'Skriv för att få förslag på produkter och kategorier.',
  'search.suggestions_for': 'Sök efter ”{query}”',
  'search.history': 'Sökhistorik',
  'search.history_heading': 'Senaste sökningar',
  'search.history_clear': 'Rensa sökhistorik',
  'search.results_for': 'Sökresultat för ”{q}”',
  'search.content_pages': 'Sidor',
  'search.no_hits': 'Inga träffar.',
  'search.suggest_products': 'Produkter',
  'search.suggest_categories': 'Kategorier',
  'search.suggest_pages': 'Sidor',
  'search.suggest_in': 'i {parent}',
  'search.suggest_article_number': 'Art.nr {articleNumber}',
  'search.suggest_price': '{price} per {unit}',
  'search.suggest_ask_for_price': 'Pris på förfrågan',
  'search.suggest_none': 'Inga förslag',
  'search.suggest_count_products': '{count, plural, one {# produkt} other {# produkter}}',
  'search.suggest_count_categories': '{count, plural, one {# kategori} other {# kategorier}}',
  'search.suggest_count_pages': '{count, plural, one {# sida} other {# sidor}}',
} as const satisfies Catalogue
