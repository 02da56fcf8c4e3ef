'use client'

import { formatMoney } from '@shop/i18n/format'
import type { CartView } from '@shop/schemas'
import { CartIcon, EmptyState } from '@shop/ui'
import { useCart } from './cart-store'
import { nameOf, unitOf } from './cart-view-model'
import { PriceSummary } from './PriceSummary'
import { t } from './texts'
import { useCartView } from './use-cart-view'

/**
 * The cart flyout's body (the shell adds the title and 'Till varukorgen'): per delivery, each line's
 * name, quantity and total, then the price summary of the included deliveries.
 */
export function CartFlyoutContent({ initial }: { initial: CartView | null }) {
  const cart = useCartView(initial)
  const pending = useCart((state) => state.pending)
  const busy = useCart((state) => state.status === 'mutating')
  if (!cart || cart.itemCount === 0) {
    return (
      <EmptyState icon={<CartIcon size={24} />} title={t('cart.empty')}>
        {t('cart.empty_hint')}
      </EmptyState>
    )
  }
  return (
    <div className="space-y-5" aria-busy={busy} data-testid="cart-flyout-content">
      {cart.deliveries.map((delivery) => (
        <section key={delivery.deliveryId} aria-label={delivery.name}>
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{delivery.name}</h3>
          <ul className="mt-1 divide-y divide-text/10">
            {delivery.items.map((item) => (
              <li key={item.cartItemId} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{nameOf(item)}</span>
                  <span className="text-muted">
                    {t('cart.flyout_quantity', {
                      quantity: pending[item.cartItemId] ?? item.quantity,
                      unit: unitOf(item),
                    })}
                  </span>
                </span>
                {item.lineTotal !== null ? (
                  <span className="shrink-0 tabular-nums">{formatMoney(item.lineTotal)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PriceSummary totals={cart.totals} className="border-t border-text/15 pt-3" />
    </div>
  )
}
