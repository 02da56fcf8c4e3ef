import 'server-only'
import { shopperFor } from '@shop/commerce'
import type { CartDeliveryView, CartView } from '@shop/schemas'
import type { Brand } from '@shop/tenants'
import { redirect } from 'next/navigation'
import type { Session } from '@/accounts/session'
import { accountContext } from '@/accounts/views/account-context'
import { type AddressView, listAddresses } from '@/addresses/service'
import { currentCartView } from '@/cart/service'
import { findLocations } from '@/catalog/locations'
import { payload } from '@/payload/payload'
import type { StoreChoice } from './views/types'

/** Where the cart lives; an empty cart has nothing to deliver or summarise (spec: back to /cart). */
export const CART_PATH = '/cart'

export interface CheckoutData {
  cart: CartView
  /** The deliveries the shopper included in this order, in the cart's order. */
  deliveries: CartDeliveryView[]
  addresses: AddressView[]
  /** Stores that hand out EXH orders on this brand. */
  stores: StoreChoice[]
  /** The store preselected for pickup: the shopper's own store on this brand. */
  storeId: string
  /** The chosen customer's number (the delivery-dates route is keyed by it). */
  customerNumber: string | null
}

/**
 * What /delivery and /summary need, read on the server for the first paint. An empty cart redirects
 * to /cart; the caller has already passed the login guard.
 */
export async function checkoutData(brand: Brand, session: Session): Promise<CheckoutData> {
  const instance = await payload()
  const cart = await currentCartView(instance, session, brand)
  if (!cart || cart.itemCount === 0) redirect(CART_PATH)
  const [addresses, stores, account] = await Promise.all([
    listAddresses(instance, session),
    findLocations(instance, { brand: brand.id, deliveryMethod: 'EXH' }),
    accountContext(session),
  ])
  return {
    cart,
    deliveries: cart.deliveries.filter((d) => d.isIncludedInOrder && d.items.length > 0),
    addresses: addresses.ok ? addresses.value : [],
    stores: stores.map((s) => ({
      id: s.id,
      name: s.name,
      address1: s.address1,
      postalCode: s.postalCode,
      city: s.city,
    })),
    storeId: shopperFor(brand, session).storeId,
    customerNumber: account?.options.find((o) => o.id === session.customerId)?.customerNumber ?? null,
  }
}
