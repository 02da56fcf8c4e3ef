import type { Catalogue } from '../translator'

/** The spec's error keys (section 8) and the error pages. Part of the one catalogue in ../messages.ts. */
export const errorMessages = {
  // ── Errors (spec section 8) ─────────────────────────────────────────────────────────────────────
  'errors.not_found': 'Det du letade efter kunde inte hittas.',
  'errors.route_not_found': 'Sidan kunde inte hittas: {path}',
  'errors.internal_server_error': 'Ett tekniskt fel uppstod hos oss. Försök igen om en stund.',
  'errors.forbidden_action': 'Du har inte behörighet att utföra den här åtgärden.',
  'errors.cross_site_request': 'Förfrågan skickades från en annan webbplats och togs inte emot. Försök igen härifrån.',
  'errors.invalid_token': 'Din inloggning har gått ut. Logga in igen.',
  'errors.unknown_error_occurred': 'Ett okänt fel uppstod.',
  'errors.an_error_occurred': 'Ett fel uppstod',
  'errors.try_again_later': 'Försök igen senare.',
  'errors.try_again_later_or_contact': 'Försök igen senare eller kontakta kundtjänst.',
  'errors.to_start_page': 'Till startsidan',
  'errors.bad_request': 'Uppgifterna kunde inte behandlas. Kontrollera fälten och försök igen.',
  // Payload's REST/GraphQL lists (collections/shared/payload-api.ts): no unbounded list, pages of at most {max}.
  'errors.payload_list_too_large': 'Högst {max} rader kan hämtas åt gången. Hämta listan sida för sida.',
  'errors.invalid_form': 'Formuläret kunde inte skickas. Kontrollera de markerade fälten.',
  'errors.cart_service_not_available': 'Varukorgen är inte tillgänglig just nu. Försök igen senare.',
  'errors.order_service_not_available': 'Orderhanteringen är inte tillgänglig just nu. Försök igen senare.',
  'errors.auth_service_not_available': 'Inloggningen är inte tillgänglig just nu. Försök igen senare.',
  'errors.mail_not_sent': 'E-postmeddelandet kunde inte skickas just nu. Försök igen om en stund.',
  'errors.update_delivery_date': 'Leveransdatumet kunde inte ändras.',
  'errors.transfer_cart': 'Varukorgen kunde inte flyttas.',
  'errors.cart_add_product': 'Produkten kunde inte läggas i varukorgen.',
  'errors.cart_add_products': 'Följande artiklar kunde inte läggas i varukorgen: {ids}',
  'errors.cart_uploads_products': 'Produkterna i filen kunde inte läggas i varukorgen.',
  'errors.cart_generate_file': 'Filen kunde inte skapas.',
  'errors.cart_remove_products': 'Produkterna kunde inte tas bort från varukorgen.',
  'errors.cart_update_product': 'Produkten i varukorgen kunde inte uppdateras.',
  'errors.technical_issues': 'Vi har tekniska problem just nu. Du har loggats ut, försök igen senare.',
  'errors.invalid_order': 'Ordern är ogiltig och kunde inte skickas.',
  'errors.partial_order': 'Ordern skickades delvis. Följande leveranser misslyckades: {deliveries}',

  // ── Error pages (spec section 2: status code, headline, reason, go back / start page) ─────────
  'errors.page.status': 'Felkod',
  'errors.page.not_found_headline': 'Sidan kunde inte hittas',
  'errors.page.not_found_reason': 'Sidan du söker finns inte längre eller har flyttats.',
  'errors.page.server_error_headline': 'Ett internt serverfel har uppstått',
  'errors.page.apology_headline': 'Vi ber om ursäkt',
  'errors.page.try_again_later': 'Något gick fel. Försök igen senare.',
  'errors.go_back': 'Gå tillbaka',
} as const satisfies Catalogue
