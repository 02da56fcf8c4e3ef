import type { DeliveryMethod } from '@shop/schemas'

/**
 * What shoppers call each delivery method: the one place both the server (cart groups, order
 * documents) and the client (method pickers) read the names from. When each method is offered is a
 * rule of @shop/commerce (DELIVERY_METHOD_RULES' availableBetweenHours, offeredDeliveryMethods).
 */
export const DELIVERY_NAMES: Record<DeliveryMethod, string> = {
  DBI: 'Utkörning',
  EXH: 'Leverans till butik',
  XXX: 'Expressutkörning',
  EXB: 'Expressutkörning från butik',
  '24-12': 'Sen expressleverans',
}
