'use client'

import type { DeliveryMethod } from '@shop/schemas'
import { Button, buttonVariants, CartIcon, cx, focusRing, LoginIcon } from '@shop/ui'
import { useId, useState } from 'react'
import { DELIVERY_NAMES } from '@/cart/delivery-names'
import { useCart } from '@/cart/views/cart-store'
import { AddToQuote } from '@/quotes/context/AddToQuote'
import { Link } from '@/shell/Link'
import { QuantityField } from './QuantityField'
import { t } from './texts'

export interface AddToCartProps {
  articleNumber: string
  multiple: number
  unit: string
  /** The methods offered now (allowed for the customer, inside their hours); null for a visitor. */
  methods: DeliveryMethod[] | null
  /** Preselected: the user's preferred method, else their default (DBI), when it is offered. */
  defaultMethod: DeliveryMethod | null
  loginHref: string
}

/**
 * Spec section 2, the product page's add to cart: quantity (order multiple), delivery method and
 * 'Lägg i varukorgen'. A visitor is asked to log in instead of choosing a method. What was added
 * shows in the notice beside the header's cart button; this form says it too, for whoever stays here.
 */
export function AddToCart({ articleNumber, multiple, unit, methods, defaultMethod, loginHref }: AddToCartProps) {
  const legendId = useId()
  const [quantity, setQuantity] = useState<number | null>(multiple)
  const [method, setMethod] = useState<DeliveryMethod | null>(defaultMethod)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [sending, setSending] = useState(false)
  const add = useCart((state) => state.add)

  if (!methods) {
    return (
      <div className="space-y-3 print:hidden" data-testid="add-to-cart">
        <QuantityField multiple={multiple} unit={unit} />
        <p className="text-sm">{t('cart.login_to_buy_hint')}</p>
        <Link href={loginHref} className={buttonVariants({ intent: 'primary', size: 'lg' })}>
          <LoginIcon size={18} />
          {t('cart.login_to_buy')}
        </Link>
      </div>
    )
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (quantity === null) return
    if (!method) {
      setMessage({ text: t('cart.choose_delivery_method'), error: true })
      return
    }
    setSending(true)
    setMessage(null)
    const result = await add([{ articleNumber, quantity, deliveryId: method }])
    setSending(false)
    if (result.ok) setMessage({ text: t('cart.added', { quantity, unit }), error: false })
    // The store says why (browser/api-fetch.ts); an aborted call (the page is being left) says nothing.
    else setMessage(result.message ? { text: result.message, error: true } : null)
  }

  return (
    <form onSubmit={submit} className="space-y-4 print:hidden" data-testid="add-to-cart" noValidate>
      <QuantityField multiple={multiple} unit={unit} onChange={setQuantity} />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-semibold">
          {t('cart.delivery_method')}
        </legend>
        {methods.length === 0 ? (
          <p className="mt-1 text-sm">{t('cart.no_delivery_methods')}</p>
        ) : (
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {methods.map((id) => (
              <label
                key={id}
                className={cx(
                  'flex cursor-pointer items-center gap-2 rounded-brand border px-3 py-2 text-sm',
                  method === id ? 'border-primary bg-surface font-semibold' : 'border-text/20',
                )}
              >
                <input
                  type="radio"
                  name="deliveryId"
                  value={id}
                  checked={method === id}
                  onChange={() => {
                    setMethod(id)
                    setMessage(null)
                  }}
                  className={cx('size-4 accent-primary', focusRing)}
                />
                {DELIVERY_NAMES[id]}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="flex flex-wrap items-start gap-3">
        <Button type="submit" intent="accent" size="lg" disabled={sending || quantity === null}>
          <CartIcon size={20} />
          {sending ? t('cart.adding') : t('cart.add')}
        </Button>
        <AddToQuote articleNumber={articleNumber} quantity={quantity} unit={unit} />
      </div>
      <p role="status" className="text-sm" data-testid="add-to-cart-added">
        {message && !message.error ? message.text : ''}
      </p>
      {message?.error ? (
        <p role="alert" className="text-sm font-semibold text-alert" data-testid="add-to-cart-error">
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
