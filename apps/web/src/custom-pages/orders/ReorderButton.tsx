'use client'

import { t } from '@shop/i18n'
import type { AddItemsInput, CartItemError } from '@shop/schemas'
import { Button, CartIcon } from '@shop/ui'
import { useState } from 'react'
import { useCart } from '@/cart/views/cart-store'
import { FormMessage } from '@/forms/fields'

type Line = AddItemsInput['items'][number]

/**
 * "Beställ igen": every line of the order into the cart with the order's delivery method, in one
 * call through the cart store (which shows its own added-items notice). Lines the cart refuses (an
 * article no longer sold, say) are told here with the cart's own message.
 */
export function ReorderButton({ lines }: { lines: Line[] }) {
  const add = useCart((state) => state.add)
  const cartError = useCart((state) => state.error)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; errors: CartItemError[] } | null>(null)

  const reorder = async () => {
    if (busy || lines.length === 0) return
    setBusy(true)
    setResult(null)
    try {
      setResult(await add(lines))
    } catch {
      setResult({ ok: false, errors: [] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={reorder} disabled={busy || lines.length === 0} data-testid="order-reorder">
        <CartIcon size={18} />
        {busy ? t('orders.reorder.busy') : t('orders.reorder.button')}
      </Button>
      {result?.ok ? <FormMessage kind="info">{t('orders.reorder.done')}</FormMessage> : null}
      {result && !result.ok ? (
        <FormMessage kind="error">
          {result.errors.length
            ? result.errors.map((error) => `${error.articleNumber}: ${error.message}`).join(' ')
            : (cartError ?? t('orders.reorder.failed'))}
        </FormMessage>
      ) : null}
    </div>
  )
}
