/** Addresses (MyAddresses, the address service). Part of the one catalogue in ../messages.ts. */
export const addressMessages = {
  // ── MyAddresses ──────────────────────────────────────────────────────────────────────────────────
  'addresses.intro': 'Adresserna hos {customer}. Ändringar gäller alla användare hos kunden.',
  'addresses.no_customer': 'Välj en kund i projektväljaren för att se kundens adresser.',
  'addresses.list_label': 'Adresser',
  'addresses.empty_title': 'Inga adresser ännu',
  'addresses.empty_body': 'Lägg till en leveransadress så kan du välja den när du lägger en order.',
  'addresses.add': 'Lägg till adress',
  'addresses.edit': 'Ändra',
  'addresses.edit_named': 'Ändra adressen {label}',
  'addresses.delete': 'Ta bort',
  'addresses.delete_named': 'Ta bort adressen {label}',
  'addresses.add_title': 'Ny adress',
  'addresses.edit_title': 'Ändra adress',
  'addresses.delete_title': 'Ta bort adressen?',
  'addresses.delete_body': 'Adressen {label} tas bort för alla användare hos kunden. Det går inte att ångra.',
  'addresses.delete_submit': 'Ja, ta bort',
  'addresses.read_only': 'Skrivskyddad',
  'addresses.read_only_hint': 'Adressen kommer från vårt affärssystem och kan inte ändras här.',
  'addresses.preselected': 'Förvald',
  'addresses.not_for_delivery': 'Inte för leverans',
  'addresses.saving': 'Sparar…',
  'addresses.deleting': 'Tar bort…',
  'addresses.created': 'Adressen {label} är tillagd.',
  'addresses.saved': 'Adressen {label} är sparad.',
  'addresses.deleted': 'Adressen {label} är borttagen.',
  'addresses.check_fields': 'Kontrollera de markerade fälten.',
  'addresses.required_hint': 'Fält markerade med * måste fyllas i.',

  // Display rules (spec section 3 "Address")
  'addresses.recipient_missing': 'Mottagarnamn saknas',
  'addresses.street_two_missing': 'Adress saknas',

  // ── Form fields ──────────────────────────────────────────────────────────────────────────────────
  'addresses.field.label': 'Benämning',
  'addresses.field.label_hint': 'Till exempel Huvudkontor eller projektets namn.',
  'addresses.field.recipient': 'Mottagarnamn',
  'addresses.field.street_one': 'Adress',
  'addresses.field.street_two': 'Adressrad 2',
  'addresses.field.street_three': 'Adressrad 3',
  'addresses.field.optional': '(valfritt)',
  'addresses.field.postal_code': 'Postnummer',
  'addresses.field.postal_address': 'Postort',
  'addresses.field.country': 'Land',
  'addresses.field.postal_code_hint_se': 'Fem siffror, till exempel 123 45.',
  'addresses.field.postal_code_hint_ax': 'Åländskt postnummer, till exempel 22100.',
  'addresses.country.SE': 'Sverige',
  'addresses.country.AX': 'Åland',

  // ── Problems (the form and the address service) ─────────────────────────────────────────────────
  'addresses.errors.label_required': 'Ange en benämning.',
  'addresses.errors.recipient_required': 'Ange mottagarens namn.',
  'addresses.errors.street_required': 'Ange en adress.',
  'addresses.errors.postal_address_required': 'Ange postort.',
  'addresses.errors.country': 'Välj Sverige eller Åland.',
  'addresses.errors.too_long': 'Högst {max} tecken.',
  'addresses.errors.postal_code_required': 'Ange ett postnummer.',
  'addresses.errors.postal_code_se': 'Ange ett svenskt postnummer med fem siffror, till exempel 123 45.',
  'addresses.errors.postal_code_ax':
    'Postnumret finns inte på Åland. Åländska postnummer har fem siffror och börjar på 22, till exempel 22100.',
  'addresses.errors.no_customer': 'Välj en kund i projektväljaren först.',
  'addresses.errors.read_only': 'Adressen är skrivskyddad och kan inte ändras eller tas bort.',

  // ── Customer services ───────────────────────────────────────────────────────────────────────────
  'customerServices.team_seller': 'Säljare',
  'customerServices.invalid_order_number': 'Ange ett ordernummer med bokstäver och siffror.',
} as const satisfies Record<string, string>
