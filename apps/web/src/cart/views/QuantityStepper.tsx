'use client'

import type { CartItemView } from '@shop/schemas'
import { cx, focusRing, IconButton, MinusIcon, PlusIcon } from '@shop/ui'
import { useEffect, useId, useState } from 'react'
import { shownQuantity, useCart } from './cart-store'
import { multipleOf, nameOf, parseQuantity, stepQuantity, unitOf } from './cart-view-model'
import { t } from './texts'

/**
 * A cart line's quantity (spec section 9): typed numbers show at once and are sent 500 ms after the
 * last keystroke (the store's debounce).
 */
export function QuantityStepper({ item }: { item: CartItemView }) {
  const shown = useCart((state) => shownQuantity(state, item))
  const setQuantity = useCart((state) => state.setQuantity)
  return (
    <LineQuantity
      name={nameOf(item)}
      unit={unitOf(item)}
      multiple={multipleOf(item)}
      shown={shown}
      onQuantity={(next) => setQuantity(item.cartItemId, next)}
      testId="cart-quantity"
    />
  )
}

/**
 * A line's quantity (a cart line, a shopping list line): steps of the order multiple; `onQuantity`
 * hears each valid new quantity. A number that is not a multiple is refused here and never sent.
 */
export function LineQuantity({
  name,
  unit,
  multiple,
  shown,
  onQuantity,
  testId,
}: {
  name: string
  unit: string
  multiple: number
  /** The quantity as it stands (the server's, or a change not yet sent). */
  shown: number
  onQuantity: (quantity: number) => void
  testId: string
}) {
  const id = useId()
  const [text, setText] = useState(String(shown))

  // The server's answer (or a replacement article) may change the quantity under the field.
  useEffect(() => setText(String(shown)), [shown])

  const typed = parseQuantity(text, multiple)
  const invalid = typed === null
  const change = (next: number) => {
    setText(String(next))
    if (next !== shown) onQuantity(next)
  }

  return (
    <div>
      <div className="flex items-center gap-1">
        <IconButton
          label={t('cart.quantity_decrease', { name })}
          intent="secondary"
          size="sm"
          onClick={() => change(stepQuantity(typed ?? shown, multiple, -1))}
          disabled={!invalid && shown <= multiple}
        >
          <MinusIcon size={16} />
        </IconButton>
        <label htmlFor={id} className="sr-only">
          {t('cart.quantity_for', { name, unit })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            const next = parseQuantity(event.target.value, multiple)
            if (next !== null && next !== shown) onQuantity(next)
          }}
          onBlur={() => {
            if (invalid) setText(String(shown))
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          data-testid={testId}
          className={cx(
            'h-8 w-16 rounded-brand border bg-background px-1 text-center tabular-nums',
            invalid ? 'border-alert' : 'border-text/25',
            focusRing,
          )}
        />
        <IconButton
          label={t('cart.quantity_increase', { name })}
          intent="secondary"
          size="sm"
          onClick={() => change(stepQuantity(typed ?? shown, multiple, 1))}
        >
          <PlusIcon size={16} />
        </IconButton>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-alert">
          {t('cart.quantity_step_hint', { multiple })}
        </p>
      ) : null}
    </div>
  )
}
