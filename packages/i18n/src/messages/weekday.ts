import type { Catalogue } from '../translator'

/** Weekday labels (spec section 9), also what formatDate writes. Part of the one catalogue in ../messages.ts. */
export const weekdayMessages = {
  // ── Weekdays (spec section 9: Mån, Tis, Ons, Tors, Fre, Lör, Sön) ─────────────────────────────
  'weekday.mon': 'Mån',
  'weekday.tue': 'Tis',
  'weekday.wed': 'Ons',
  'weekday.thu': 'Tors',
  'weekday.fri': 'Fre',
  'weekday.sat': 'Lör',
  'weekday.sun': 'Sön',
} as const satisfies Catalogue
