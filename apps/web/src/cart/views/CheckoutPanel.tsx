'use client'

import type { CartView } from '@shop/schemas'
import { Button, buttonVariants, WarningIcon } from '@shop/ui'
import { type ReactNode, useId, useState } from 'react'
import { Link } from '@/shell/Link'
import { useCart } from './cart-store'
import { checkoutBlock, flaggedLineCount } from './cart-view-model'
import { ExportButton } from './ExportButton'
import { PriceSummary } from './PriceSummary'
import { t } from './texts'

/**
 * The cart's summary beside the lines: totals, why checkout is closed (when it is), the way to
 * checkout (in a punch-out session `transferAction` instead: the transfer to the procurement system,
 * which the page passes in), the export and emptying the cart. A chunk of its own, loaded after the
 * lines (its link works as a plain link before then): with it the page's first load would be over the
 * budget (bench/bundle).
 */
export function CheckoutPanel({ cart, transferAction }: { cart: CartView; transferAction?: ReactNode }) {
  const reasonId = useId()
  const clear = useCart((state) => state.clear)
  const [confirming, setConfirming] = useState(false)
  const blocked = checkoutBlock(cart)
  const flagged = flaggedLineCount(cart)
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      className="space-y-4 self-start rounded-brand bg-surface p-4 lg:sticky lg:top-4"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {t('cart.summary_heading')}
      </h2>
      <PriceSummary totals={cart.totals} />
      {cart.totals ? <p className="text-xs text-muted">{t('cart.summary_excluded')}</p> : null}
      {flagged > 0 ? (
        <p className="flex gap-2 text-sm">
          <WarningIcon size={16} className="mt-0.5 shrink-0 text-alert" />
          {t('cart.checkout_has_actions')}
        </p>
      ) : null}
      {cart.punchout ? (
        transferAction
      ) : blocked ? (
        <>
          <Button intent="accent" size="lg" fullWidth disabled aria-describedby={reasonId} data-testid="cart-checkout">
            {t('cart.to_checkout')}
          </Button>
          <p id={reasonId} className="text-sm font-semibold text-alert" data-testid="cart-checkout-blocked">
            {blocked}
          </p>
        </>
      ) : (
        <Link
          href="/delivery"
          className={buttonVariants({ intent: 'accent', size: 'lg', fullWidth: true })}
          data-testid="cart-checkout"
        >
          {t('cart.to_checkout')}
        </Link>
      )}
      <ExportButton cartId={cart.cartId} />
      {confirming ? (
        <div className="space-y-2 rounded-brand border border-alert/40 bg-background p-3">
          <p className="text-sm font-semibold">{t('cart.clear_confirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              intent="danger"
              size="sm"
              onClick={async () => {
                if (await clear()) setConfirming(false)
              }}
            >
              {t('cart.clear_confirm_yes')}
            </Button>
            <Button intent="secondary" size="sm" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button intent="ghost" size="sm" fullWidth onClick={() => setConfirming(true)}>
          {t('cart.clear')}
        </Button>
      )}
    </aside>
  )
}
