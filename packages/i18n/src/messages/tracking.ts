import type { Catalogue } from '../translator'

/** Tracking events (`POST /api/product/createEvents`): the server sends these texts with each refusal. */
export const trackingMessages = {
  'tracking.invalid_event': 'Händelserna kunde inte tas emot. Kontrollera huvudena och händelserna.',
  'tracking.too_many_events':
    'För många händelser på kort tid. Vänta {seconds, plural, one {# sekund} other {# sekunder}} och försök igen.',
} as const satisfies Catalogue
