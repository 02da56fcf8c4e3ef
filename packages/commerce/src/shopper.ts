import { isAllowed, type Principal } from './permissions'
import type { PriceVisibility } from './price'

/** The brand settings that decide what a visitor sees of prices and which store counts as theirs. */
export interface ShopperBrand {
  anonymousPrices: 'list' | 'hidden'
  defaultStoreId: string
  storeIds: readonly string[]
}

/** Who is asking, as catalog services need it: whose prices, which store, what may be shown. */
export interface Shopper {
  loggedIn: boolean
  /** The chosen customer context (customer document id) or null: list prices. */
  customerId: string | null
  /** The store whose shelf the shopper looks at: their preferred store on this brand, else the default. */
  storeId: string
  visibility: PriceVisibility
}

/**
 * Spec section 6: a logged-in user sees the prices of a customer unless it denies EJ_SE_PRISER for them,
 * and its discounts unless it denies EJ_SE_RABATTER. The catalog asks it for the chosen customer; order
 * views ask it for the customer an order was placed for, since a list may hold several customers' orders.
 */
export const priceVisibility = (principal: Principal, customerId: string | null): PriceVisibility => ({
  prices: isAllowed(principal, customerId, 'EJ_SE_PRISER'),
  discounts: isAllowed(principal, customerId, 'EJ_SE_RABATTER'),
})

/**
 * Spec section 6 and the brand config: an anonymous visitor sees list prices without discounts, or no
 * prices where the brand hides them; a logged-in user sees their customer's prices unless the customer
 * denies EJ_SE_PRISER, and discounts unless it denies EJ_SE_RABATTER.
 */
export function shopperFor(
  brand: ShopperBrand,
  user: { principal: Principal; customerId: string | null; preferredStore?: string | null } | null,
): Shopper {
  if (!user) {
    const prices = brand.anonymousPrices === 'list'
    return {
      loggedIn: false,
      customerId: null,
      storeId: brand.defaultStoreId,
      visibility: { prices, discounts: false },
    }
  }
  const preferred = user.preferredStore && brand.storeIds.includes(user.preferredStore) ? user.preferredStore : null
  return {
    loggedIn: true,
    customerId: user.customerId,
    storeId: preferred ?? brand.defaultStoreId,
    visibility: priceVisibility(user.principal, user.customerId),
  }
}
