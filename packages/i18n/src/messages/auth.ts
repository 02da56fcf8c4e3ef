import type { Catalogue } from '../translator'

/** Logging in and permissions. Part of the one catalogue in ../messages.ts. */
export const authMessages = {
  // ── Authentication and permissions ──────────────────────────────────────────────────────────────
  'auth.please_login': 'Vänligen logga in',
  'auth.no_permission': 'Du saknar rättigheter för att se denna sida',
  'auth.login': 'Logga in',
  'auth.logout': 'Logga ut',
  'auth.password_rule.length': 'Minst 10 och högst 128 tecken',
  'auth.password_rule.letter': 'Minst en bokstav',
  'auth.password_rule.digit': 'Minst en siffra',
  'auth.password_rule.not_email': 'Får inte vara din e-postadress',
  'auth.logged_in_as': 'Inloggad som',
  'auth.login_for_prices': 'Logga in för att se dina priser, beställa och följa dina ordrar.',
} as const satisfies Catalogue
