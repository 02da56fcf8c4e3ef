import type { Catalogue } from '../translator'

/**
 * The punch-out test buyer page (issue 15, outside production only): an integration partner or a
 * brand manager plays the procurement system against this brand and sees what came back. Part of the
 * one catalogue in ../messages.ts.
 */
export const punchoutTestBuyerMessages = {
  'testBuyer.title': 'Testköpare för punch-out',
  'testBuyer.intro':
    'Spela inköpssystemet mot den här webbshoppen: starta en OCI- eller cXML-session och se exakt vad som kommer tillbaka. Sidan finns bara utanför produktion.',
  'testBuyer.oci_heading': 'OCI',
  'testBuyer.oci_intro':
    'Formuläret skickas till OCI-ingången. Varukorgen kommer tillbaka till testköparens mottagare på den här webbplatsen.',
  'testBuyer.username': 'Användarnamn (USERNAME)',
  'testBuyer.password': 'Lösenord (PASSWORD)',
  'testBuyer.company': 'Bolag',
  'testBuyer.company_hint': 'Välj ett av varumärkets konfigurerade bolag eller skriv ett eget namn.',
  'testBuyer.target': 'Målram (~TARGET)',
  'testBuyer.ok_code': 'OkCode (~OkCode)',
  'testBuyer.oci_submit': 'Starta OCI-session',
  'testBuyer.cxml_heading': 'cXML',
  'testBuyer.cxml_intro':
    'Testköparen bygger en PunchOutSetupRequest (operation create) och skickar den till webbshoppens setup-tjänst.',
  'testBuyer.organisation': 'Köpande organisation',
  'testBuyer.shared_secret': 'Delad hemlighet',
  'testBuyer.user_email': 'UserEmail (valfritt)',
  'testBuyer.user_email_hint': 'Utan e-post används organisationens standardanvändare.',
  'testBuyer.cxml_submit': 'Skicka PunchOutSetupRequest',
  'testBuyer.no_organisations': 'Varumärket har inga köpande organisationer för cXML i punchout.json.',
  'testBuyer.unknown_organisation': 'Den köpande organisationen finns inte i varumärkets punchout.json.',
  'testBuyer.cxml_result_title': 'Svar på PunchOutSetupRequest',
  'testBuyer.status': 'Status: {code} {text}',
  'testBuyer.request_xml': 'Skickad begäran',
  'testBuyer.response_xml': 'Webbshoppens svar',
  'testBuyer.open_start_page': 'Öppna startsidan',
  'testBuyer.back': 'Tillbaka till testköparen',
  'testBuyer.received_title': 'Mottaget från webbshoppen',
  'testBuyer.received_intro': 'Exakt vad webbshoppen skickade till testköparens mottagare, i den ordning fälten kom.',
  'testBuyer.received_fields': 'Fält',
  'testBuyer.received_empty': 'Inga fält kom.',
  'testBuyer.field_line': 'Rad',
  'testBuyer.field_name': 'Namn',
  'testBuyer.field_value': 'Värde',
  'testBuyer.cxml_document': 'cXML-dokumentet (cxml-urlencoded)',
  'testBuyer.cxml_lines': 'Rader enligt PunchOutOrderMessage',
  'testBuyer.cxml_unreadable': 'Dokumentet kunde inte läsas som en PunchOutOrderMessage: {reason}',
  'testBuyer.article': 'Artikelnummer',
  'testBuyer.description': 'Benämning',
  'testBuyer.quantity': 'Antal',
  'testBuyer.unit': 'Enhet',
  'testBuyer.price': 'Pris',
} as const satisfies Catalogue
