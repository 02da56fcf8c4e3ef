import type { Catalogue } from '../translator'

/** Stock texts (spec section 8). Part of the one catalogue in ../messages.ts. */
export const stockMessages = {
  // ── Stock texts (spec section 8) ────────────────────────────────────────────────────────────────
  'stock.out_of_stock': 'Slut i lager',
  'stock.order_product': 'Beställningsvara',
  'stock.delivery_in_days': 'Leverans inom {days, plural, one {# dag} other {# dagar}}',
  'stock.not_stocked_in_store': 'Lagerförs inte i butiken',
  'stock.in_central_stock': 'I centrallager',
  'stock.in_store_stock': 'I butikens lager',
} as const satisfies Catalogue
