import type { Catalogue } from '../translator'

/** What the cart and checkout services answer. Part of the one catalogue in ../messages.ts. */
export const cartServiceMessages = {
  // ── Cart ────────────────────────────────────────────────────────────────────────────────────────
  'cart.choose_delivery_method': 'Vänligen välj ett leveranssätt.',
  'cart.cart_limit_exceeded': 'Varukorgen kan inte innehålla fler artiklar. Ta bort några och försök igen.',
  'cart.wrong_import': 'Följande artiklar kunde inte läsas in från filen: {ids}',
  'cart.unknown_article': 'Artikeln {id} finns inte i sortimentet.',
  'cart.delivery_not_allowed': 'Leveranssättet är inte tillåtet för den valda kunden.',
  'cart.quantity_not_multiple': 'Antalet för {id} ska vara en multipel av {multiple}.',
  'cart.line_quantity_limit':
    'En rad kan ha högst {max} st av {id}. Varukorgen har redan {inCart} st, så antalet får inte plats.',
  'cart.date_not_open':
    'Välj ett av de lediga leveransdatumen. Helgdagar, helger och stängda dagar går inte att välja.',
  'checkout.no_customer': 'Välj kund och projekt innan du lägger ordern.',
  'checkout.nothing_to_order': 'Det finns inga leveranser att beställa i varukorgen.',
  'checkout.lines_need_action': 'Åtgärda markerade rader i varukorgen innan du beställer.',
  'checkout.out_of_stock': 'Lagret räcker inte för: {ids}',
  'checkout.store_required': 'Välj en butik för leverans till butik.',
  'checkout.zip_required': 'Ange postnummer för expressleverans.',
  'checkout.address_required': 'Välj en leveransadress.',
  'checkout.address_unknown': 'Leveransadressen kunde inte hittas.',
  'checkout.date_not_open': 'Leveransdatumet är inte längre ledigt. Välj ett nytt datum.',
  'checkout.cart_changed': 'Varukorgen ändrades medan ordern skickades. Kontrollera den och försök igen.',
  'checkout.idempotency_key_required': 'Anropet saknar en giltig Idempotency-Key.',
} as const satisfies Catalogue
