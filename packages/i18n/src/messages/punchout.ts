import type { Catalogue } from '../translator'

/**
 * Punch-out (issue 15): the shop opened from a procurement system, whose cart goes back to it
 * instead of through checkout. Part of the one catalogue in ../messages.ts; only the transfer's
 * island (loaded in a punch-out session) carries it to the browser.
 */
export const punchoutMessages = {
  // The refusals (spec section 8's keys): the server sends each with its text, so they stay out of the
  // errors section that every page's islands carry.
  'errors.punchout.missing_callback_url': 'Inköpssystemet skickade ingen återkopplingsadress.',
  'errors.punchout.export_price': 'Priserna kunde inte skickas till inköpssystemet.',
  'errors.punchout.export_price_lines': 'Artiklarna saknar pris och kan inte överföras: {articles}',
  'errors.punchout.not_enabled': 'Kontot eller kunden är inte aktiverad för punch-out. Kontakta din säljare.',
  'errors.punchout.password_change':
    'Lösenordet måste bytas innan du kan handla från inköpssystemet. Logga in i webbshoppen och byt lösenord först.',
  'errors.punchout.not_punchout': 'Varukorgen kan bara överföras när du handlar från ett inköpssystem.',
  'errors.punchout.empty_cart': 'Varukorgen är tom. Lägg till artiklar innan du överför den.',
  'errors.punchout.cxml_credentials': 'Köparorganisationen eller den delade hemligheten stämmer inte.',
  'errors.punchout.cxml_not_setup': 'Här tas bara PunchOutSetupRequest emot.',
  'errors.punchout.cxml_not_order': 'Här tas bara OrderRequest emot.',
  'errors.punchout.cxml_currency': 'Ordern måste vara i svenska kronor (SEK).',
  'errors.punchout.cxml_throttled':
    'För många försök med fel delad hemlighet för köparorganisationen. Försök igen om {minutes, plural, one {# minut} other {# minuter}}.',
  // An OrderRequest refused line by line (order-lines.ts): the first sentence, then one per line.
  'errors.punchout.cxml_lines': 'Ordern togs inte emot och inget har beställts.',
  'errors.punchout.cxml_line': 'Rad {line} (artikel {article}): {problem}',
  'errors.punchout.cxml_line_unknown': 'artikeln finns inte i sortimentet.',
  'errors.punchout.cxml_line_store_only': 'artikeln säljs bara i butik och kan inte beställas från inköpssystemet.',
  'errors.punchout.cxml_line_no_price':
    'artikeln har inget fast pris för er och kan inte beställas från inköpssystemet. Be om en offert.',
  'errors.punchout.cxml_line_quantity_format':
    'antalet "{quantity}" är inget tal. Skriv antalet med siffror, t.ex. 10.',
  'errors.punchout.cxml_line_quantity_whole': 'antalet {quantity} måste vara ett helt antal större än noll.',
  'errors.punchout.cxml_line_quantity_max': 'antalet får vara högst {max}.',
  'errors.punchout.cxml_line_quantity_multiple':
    'antalet {quantity} går inte att beställa; artikeln säljs i jämna {multiple} {unit}.',
  'errors.punchout.cxml_line_discontinued':
    'artikeln har utgått och säljs bara så länge lagret räcker: {stock} {unit} kvar.',
  'errors.punchout.cxml_line_currency': 'priset är i {currency}; butiken tar bara emot priser i SEK.',
  'errors.punchout.cxml_line_price_basis': 'priset gäller för {basis} enheter; butikens priser gäller per 1 {unit}.',
  'errors.punchout.cxml_line_price':
    'à-priset {sent} SEK stämmer inte med butikens pris {price} SEK exkl. moms för {quantity} {unit}.',
  'errors.punchout.start_used':
    'Startlänken är redan använd eller har gått ut. Öppna webbshoppen igen från inköpssystemet.',
  'punchout.normal_mode': 'Du är inloggad som {name} och handlar i webbshoppen som vanligt, utan inköpssystemet.',
  'punchout.badge': 'Punch-out',
  'punchout.mode_label': 'Du handlar från inköpssystemet åt {company}.',
  'punchout.leave': 'Lämna punch-out',
  'punchout.transfer': 'Överför till inköpssystemet',
  'punchout.transferring': 'Överför varukorgen…',
  'punchout.transfer_heading': 'Till inköpssystemet',
  'punchout.transfer_intro':
    'Varukorgen skickas till inköpssystemet, där du slutför beställningen. Därefter töms varukorgen här.',
  'punchout.start_intro': 'Webbshoppen öppnas från ditt inköpssystem.',
  'punchout.start_open': 'Öppna webbshoppen',
  'punchout.cxml_delivery': 'Utkörning (inköpsorder)',
  'punchout.delivery_fixed': 'Leveranssätt: {method}. Inköpssystemet bestämmer leveransen.',
} as const satisfies Catalogue
