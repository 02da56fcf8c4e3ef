'use client'

import type { CartView } from '@shop/schemas'
import { CartTrigger } from '@/shell/header/CartTrigger'
import { CartNotice } from './CartNotice'
import { useCart } from './cart-store'
import { useCartBootstrap, useEmptyCartOnLogout } from './use-cart-view'

/**
 * The header's cart button for a logged-in shopper: its badge follows the shared store (lines in the
 * cart), and the added-items notice shows beside it. It is on every default page, so it is also what
 * fills the store on a page load and empties it on logout.
 */
export function CartButton({ initial }: { initial: CartView | null }) {
  useCartBootstrap(initial)
  useEmptyCartOnLogout()
  const live = useCart((state) => state.cart?.itemCount)
  const count = live ?? initial?.itemCount ?? 0
  return (
    <div className="relative">
      <CartTrigger count={count} />
      <CartNotice />
    </div>
  )
}
