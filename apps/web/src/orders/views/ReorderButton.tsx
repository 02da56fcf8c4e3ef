'use client'

import type { AddItemsInput } from '@shop/schemas'
import { Button, CartIcon } from '@shop/ui'
import { useState } from 'react'
import { useCart } from '@/cart/views/cart-store'
import { FormMessage } from '@/forms/fields'
import { t } from './texts'

type Line = AddItemsInput['items'][number]

/**
 * "Beställ igen": every line of the order into the cart with the order's delivery method, in one
 * call through the cart store (which shows its own added-items notice). What failed is told here as
 * the store words it (spec section 8: the article numbers the cart refused, errors.cart_add_products).
 */
export function ReorderButton({ lines }: { lines: Line[] }) {
  const add = useCart((state) => state.add)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string | null } | null>(null)

  const reorder = async () => {
    if (busy || lines.length === 0) return
    setBusy(true)
    setResult(null)
    setResult(await add(lines))
    setBusy(false)
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={reorder} disabled={busy || lines.length === 0} data-testid="order-reorder">
        <CartIcon size={18} />
        {busy ? t('orders.reorder.busy') : t('orders.reorder.button')}
      </Button>
      {result?.ok ? <FormMessage kind="info">{t('orders.reorder.done')}</FormMessage> : null}
      {result && !result.ok && result.message ? <FormMessage kind="error">{result.message}</FormMessage> : null}
    </div>
  )
}
