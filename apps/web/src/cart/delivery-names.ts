import { stockholmNow } from '@shop/commerce/delivery-dates'
import { type HourWindow, isWithinHours } from '@shop/commerce/delivery-methods'
import type { DeliveryMethod } from '@shop/schemas'

/**
 * What shoppers call each delivery method, and when the time-bound ones are offered (spec section 3:
 * an option's availableBetweenHours). The one place both the server (cart groups, order documents)
 * and the client (method pickers) read them from.
 */
export const DELIVERY_NAMES: Record<DeliveryMethod, string> = {
  DBI: 'Utkörning',
  EXH: 'Leverans till butik',
  XXX: 'Expressutkörning',
  EXB: 'Expressutkörning från butik',
  '24-12': 'Sen expressleverans',
}

/** Hours (Stockholm time) an option is shown; a method without a window is always offered. */
export const DELIVERY_WINDOWS: Partial<Record<DeliveryMethod, HourWindow>> = {
  XXX: { start: 6, end: 14 },
  '24-12': { start: 12, end: 24 },
}

/** The allowed methods whose window is open at `now` (Stockholm hours), in the order given. */
export function offeredDeliveryMethods(allowed: readonly DeliveryMethod[], now = new Date()): DeliveryMethod[] {
  const { hour } = stockholmNow(now)
  return allowed.filter((id) => isWithinHours(hour, DELIVERY_WINDOWS[id]))
}
