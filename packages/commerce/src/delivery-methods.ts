import type { DeliveryMethod } from '@shop/schemas'
import { stockholmNow } from './delivery-dates'

/**
 * Delivery methods (spec section 3): the order type, what each needs from the cart (a store, a zip
 * code), the hours it is offered, the short codes of the order export, and which remain when a
 * customer's permissions deny EJ_ALLA_LEVERANSSATT.
 */

export type OrderType = 'standard' | 'express'

export interface HourWindow {
  /** Hour the option appears (0–23, inclusive). */
  start: number
  /** Hour it disappears (1–24, exclusive); a window may run past midnight (start > end). */
  end: number
}

export interface DeliveryMethodRule {
  id: DeliveryMethod
  orderType: OrderType
  requiresStore: boolean
  requiresZipCode: boolean
  /** Spec section 3, an option's availableBetweenHours (Stockholm time); null: offered all day. */
  availableBetweenHours: HourWindow | null
  /** Short code in order exports; DBI has none. */
  shortCode: string | null
}

const rule = (
  id: DeliveryMethod,
  orderType: OrderType,
  needs: { store?: boolean; zipCode?: boolean },
  shortCode: string | null,
  availableBetweenHours: HourWindow | null = null,
): DeliveryMethodRule => ({
  id,
  orderType,
  requiresStore: needs.store ?? false,
  requiresZipCode: needs.zipCode ?? false,
  availableBetweenHours,
  shortCode,
})

export const DELIVERY_METHOD_RULES: Record<DeliveryMethod, DeliveryMethodRule> = {
  DBI: rule('DBI', 'standard', {}, null),
  EXH: rule('EXH', 'standard', { store: true }, 'LE'),
  // Express home delivery is dispatched the same morning; the late option from noon.
  XXX: rule('XXX', 'express', { zipCode: true }, 'BE', { start: 6, end: 14 }),
  EXB: rule('EXB', 'express', {}, 'BEH'),
  '24-12': rule('24-12', 'express', { zipCode: true }, '24-12', { start: 12, end: 24 }),
}

/** What a delivery method asks of the order besides the date and the texts. */
export interface DeliveryNeeds {
  /** Driven to one of the customer's addresses (someone there must answer the driver's call). */
  address: boolean
  /** Collected in one of the brand's stores. */
  store: boolean
  /** The zip code the express service is booked for. */
  zipCode: boolean
}

/**
 * Spec section 3: EXH is collected in a store; DBI, XXX, EXB and 24-12 are driven to an address; XXX
 * and 24-12 need a zip code. The one derivation the delivery form, checkout and the cart lines share.
 */
export function deliveryNeeds(method: DeliveryMethod): DeliveryNeeds {
  const { requiresStore, requiresZipCode } = DELIVERY_METHOD_RULES[method]
  return { address: !requiresStore, store: requiresStore, zipCode: requiresZipCode }
}

/**
 * The reduced set a customer with EJ_ALLA_LEVERANSSATT keeps: the standard order types. The spec
 * names the restriction, not the set; express deliveries are the ones a restricted buyer must not
 * order on their own, so the standard ones remain.
 */
export const REDUCED_DELIVERY_METHODS: readonly DeliveryMethod[] = (
  Object.values(DELIVERY_METHOD_RULES) as DeliveryMethodRule[]
)
  .filter((rule) => rule.orderType === 'standard')
  .map((rule) => rule.id)

export function allowedDeliveryMethods(allDenied: boolean): readonly DeliveryMethod[] {
  return allDenied ? REDUCED_DELIVERY_METHODS : (Object.keys(DELIVERY_METHOD_RULES) as DeliveryMethod[])
}

/** Spec section 5: a delivery option is shown only inside its availableBetweenHours window. */
export function isWithinHours(hour: number, window: HourWindow | null | undefined): boolean {
  if (!window) return true
  if (window.start === window.end) return true
  return window.start < window.end
    ? hour >= window.start && hour < window.end
    : hour >= window.start || hour < window.end
}

/** The allowed methods whose hours are open at `now` (Stockholm time), in the order given. */
export function offeredDeliveryMethods(allowed: readonly DeliveryMethod[], now = new Date()): DeliveryMethod[] {
  const { hour } = stockholmNow(now)
  return allowed.filter((id) => isWithinHours(hour, DELIVERY_METHOD_RULES[id].availableBetweenHours))
}

const hh = (hour: number) => String(hour).padStart(2, '0')

/**
 * Spec section 3, availableBetweenHours enforced: the refusal of choosing `method` at `now` (a line
 * added to it or moved onto it, an order placed with it) outside its hours, or null inside them.
 */
export function deliveryHoursRefusal(
  method: DeliveryMethod,
  now: Date,
): { key: 'cart.delivery_method_closed'; params: { start: string; end: string } } | null {
  const window = DELIVERY_METHOD_RULES[method].availableBetweenHours
  if (!window || isWithinHours(stockholmNow(now).hour, window)) return null
  return { key: 'cart.delivery_method_closed', params: { start: hh(window.start), end: hh(window.end) } }
}
