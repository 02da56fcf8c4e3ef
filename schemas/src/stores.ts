/** The services a store offers: the admin's options, and the filter of GET /locations (spec section 7). */
export const STORE_SERVICES = [
  { label: 'Hämta i butik', value: 'standard-pickup' },
  { label: 'Expressutkörning', value: 'express-delivery' },
  { label: 'Drive-in', value: 'drive-in' },
  { label: 'Kapservice', value: 'cutting' },
  { label: 'Färgbrytning', value: 'paint-mixing' },
  { label: 'Maskinuthyrning', value: 'tool-rental' },
  { label: 'Släpvagnsuthyrning', value: 'trailer-rental' },
] as const

export type StoreService = (typeof STORE_SERVICES)[number]['value']
export const STORE_SERVICE_VALUES = STORE_SERVICES.map((s) => s.value) as [StoreService, ...StoreService[]]

/** A service's Swedish name for the storefront; a value no longer offered shows as it is stored. */
export function storeServiceLabel(value: string): string {
  return STORE_SERVICES.find((service) => service.value === value)?.label ?? value
}
