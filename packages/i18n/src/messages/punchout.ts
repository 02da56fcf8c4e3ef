import type { Catalogue } from '../translator'

/**
 * Punch-out (issue 15): the shop opened from a procurement system, whose cart goes back to it
 * instead of through checkout. Part of the one catalogue in ../messages.ts.
 */
export const punchoutMessages = {
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
