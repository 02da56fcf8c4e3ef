/** The cart service, /cart, the cart flyout and add-to-cart. Part of the one catalogue in ../messages.ts. */
export const cartMessages = {
  // ── /cart ───────────────────────────────────────────────────────────────────────────────────────
  'cart.title': 'Varukorg',
  'cart.empty': 'Din varukorg är tom.',
  'cart.empty_hint': 'Lägg till produkter från sortimentet så visas de här.',
  'cart.go_to_cart': 'Till varukorgen',
  'cart.page_intro': 'Varukorgen är uppdelad per leveranssätt. Varje leverans blir en egen order.',
  'cart.line_count': '{count, plural, one {# artikel} other {# artiklar}}',
  'cart.busy': 'Uppdaterar varukorgen…',
  'cart.error_heading': 'Varukorgen kunde inte uppdateras',
  'cart.retry': 'Hämta varukorgen igen',
  'cart.continue_shopping': 'Fortsätt handla',

  // ── A delivery group ────────────────────────────────────────────────────────────────────────────
  'cart.include_in_order': 'Ta med i ordern',
  'cart.excluded_hint': 'Leveransen sparas i varukorgen men tas inte med när du går till kassan.',
  'cart.delivery_date_for': 'Leveransdatum för {name}',
  'cart.delivery_date_earliest': 'Tidigast {date}',
  'cart.delivery_date_earliest_possible': 'Tidigast möjliga datum',
  'cart.delivery_date_chosen': 'Önskat leveransdatum {date}',
  'cart.delivery_total': 'Summa {name}, exkl. moms',

  // ── A line ──────────────────────────────────────────────────────────────────────────────────────
  'cart.article_number': 'Art.nr {articleNumber}',
  'cart.item_label': 'Märkning: {label}',
  'cart.unit_price': 'Pris per {unit}',
  'cart.ask_for_price': 'Pris på förfrågan',
  'cart.line_total': 'Summa',
  'cart.quantity_for': 'Antal {name} ({unit})',
  'cart.quantity_decrease': 'Minska antal {name}',
  'cart.quantity_increase': 'Öka antal {name}',
  'cart.quantity_step_hint': 'Ange ett antal som är en multipel av {multiple}.',
  'cart.remove_item': 'Ta bort {name}',
  'cart.move_to': 'Leveranssätt för {name}',
  'cart.line_unknown_article': 'Okänd artikel {articleNumber}',

  // ── Action flags (spec section 3): what the shopper must fix, and the fix ───────────────────────
  'cart.action.quantity':
    'Antalet går inte att beställa. Ange en multipel av {multiple} {unit}, högst det som finns i lager.',
  'cart.action.quantity_fix': 'Ändra till {quantity} {unit}',
  'cart.action.delivery': 'Artikeln kan inte levereras med det här leveranssättet. Välj ett annat leveranssätt ovan.',
  'cart.action.variantMissing': 'Artikeln finns inte längre i sortimentet. Ta bort den ur varukorgen.',
  'cart.action.needsReplacement': 'Artikeln har utgått och lagret räcker inte till.',
  'cart.action.needsReplacement_none':
    'Artikeln har utgått och lagret räcker inte till. Minska antalet eller ta bort den.',
  'cart.action.replace': 'Byt till ersättningsartikel {articleNumber}',
  'cart.action.notPurchasableStore': 'Artikeln kan inte köpas i den valda butiken. Välj ett annat leveranssätt ovan.',
  'cart.action.notPurchasableOnline': 'Artikeln säljs bara i butik. Välj Leverans till butik eller ta bort den.',

  // ── Totals and actions ──────────────────────────────────────────────────────────────────────────
  'cart.summary_heading': 'Summering',
  'cart.summary_net': 'Summa exkl. moms',
  'cart.summary_vat': 'Moms 25 %',
  'cart.summary_total': 'Att betala inkl. moms',
  'cart.summary_excluded': 'Leveranser som inte tas med i ordern räknas inte.',
  'cart.to_checkout': 'Till kassan',
  'cart.checkout_denied': 'Du har inte behörighet att lägga order.',
  'cart.checkout_nothing_included': 'Välj minst en leverans att ta med i ordern.',
  'cart.checkout_has_actions': 'Några artiklar behöver åtgärdas innan de kan beställas.',
  'cart.clear': 'Töm varukorgen',
  'cart.clear_confirm': 'Vill du ta bort alla artiklar ur varukorgen?',
  'cart.clear_confirm_yes': 'Ja, töm varukorgen',
  'cart.export': 'Exportera till fil',
  'cart.exporting': 'Skapar filen…',
  'cart.tools_heading': 'Lägg till fler artiklar',

  // ── Flyout and the added-items notice ───────────────────────────────────────────────────────────
  'cart.flyout_quantity': '{quantity} {unit}',
  'cart.notice_added': 'Lagt i varukorgen',
  'cart.notice_item': '{quantity} {unit} {name}',
  'cart.notice_failed': 'Kunde inte läggas i varukorgen',
  'cart.notice_error_item': '{articleNumber}: {message}',
  'cart.notice_close': 'Stäng meddelandet',

  // ── Add to cart (product page, product cards) ───────────────────────────────────────────────────
  'cart.add': 'Lägg i varukorgen',
  'cart.adding': 'Lägger i varukorgen…',
  'cart.delivery_method': 'Leveranssätt',
  'cart.login_to_buy': 'Logga in för att handla',
  'cart.login_to_buy_hint': 'Logga in för att välja leveranssätt och lägga produkten i varukorgen.',
  'cart.added': '{quantity} {unit} lades i varukorgen.',
  'cart.no_delivery_methods': 'Inga leveranssätt kan väljas just nu.',

  // ── Refusals of the cart service ────────────────────────────────────────────────────────────────
  'cart.delivery_method_closed': 'Leveranssättet kan bara väljas mellan kl. {start} och {end}.',
} as const satisfies Record<string, string>
