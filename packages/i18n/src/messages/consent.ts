import type { Catalogue } from '../translator'

/** The cookie consent banner and the footer's way back to it. Part of the one catalogue in ../messages.ts. */
export const consentMessages = {
  // ── Cookie consent ──────────────────────────────────────────────────────────────────────────────
  'consent.title': 'Vi använder cookies',
  'consent.intro':
    'Nödvändiga cookies behövs för att webbplatsen ska fungera. Med ditt samtycke använder vi också cookies för statistik, funktioner och marknadsföring. Du kan ändra ditt val när som helst under Cookie-inställningar längst ned på sidan.',
  'consent.accept_all': 'Acceptera alla',
  'consent.necessary_only': 'Endast nödvändiga',
  'consent.customise': 'Anpassa',
  'consent.save': 'Spara val',
  'consent.groups_legend': 'Välj vilka cookies du godkänner',
  'consent.group.necessary': 'Nödvändiga',
  'consent.group.necessary.description': 'Krävs för inloggning, varukorg och säkerhet. Kan inte stängas av.',
  'consent.group.statistics': 'Statistik',
  'consent.group.statistics.description':
    'Hjälper oss att förstå hur webbplatsen används, så att vi kan förbättra den.',
  'consent.group.functional': 'Funktionella',
  'consent.group.functional.description': 'Kommer ihåg dina val och hjälper oss att hitta och rätta fel.',
  'consent.group.marketing': 'Marknadsföring',
  'consent.group.marketing.description': 'Gör att vi och våra partner kan visa erbjudanden som passar dig.',
  'consent.settings': 'Cookie-inställningar',
} as const satisfies Catalogue
