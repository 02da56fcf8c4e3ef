import type { DeliveryMethod } from '@shop/schemas'

/**
 * Delivery methods (spec section 3): the order type, what each needs from the cart (a store, a zip
 * code), the short codes of the order export, and which remain when a customer's permissions deny
 * EJ_ALLA_LEVERANSSATT.
 */

export type OrderType = 'standard' | 'express'

export interface DeliveryMethodRule {
  id: DeliveryMethod
  orderType: OrderType
  requiresStore: boolean
  requiresZipCode: boolean
  /** Short code in order exports; DBI has none. */
  shortCode: string | null
}

export const DELIVERY_METHOD_RULES: Record<DeliveryMethod, DeliveryMethodRule> = {
  DBI: { id: 'DBI', orderType: 'standard', requiresStore: false, requiresZipCode: false, shortCode: null },
  EXH: { id: 'EXH', orderType: 'standard', requiresStore: true, requiresZipCode: false, shortCode: 'LE' },
  XXX: { id: 'XXX', orderType: 'express', requiresStore: false, requiresZipCode: true, shortCode: 'BE' },
  EXB: { id: 'EXB', orderType: 'express', requiresStore: false, requiresZipCode: false, shortCode: 'BEH' },
  '24-12': { id: '24-12', orderType: 'express', requiresStore: false, requiresZipCode: true, shortCode: '24-12' },
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

export interface HourWindow {
  /** Hour the option appears (0–23, inclusive). */
  start: number
  /** Hour it disappears (1–24, exclusive); a window may run past midnight (start > end). */
  end: number
}

/** Spec section 5: a delivery option is shown only inside its availableBetweenHours window. */
export function isWithinHours(hour: number, window: HourWindow | null | undefined): boolean {
  if (!window) return true
  if (window.start === window.end) return true
  return window.start < window.end
    ? hour >= window.start && hour < window.end
    : hour >= window.start || hour < window.end
}
