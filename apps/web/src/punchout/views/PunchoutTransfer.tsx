'use client'

import type { CartView } from '@shop/schemas'
import { Button } from '@shop/ui'
import { useId, useState } from 'react'
import { useCart } from '@/cart/views/cart-store'
import { useCartView } from '@/cart/views/use-cart-view'
import { t } from './texts'
import { transferCart } from './transfer-client'

/**
 * What replaces checkout in a punch-out session (spec section 4): the transfer to the procurement
 * system, with the fixed delivery named. While it runs the button says so; a failure is announced and
 * the cart stays as it was. The cart page passes it to the cart's summary (CheckoutPanel's
 * `transferAction`) with the cart it read; it shows the cart as the shared store holds it then.
 */
export function PunchoutTransfer({ initial }: { initial: CartView | null }) {
  const cart = useCartView(initial)
  const messageId = useId()
  const load = useCart((state) => state.load)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const delivery = cart?.deliveries[0]?.name
  const transfer = async () => {
    if (!cart) return
    setBusy(true)
    setError(null)
    const outcome = await transferCart(cart.cartId)
    if (!outcome.ok) {
      setError(outcome.message)
      setBusy(false)
      return
    }
    // Posted into another frame, the shop stays: show the fresh, empty cart.
    if (outcome.target !== '_top' && outcome.target !== '_self') {
      await load()
      setBusy(false)
    }
  }
  return (
    <div className="space-y-3" data-testid="punchout-transfer-panel">
      <h3 className="font-semibold">{t('punchout.transfer_heading')}</h3>
      <p className="text-sm">{t('punchout.transfer_intro')}</p>
      {delivery ? <p className="text-sm text-muted">{t('punchout.delivery_fixed', { method: delivery })}</p> : null}
      <Button
        intent="accent"
        size="lg"
        fullWidth
        onClick={transfer}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={error ? messageId : undefined}
        data-testid="punchout-transfer"
      >
        {busy ? t('punchout.transferring') : t('punchout.transfer')}
      </Button>
      {error ? (
        <p
          id={messageId}
          role="alert"
          className="text-sm font-semibold text-alert"
          data-testid="punchout-transfer-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
