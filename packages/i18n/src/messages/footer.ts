import type { Catalogue } from '../translator'

/** The footer. Part of the one catalogue in ../messages.ts. */
export const footerMessages = {
  // ── Footer ──────────────────────────────────────────────────────────────────────────────────────
  'footer.label': 'Sidfot',
  'footer.your_store': 'Din butik',
  'footer.opening_hours': 'Öppettider',
  'footer.contact': 'Kontakt',
  'footer.phone': 'Telefon',
  'footer.email': 'E-post',
  'footer.address': 'Adress',
  'footer.closed': 'Stängt',
} as const satisfies Catalogue
