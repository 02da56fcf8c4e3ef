/** User administration (UserAdministrator pages and the users service). Part of the one catalogue in ../messages.ts. */
export const userAdminMessages = {
  // Roles (spec section 6), as GET /role-names answers them.
  'userAdmin.role.USER': 'Användare',
  'userAdmin.role.BUYER_ADMIN': 'Inköpsadministratör',
  'userAdmin.role.SELLER_ADMIN': 'Säljadministratör',
  'userAdmin.role.SITE_ADMIN': 'Webbplatsadministratör',
  // Deny codes (spec section 6), as GET /permission-names answers them.
  'userAdmin.deny.EJ_ALLA_LEVERANSSATT': 'Får inte välja alla leveranssätt',
  'userAdmin.deny.EJ_SE_PRISER': 'Får inte se priser',
  'userAdmin.deny.EJ_ANDRA_SORTIMENT': 'Får inte ändra sortiment',
  'userAdmin.deny.EJ_ORDER': 'Får inte lägga order',
  'userAdmin.deny.EJ_ORDERHISTORIK': 'Får inte se orderhistorik',
  'userAdmin.deny.EJ_SKAPA_OFFERT': 'Får inte skapa offerter',
  'userAdmin.deny.EJ_SE_RABATTER': 'Får inte se rabatter',
  'userAdmin.deny.EJ_SE_EKONOMISK_UPPFOLJNING': 'Får inte se ekonomisk uppföljning',

  // Refusals of the users service.
  'userAdmin.error.email_taken': 'Det finns redan en användare med den e-postadressen.',
  'userAdmin.error.shared_account':
    'Användaren tillhör även kunder som du inte administrerar. Du kan ändra behörigheterna för dina kunder, men inte inaktivera användaren eller ändra namn och uppgifter.',
  'userAdmin.error.role_too_high': 'Du kan inte ge en högre roll än din egen.',
  'userAdmin.error.customer_out_of_scope': 'Du kan bara ge behörigheter för kunder som du administrerar.',
  'userAdmin.error.duplicate_row': 'Samma kund och projekt finns på flera rader.',
  'userAdmin.error.rows_required': 'Välj minst en kund för användaren.',
  'userAdmin.error.unknown_customer': 'Kunden finns inte.',
  'userAdmin.error.project_mismatch': 'Projektet hör inte till den valda kunden.',
  'userAdmin.error.too_long': 'Högst {max} tecken.',
  'userAdmin.error.invalid_id': 'Ogiltigt id.',

  // Landing page.
  'userAdmin.intro': 'Här administrerar du användarna hos de kunder du ansvarar för.',
  'userAdmin.scope_all': 'Du administrerar alla kunders användare.',
  'userAdmin.scope_customers': 'Du administrerar användare hos: {customers}',

  // List.
  'userAdmin.list.search_label': 'Sök på namn eller e-post',
  'userAdmin.list.search_submit': 'Sök',
  'userAdmin.list.active_label': 'Visa',
  'userAdmin.list.active_yes': 'Aktiva användare',
  'userAdmin.list.active_no': 'Inaktiva användare',
  'userAdmin.list.caption': 'Användare, sida {page} av {pages}',
  'userAdmin.list.count': '{count} användare',
  'userAdmin.list.empty': 'Inga användare matchar sökningen.',
  'userAdmin.list.sort_by': 'Sortera på {column}',
  'userAdmin.list.sorted_asc': 'sorterat stigande',
  'userAdmin.list.sorted_desc': 'sorterat fallande',
  'userAdmin.list.edit': 'Redigera',
  'userAdmin.list.edit_user': 'Redigera {name}',
  'userAdmin.list.create': 'Skapa användare',
  'userAdmin.list.pagination': 'Sidor',

  // Columns and fields.
  'userAdmin.field.name': 'Namn',
  'userAdmin.field.first_name': 'Förnamn',
  'userAdmin.field.last_name': 'Efternamn',
  'userAdmin.field.email': 'E-postadress',
  'userAdmin.field.mobile': 'Mobilnummer',
  'userAdmin.field.role': 'Roll',
  'userAdmin.field.active': 'Aktiv',
  'userAdmin.field.active_hint': 'En inaktiv användare kan inte logga in.',
  'userAdmin.field.customers': 'Kunder',
  'userAdmin.field.status': 'Status',
  'userAdmin.status.active': 'Aktiv',
  'userAdmin.status.inactive': 'Inaktiv',

  // Permission rows.
  'userAdmin.rows.title': 'Kundbehörigheter',
  'userAdmin.rows.intro': 'Välj vilka kunder och projekt användaren får handla för, och vad som är spärrat.',
  'userAdmin.rows.customer': 'Kund',
  'userAdmin.rows.project': 'Projekt',
  'userAdmin.rows.whole_customer': 'Hela kunden',
  'userAdmin.rows.role': 'Roll hos kunden',
  'userAdmin.rows.denies': 'Spärrade behörigheter',
  'userAdmin.rows.add': 'Lägg till kund',
  'userAdmin.rows.remove': 'Ta bort raden',
  'userAdmin.rows.row_label': 'Rad {number}',
  'userAdmin.rows.none': 'Inga kunder valda.',
  'userAdmin.rows.locked_title': 'Övriga kunder',
  'userAdmin.rows.locked_intro':
    'Användaren har även behörigheter hos kunder som du inte administrerar. De ändras inte.',
  'userAdmin.rows.no_denies': 'Inga spärrar',

  // Create and edit.
  'userAdmin.create.submit': 'Skapa användare',
  'userAdmin.create.saving': 'Skapar…',
  'userAdmin.create.done': 'Användaren {email} är skapad. Ett aktiveringsmejl har skickats till adressen.',
  'userAdmin.create.another': 'Skapa en till användare',
  'userAdmin.create.open': 'Visa användaren',
  'userAdmin.edit.submit': 'Spara ändringar',
  'userAdmin.edit.saving': 'Sparar…',
  'userAdmin.edit.saved': 'Ändringarna är sparade.',
  'userAdmin.edit.self_note':
    'Detta är ditt eget konto. Din roll, dina behörigheter och din status kan bara ändras av en annan administratör.',
  'userAdmin.edit.readonly_note': 'Du kan se användaren men inte ändra den, eftersom den har en högre roll än din.',
  'userAdmin.edit.not_found': 'Användaren finns inte eller så har du inte behörighet till den.',
  'userAdmin.edit.back': 'Tillbaka till användarlistan',
  'userAdmin.edit.email_note': 'E-postadressen används för inloggning och kan inte ändras här.',
} as const satisfies Record<string, string>
