/** /delivery, /summary and /checkout-success-page. Part of the one catalogue in ../messages.ts. */
export const checkoutMessages = {
  // ── Progress stepper (spec section 2: cart=1, delivery=2, summary=3, checkout-success-page=4) ──
  'checkout.steps.label': 'Steg i kassan',
  'checkout.steps.cart': 'Varukorg',
  'checkout.steps.delivery': 'Leverans',
  'checkout.steps.summary': 'Sammanfattning',
  'checkout.steps.confirmation': 'Bekräftelse',
  'checkout.steps.position': 'Steg {step} av {count}',
  'checkout.back_to_cart': 'Tillbaka till varukorgen',
  'checkout.back_to_delivery': 'Tillbaka till leverans',

  // ── /delivery ─────────────────────────────────────────────────────────────────────────────────
  'checkout.delivery.title': 'Leverans',
  'checkout.delivery.intro':
    'Välj leveransadress eller butik, önskat leveransdatum och fyll i uppgifterna för varje leverans.',
  'checkout.delivery.items': '{count, plural, one {# artikel} other {# artiklar}}',
  'checkout.delivery.continue': 'Fortsätt till sammanfattning',
  'checkout.delivery.fix_errors': 'Några uppgifter saknas eller är felaktiga. Rätta de markerade fälten.',
  'checkout.delivery.no_customer': 'Välj kund och projekt innan du går vidare till leveransen.',
  'checkout.delivery.nothing_included':
    'Ingen leverans är vald att ingå i ordern. Gå tillbaka till varukorgen och välj minst en.',

  'checkout.address.heading': 'Leveransadress',
  'checkout.address.choose': 'Välj adress',
  'checkout.address.change': 'Byt adress',
  'checkout.address.none': 'Ingen adress vald.',
  'checkout.address.flyout_title': 'Välj leveransadress',
  'checkout.address.list_label': 'Kundens adresser',
  'checkout.address.empty': 'Kunden har inga sparade adresser.',
  'checkout.address.manage': 'Lägg till eller ändra adresser i Mina adresser',
  'checkout.address.preselected': 'Förvald',
  'checkout.address.read_only': 'Fast adress',
  'checkout.address.not_for_delivery': 'Kan inte användas för leverans',
  'checkout.address.selected': 'Vald',
  'checkout.address.use': 'Välj {label}',
  'checkout.address.load_failed': 'Adresserna kunde inte hämtas. Försök igen senare.',

  'checkout.store.label': 'Butik för avhämtning',
  'checkout.store.choose': 'Välj butik',

  'checkout.zip.label': 'Postnummer för leveransen',
  'checkout.zip.hint': 'Fem siffror, till exempel 903 38.',

  'checkout.date.legend': 'Önskat leveransdatum',
  'checkout.date.loading': 'Hämtar leveransdagar…',
  'checkout.date.load_failed': 'Leveransdagarna kunde inte hämtas. Försök igen senare.',
  'checkout.date.earliest': 'Tidigast {date}',
  'checkout.date.past_cutoff': 'Order efter kl. {hour} räknas från nästa arbetsdag.',
  'checkout.date.saving': 'Sparar datumet…',

  'checkout.notes.message': 'Meddelande',
  'checkout.notes.message_hint': 'Till exempel portkod eller var godset ska lämnas. Högst {max} tecken.',
  'checkout.notes.reference': 'Er referens',
  'checkout.notes.contact_name': 'Kontaktperson vid leverans',
  'checkout.notes.contact_phone': 'Telefon till kontaktpersonen',

  'checkout.methods.heading': 'Om leveranssätten',
  'checkout.methods.DBI': 'Utkörning: vi kör ut ordern till den adress du väljer på det datum du önskar.',
  'checkout.methods.EXH': 'Leverans till butik: ordern plockas i den butik du väljer och hämtas där.',
  'checkout.methods.XXX': 'Expressutkörning: snabb utkörning från närmaste butik till ditt postnummer.',
  'checkout.methods.EXB': 'Expressutkörning från butik: ordern körs ut från butiken så snart den är plockad.',
  'checkout.methods.late': 'Sen express (24-12): beställ före midnatt så levereras ordern före kl. 12 nästa arbetsdag.',
  'checkout.methods.dates': 'Leveransdagar är vardagar. Helgdagar och helger erbjuds aldrig.',

  // ── Delivery form rules (spec section 5) ──────────────────────────────────────────────────────
  'order.required': 'Fältet måste fyllas i.',
  'order.minCharacters': 'Minst {min} tecken.',
  'order.maxCharacters': 'Högst {max} tecken.',
  'checkout.errors.address_required': 'Välj en leveransadress.',
  'checkout.errors.address_invalid': 'Adressen kan inte användas för leverans. Välj en annan.',
  'checkout.errors.store_required': 'Välj en butik.',
  'checkout.errors.zip_invalid': 'Ange postnumret med fem siffror.',
  'checkout.errors.date_required': 'Välj ett leveransdatum.',

  // ── /summary ──────────────────────────────────────────────────────────────────────────────────
  'checkout.summary.title': 'Sammanfattning',
  'checkout.summary.intro': 'Kontrollera din order innan du skickar den.',
  'checkout.summary.details': 'Leveransuppgifter',
  'checkout.summary.address': 'Leveransadress',
  'checkout.summary.store': 'Utlämnande butik',
  'checkout.summary.zip': 'Postnummer',
  'checkout.summary.date': 'Leveransdatum',
  'checkout.summary.earliest_date': 'Tidigast möjliga',
  'checkout.summary.message': 'Meddelande',
  'checkout.summary.reference': 'Er referens',
  'checkout.summary.contact': 'Kontaktperson',
  'checkout.summary.none': 'Inget angivet',
  'checkout.summary.article': 'Artikel',
  'checkout.summary.article_number': 'Art.nr {articleNumber}',
  'checkout.summary.quantity': 'Antal',
  'checkout.summary.unit_price': 'Pris',
  'checkout.summary.line_total': 'Summa',
  'checkout.summary.label': 'Märkning: {label}',
  'checkout.summary.no_price': 'Pris saknas',
  'checkout.summary.price_heading': 'Att betala',
  'checkout.summary.net': 'Summa exkl. moms',
  'checkout.summary.vat': 'Moms 25 %',
  'checkout.summary.total': 'Totalt inkl. moms',
  'checkout.summary.terms':
    'När du skickar ordern godkänner du våra försäljnings- och leveransvillkor. Ordern blir bindande när vi har bekräftat den.',
  'checkout.summary.place_order': 'Skicka order',
  'checkout.summary.placing': 'Skickar ordern…',
  'checkout.summary.cannot_order':
    'Ditt konto får inte lägga order för den valda kunden. Kontakta din administratör om du behöver beställa.',
  'checkout.summary.missing_details':
    'Leveransuppgifterna är inte ifyllda för alla leveranser. Gå tillbaka till leveranssteget och fyll i dem.',
  'checkout.summary.order_failed': 'Ordern kunde inte skickas. Varukorgen är kvar, försök igen senare.',

  // ── /checkout-success-page ────────────────────────────────────────────────────────────────────
  'checkout.success.title': 'Tack för din order!',
  'checkout.success.intro':
    '{count, plural, one {Vi har tagit emot din order.} other {Vi har tagit emot dina # order, en per leverans.}}',
  'checkout.success.order_heading': 'Order {orderId}',
  'checkout.success.order_number': 'Ordernummer',
  'checkout.success.placed_at': 'Orderdatum',
  'checkout.success.delivery_method': 'Leveranssätt',
  'checkout.success.address': 'Leveransadress',
  'checkout.success.store': 'Utlämnande butik',
  'checkout.success.zip': 'Postnummer',
  'checkout.success.delivery_date': 'Önskat leveransdatum',
  'checkout.success.reference': 'Er referens',
  'checkout.success.message': 'Meddelande',
  'checkout.success.items_caption': 'Artiklar i order {orderId}',
  'checkout.success.pdf': 'Ladda ner orderbekräftelse (PDF) för order {orderId}',
  'checkout.success.history': 'Till orderhistoriken',
  'checkout.success.continue': 'Fortsätt handla',

  // ── Refusals of checkout (per delivery) ─────────────────────────────────────────────────────────
  'checkout.contact_required':
    'Ange kontaktperson (minst {nameMin} tecken) och telefonnummer (minst {phoneMin} tecken) för leverans till en adress.',
} as const satisfies Record<string, string>
